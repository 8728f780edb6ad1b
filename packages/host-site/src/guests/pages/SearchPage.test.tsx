import type { PropertySummary } from '@resort/core/api'
import { SESSION_KEYS } from '@resort/core/reservation'
import { addDaysIso, todayIso } from '@resort/core/stay'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { Outlet, Route, useNavigate } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderSite } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { SearchPage } from './SearchPage'

const dateFrom = addDaysIso(todayIso(), 20)
const dateTo = addDaysIso(dateFrom, 3)

const summary = (
  propertyId: string,
  name: string,
  nightlyFrom: number,
): PropertySummary => ({
  propertyId,
  name,
  summary: '',
  type: 'hotel',
  stars: 4,
  city: 'Rovinj',
  regionId: 'istria',
  regionName: 'Istria',
  countryCode: 'HR',
  latitude: 45.08,
  longitude: 13.64,
  image: '',
  lowestTotal: nightlyFrom * 3,
  nightlyFrom,
  currency: 'EUR',
  freeCancellation: true,
})

/** The server's results, cheapest first when sorted by price. */
const searchProperties = () =>
  vi.fn((query: { sort?: string; dateFrom: string }) => {
    const items = [
      summary('cissa-rovinj', 'Hotel Cissa', 12_000),
      summary('villa-lavanda-hvar', 'Villa Lavanda', 45_050),
    ]
    return Promise.resolve({
      items: query.sort === 'stars' ? items.reverse() : items,
      total: 2,
      page: 1,
      pageSize: 20,
      nights: 3,
    })
  })

function BackButton() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  )
}

const routes = (
  <Route
    element={
      <>
        <BackButton />
        {/* As the site's layout holds the page (HydrateLater). */}
        <Suspense>
          <Outlet />
        </Suspense>
      </>
    }
  >
    <Route path="/:lang/search" element={<SearchPage />} />
  </Route>
)

/** Renders, letting the page's texts load as the browser would (they suspend it first). */
async function visit(url: string, api: Parameters<typeof renderSite>[1]) {
  await act(async () => {
    renderSite(url, api, routes)
  })
}

const address = () =>
  new URL(screen.getByTestId('address').textContent ?? '', 'https://x.test')

const resultNames = async () =>
  (await screen.findAllByRole('article')).map(
    (article) => within(article).getByRole('heading').textContent,
  )

const query = `dateFrom=${dateFrom}&dateTo=${dateTo}&adults=2&children=1&childAges=4`

beforeEach(() => sessionStorage.clear())

describe('issue 33: the search page keeps its search in its address', () => {
  it('renders the results of the search in its address, the form filled from it, and says what was searched', async () => {
    const api = fakeSiteApi({ searchProperties: searchProperties() })
    await visit(`/en/search?${query}&sort=price`, api)
    expect(await resultNames()).toEqual(['Hotel Cissa', 'Villa Lavanda'])
    expect(api.searchProperties).toHaveBeenCalledWith({
      dateFrom,
      dateTo,
      adults: 2,
      children: 1,
      sort: 'price',
      lang: 'en',
    })
    expect(screen.getByLabelText('Check-in')).toHaveValue(dateFrom)
    expect(screen.getByLabelText('Check-out')).toHaveValue(dateTo)
    expect(screen.getByLabelText('Children')).toHaveValue(1)
    expect(screen.getByLabelText('Age of child 1')).toHaveValue('4')
    expect(screen.getByLabelText('Sort by')).toHaveValue('price')
    await waitFor(() =>
      expect(document.title).toMatch(
        /^Stays .+, 2 adults, 1 child – Adria Alpe Resorts$/,
      ),
    )
    // The pages that start from the last search find it (the property page, the home page).
    expect(
      JSON.parse(sessionStorage.getItem(SESSION_KEYS.searchParams) ?? '{}'),
    ).toMatchObject({ dateFrom, dateTo, childAges: [4], sort: 'price' })
  })

  it('pushes each search and sort as a new address, and Back shows the search before', async () => {
    const api = fakeSiteApi({ searchProperties: searchProperties() })
    await visit(`/en/search?${query}`, api)
    await resultNames()
    const later = addDaysIso(dateFrom, 7)
    fireEvent.change(screen.getByLabelText('Check-in'), {
      target: { value: later },
    })
    fireEvent.change(screen.getByLabelText('Check-out'), {
      target: { value: addDaysIso(later, 2) },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(address().searchParams.get('dateFrom')).toBe(later),
    )
    expect(address().searchParams.get('childAges')).toBe('4')
    await waitFor(() =>
      expect(api.searchProperties).toHaveBeenLastCalledWith(
        expect.objectContaining({ dateFrom: later }),
      ),
    )
    expect(await resultNames()).toEqual(['Hotel Cissa', 'Villa Lavanda'])

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'stars')
    await waitFor(() =>
      expect(address().searchParams.get('sort')).toBe('stars'),
    )
    await waitFor(async () =>
      expect(await resultNames()).toEqual(['Villa Lavanda', 'Hotel Cissa']),
    )

    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() =>
      expect(address().searchParams.get('dateFrom')).toBe(dateFrom),
    )
    expect(screen.getByLabelText('Check-in')).toHaveValue(dateFrom)
    expect(await resultNames()).toEqual(['Hotel Cissa', 'Villa Lavanda'])
  })

  it('shows what is wrong with a search in its address at its fields, asking the server nothing', async () => {
    const api = fakeSiteApi({ searchProperties: searchProperties() })
    await visit(
      `/en/search?dateFrom=${dateTo}&dateTo=${dateFrom}&adults=0&children=0`,
      api,
    )
    const departure = await screen.findByLabelText('Check-out')
    expect(departure).toHaveAttribute('aria-invalid', 'true')
    expect(departure).toHaveValue(dateFrom)
    expect(screen.getByLabelText('Adults')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(screen.getByLabelText('Adults')).toHaveValue(0)
    expect(screen.queryByRole('article')).toBeNull()
    expect(api.searchProperties).not.toHaveBeenCalled()
  })

  it('shows the plain search page without a search in its address', async () => {
    const api = fakeSiteApi({ searchProperties: searchProperties() })
    await visit('/en/search', api)
    expect(await screen.findByLabelText('Check-in')).not.toHaveAttribute(
      'aria-invalid',
    )
    expect(screen.queryByRole('article')).toBeNull()
    expect(api.searchProperties).not.toHaveBeenCalled()
    await waitFor(() =>
      expect(document.title).toBe('Search for your stay – Adria Alpe Resorts'),
    )
  })
})
