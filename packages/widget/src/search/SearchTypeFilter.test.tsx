import { createApiClient, unitAvailabilityCalendar } from '@resort/core/api'
import { addDaysIso, todayIso } from '@resort/core/stay'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { ResortSearch } from './ResortSearch'
import { SearchWidget } from './SearchWidget'
import { fakeFetch, property, propertiesAnswer } from './testing'

const dateFrom = addDaysIso(todayIso(), 10)
const dateTo = addDaysIso(dateFrom, 3)

const answer = propertiesAnswer([
  property({}),
  property({ propertyId: 'villa-lara', name: 'Villa Lara', type: 'villa' }),
])

function lastQuery(fetch: ReturnType<typeof fakeFetch>) {
  const url = new URL(fetch.mock.calls.at(-1)![0], 'http://widget.test')
  return Object.fromEntries(url.searchParams)
}

beforeEach(() => sessionStorage.clear())

describe('property type filter', () => {
  it('sends the chosen type, shows each result type, and restores the type after a reload', async () => {
    const fetch = fakeFetch({ properties: { status: 200, body: answer } })
    const { unmount } = render(<ResortSearch lang="en" fetch={fetch} />)
    const select = screen.getByLabelText('Property type')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All types', 'Hotels', 'Villas', 'Apartments'])
    await userEvent.selectOptions(select, 'Villas')
    fireEvent.change(screen.getByLabelText('Check-in'), {
      target: { value: dateFrom },
    })
    fireEvent.change(screen.getByLabelText('Check-out'), {
      target: { value: dateTo },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))

    const [first, second] = await screen.findAllByRole('article')
    expect(within(first!).getByText('Hotel')).toBeInTheDocument()
    expect(within(second!).getByText('Villa')).toBeInTheDocument()
    expect(lastQuery(fetch)).toMatchObject({ type: 'villa', dateFrom })

    unmount()
    const again = fakeFetch({ properties: { status: 200, body: answer } })
    render(<ResortSearch lang="en" fetch={again} />)
    expect(screen.getByLabelText('Property type')).toHaveValue('villa')
    await screen.findAllByRole('article')
    expect(lastQuery(again)).toMatchObject({ type: 'villa', dateFrom, dateTo })
  })

  it('leaves the type out for all types, through the element’s client, in German', async () => {
    const fetch = fakeFetch({ properties: { status: 200, body: answer } })
    render(
      <SearchWidget lang="de" api={createApiClient({ baseUrl: '', fetch })} />,
    )
    expect(screen.getByLabelText('Art der Unterkunft')).toHaveDisplayValue(
      'Alle Arten',
    )
    fireEvent.change(screen.getByLabelText('Anreise'), {
      target: { value: dateFrom },
    })
    fireEvent.change(screen.getByLabelText('Abreise'), {
      target: { value: dateTo },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }))
    const [, villa] = await screen.findAllByRole('article')
    expect(within(villa!).getByText('Villa')).toBeInTheDocument()
    expect(lastQuery(fetch)).not.toHaveProperty('type')
  })

  it('asks for a calendar at the endpoint table’s path, with the query it names', async () => {
    const fetch = fakeFetch({
      calendar: { status: 200, body: { currency: 'EUR', days: [] } },
    })
    const api = createApiClient({ baseUrl: 'https://resort.test/', fetch })
    const request = {
      propertyId: 'cissa-rovinj',
      from: dateFrom,
      to: dateTo,
      adults: 2,
      children: 1,
      lang: 'hr' as const,
    }
    await expect(api.call(unitAvailabilityCalendar, request)).resolves.toEqual({
      currency: 'EUR',
      days: [],
    })
    expect(fetch.mock.calls[0]![0]).toBe(
      `https://resort.test${unitAvailabilityCalendar.path}?propertyId=cissa-rovinj&from=${dateFrom}&to=${dateTo}&adults=2&children=1&lang=hr`,
    )
  })
})
