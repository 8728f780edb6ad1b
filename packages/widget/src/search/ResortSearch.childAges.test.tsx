import { addDaysIso, todayIso } from '@resort/core/stay'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchRequest } from '../events'
import { expectNoAxeViolations } from '../testing/axe'
import { ResortSearch } from './ResortSearch'
import { fakeFetch } from './testing'

beforeEach(() => sessionStorage.clear())

function renderSearch(lang = 'en') {
  const onSearch = vi.fn<(request: SearchRequest) => void>()
  render(<ResortSearch lang={lang} fetch={fakeFetch({})} onSearch={onSearch} />)
  const dateFrom = addDaysIso(todayIso(), 3)
  fireEvent.change(
    screen.getByLabelText(lang === 'de' ? 'Anreise' : 'Check-in'),
    {
      target: { value: dateFrom },
    },
  )
  fireEvent.change(
    screen.getByLabelText(lang === 'de' ? 'Abreise' : 'Check-out'),
    { target: { value: addDaysIso(dateFrom, 2) } },
  )
  return onSearch
}

async function chooseChildren(count: number, label = 'Children') {
  const children = screen.getByLabelText(label)
  await userEvent.clear(children)
  await userEvent.type(children, String(count))
}

const age = (n: number) =>
  screen.queryByRole('combobox', { name: `Age of child ${n}` })

describe('the search form’s children’s ages (SPEC 3 childAges, issue 33)', () => {
  it('asks one age per child as children are chosen, "under 1" to 17', async () => {
    renderSearch()
    expect(age(1)).toBeNull()
    await chooseChildren(2)
    // The ages' selects load once children are chosen.
    expect(
      await screen.findByRole('combobox', { name: 'Age of child 1' }),
    ).toHaveValue('')
    expect(age(2)).toHaveValue('')
    expect(age(3)).toBeNull()
    expect(screen.getAllByRole('option', { name: 'under 1' })).toHaveLength(2)
    expect(screen.getAllByRole('option', { name: '17' })).toHaveLength(2)
    await expectNoAxeViolations()
  })

  it('refuses to search with an age missing: says which, focuses it and keeps the others', async () => {
    const onSearch = renderSearch()
    await chooseChildren(2)
    await userEvent.selectOptions(age(1)!, '4')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(onSearch).not.toHaveBeenCalled()
    expect(age(2)).toHaveAttribute('aria-invalid', 'true')
    expect(age(2)).toHaveAccessibleDescription(
      'Please choose the age of child 2.',
    )
    expect(age(2)).toHaveFocus()
    expect(age(1)).toHaveValue('4')
    await expectNoAxeViolations()
  })

  it('searches with the ages, and keeps an age through fewer children and more again', async () => {
    const onSearch = renderSearch()
    await chooseChildren(2)
    await userEvent.selectOptions(age(1)!, '4')
    await userEvent.selectOptions(age(2)!, '0')
    await chooseChildren(1)
    expect(age(2)).toBeNull()
    await chooseChildren(2)
    expect(age(2)).toHaveValue('0')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ children: 2, childAges: [4, 0] }),
      {},
    )
  })

  it('leaves childAges out of a search without children', async () => {
    const onSearch = renderSearch()
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(onSearch.mock.calls[0]?.[0]).not.toHaveProperty('childAges')
  })

  it('asks in the guest’s language', async () => {
    renderSearch('de')
    await chooseChildren(1, 'Kinder')
    const select = screen.getByRole('combobox', { name: 'Alter von Kind 1' })
    expect(select).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'unter 1' })).toBeInTheDocument()
  })
})
