import { addDaysIso, todayIso } from '@resort/core/stay'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchRequest } from '../events'
import { ResortSearch as ResortSearchWithApi } from './ResortSearch'
import { fakeFetch } from './testing'

// These tests are about the form; its results come from a server that never answers.
function ResortSearch(props: {
  lang?: string
  onSearch?: (r: SearchRequest) => void
}) {
  return <ResortSearchWithApi fetch={fakeFetch({})} {...props} />
}

beforeEach(() => sessionStorage.clear())

function setDate(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

describe('ResortSearch', () => {
  it('shows its labels in the requested language', () => {
    render(<ResortSearch lang="de" />)
    expect(
      screen.getByRole('heading', { name: 'Finden Sie Ihren Aufenthalt' }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Anreise')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeInTheDocument()
  })

  it('names the destination and its suggestions by one label, and reads its hint with it', () => {
    render(<ResortSearch lang="en" />)
    expect(
      screen.getByRole('combobox', { name: 'Destination or property' }),
    ).toHaveAccessibleDescription(/^For example Rovinj, Bled or Lake Garda\./)
    // Hidden until there are suggestions, so named by reference rather than by its name.
    const suggestions = screen.getByRole('listbox', { hidden: true })
    expect(
      document.getElementById(suggestions.getAttribute('aria-labelledby')!),
    ).toHaveTextContent('Destination or property')
  })

  it('falls back to English for an unsupported language', () => {
    render(<ResortSearch lang="fr" />)
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument()
  })

  it('sends a valid search to onSearch and as a bubbling, composed resort:search event', async () => {
    const onSearch = vi.fn<(request: SearchRequest) => void>()
    const events: CustomEvent<SearchRequest>[] = []
    document.addEventListener('resort:search', (event) => events.push(event))
    render(<ResortSearch lang="en" onSearch={onSearch} />)
    const dateFrom = addDaysIso(todayIso(), 3)
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Destination or property' }),
      'Rovinj',
    )
    setDate('Check-in', dateFrom)
    setDate('Check-out', addDaysIso(dateFrom, 2))
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))

    const expected = {
      destination: 'Rovinj',
      dateFrom,
      dateTo: addDaysIso(dateFrom, 2),
      nights: 2,
      adults: 2,
      children: 0,
    }
    // The form's filters go with it (issue 33: a host page keeps them in its address).
    expect(onSearch).toHaveBeenCalledWith(expected, {})
    expect(events).toHaveLength(1)
    expect(events[0]?.detail).toEqual(expected)
    expect(events[0]?.composed).toBe(true)
    expect(screen.getByRole('status')).toHaveTextContent(
      'Searching Rovinj: 2 nights for 2 guests.',
    )
  })

  it('refuses a check-out before check-in, says why next to the field and focuses it', async () => {
    const onSearch = vi.fn()
    render(<ResortSearch lang="en" onSearch={onSearch} />)
    const dateFrom = addDaysIso(todayIso(), 5)
    setDate('Check-in', dateFrom)
    setDate('Check-out', addDaysIso(dateFrom, -1))
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))

    const checkOut = screen.getByLabelText('Check-out')
    expect(onSearch).not.toHaveBeenCalled()
    expect(checkOut).toHaveAttribute('aria-invalid', 'true')
    expect(checkOut).toHaveAccessibleDescription(
      'Check-out must be after check-in.',
    )
    expect(checkOut).toHaveFocus()
    expect(
      screen.getByRole('combobox', { name: 'Destination or property' }),
    ).toHaveValue('')
  })

  it('keeps what the guest typed when the search is refused', async () => {
    render(<ResortSearch lang="en" />)
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Destination or property' }),
      'Bled',
    )
    setDate('Check-in', addDaysIso(todayIso(), -1))
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByLabelText('Check-in')).toHaveAccessibleDescription(
      'Check-in cannot be in the past.',
    )
    expect(
      screen.getByRole('combobox', { name: 'Destination or property' }),
    ).toHaveValue('Bled')
  })

  it('refuses more than 30 nights and points to a booking request', async () => {
    render(<ResortSearch lang="hr" />)
    const dateFrom = addDaysIso(todayIso(), 1)
    setDate('Dolazak', dateFrom)
    setDate('Odlazak', addDaysIso(dateFrom, 31))
    await userEvent.click(screen.getByRole('button', { name: 'Traži' }))
    expect(screen.getByLabelText('Odlazak')).toHaveAccessibleDescription(
      /najviše 30 noćenja.*upit za rezervaciju/,
    )
  })

  it('refuses zero adults', async () => {
    render(<ResortSearch lang="en" />)
    const adults = screen.getByLabelText('Adults')
    await userEvent.clear(adults)
    await userEvent.type(adults, '0')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(adults).toHaveAccessibleDescription(
      'Choose between 1 and 10 adults.',
    )
  })
})
