import type { PropertySummary } from '@resort/core/api'
import { addDaysIso, todayIso } from '@resort/core/stay'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { HostedSearch } from './HostedSearchFlow'
import { ResortHostedSearch } from './ResortHostedSearch'
import { fakeFetch, property, propertiesAnswer } from './testing'

const dateFrom = addDaysIso(todayIso(), 10)
const dateTo = addDaysIso(dateFrom, 3)
const stay = {
  destination: 'Istria',
  regionId: 'istria',
  dateFrom,
  dateTo,
  nights: 3,
  adults: 2,
  children: 1,
  childAges: [4],
}
const items: PropertySummary[] = [
  property({}),
  property({ propertyId: 'villa-lavanda-hvar', name: 'Villa Lavanda' }),
]

const dataLayer = () => (globalThis as { dataLayer?: unknown[] }).dataLayer

beforeEach(() => {
  sessionStorage.clear()
  ;(globalThis as { dataLayer?: unknown[] }).dataLayer = []
})

function renderHosted(hosted: HostedSearch, onSearch = vi.fn()) {
  const fetch = fakeFetch({})
  const view = render(
    <ResortHostedSearch
      lang="en"
      fetch={fetch}
      hosted={hosted}
      onSearch={onSearch}
    />,
  )
  return { fetch, onSearch, view }
}

describe('issue 33: a search the host page keeps (the site’s address)', () => {
  it('starts the form from the values given and shows the results given, tracked once', async () => {
    const { fetch } = renderHosted({
      initial: { ...stay, type: 'villa' },
      stay,
      sort: 'price',
      results: { state: 'done', answer: propertiesAnswer(items) },
    })
    expect(screen.getByLabelText('Check-in')).toHaveValue(dateFrom)
    expect(screen.getByLabelText('Check-out')).toHaveValue(dateTo)
    expect(screen.getByLabelText('Children')).toHaveValue(1)
    expect(screen.getByLabelText('Property type')).toHaveValue('villa')
    expect(
      await screen.findByRole('combobox', { name: 'Age of child 1' }),
    ).toHaveValue('4')
    expect(screen.getByLabelText('Sort by')).toHaveValue('price')
    const names = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent)
    expect(names).toEqual(['Hotel Cissa', 'Villa Lavanda'])
    // The host asked for the results: the widget asks the server for none.
    expect(fetch).not.toHaveBeenCalled()
    expect(
      dataLayer()?.filter(
        (entry) => (entry as { event?: string }).event === 'view_item_list',
      ),
    ).toHaveLength(1)
  })

  it('hands a valid search to the host with its filters and runs none itself', async () => {
    const { fetch, onSearch } = renderHosted({
      initial: { ...stay, children: 0, childAges: [], type: 'hotel' },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ dateFrom, dateTo, adults: 2, children: 0 }),
      { type: 'hotel' },
    )
    expect(fetch).not.toHaveBeenCalled()
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('shows at once what is wrong with the values given, as a submit would', () => {
    renderHosted({
      initial: { ...stay, dateFrom: dateTo, dateTo: dateFrom, adults: '0' },
      checkInitial: true,
    })
    expect(screen.getByLabelText('Check-out')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(screen.getByLabelText('Adults')).toHaveValue(0)
    expect(screen.getByLabelText('Adults')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })

  it('hands another sort order to the host', async () => {
    const onSort = vi.fn()
    renderHosted({
      initial: stay,
      stay,
      results: { state: 'done', answer: propertiesAnswer(items) },
      onSort,
    })
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'stars')
    expect(onSort).toHaveBeenCalledWith('stars')
  })

  it('starts the form again from new values (the guest went Back)', () => {
    const { view } = renderHosted({ initial: stay })
    const later = { ...stay, dateFrom: dateTo, dateTo: addDaysIso(dateTo, 2) }
    view.rerender(
      <ResortHostedSearch
        lang="en"
        fetch={fakeFetch({})}
        hosted={{ initial: later }}
      />,
    )
    expect(screen.getByLabelText('Check-in')).toHaveValue(dateTo)
  })
})
