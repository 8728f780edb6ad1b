import { ApiError } from '@resort/core/api'
import { SESSION_KEYS } from '@resort/core/reservation'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccommodationRoute } from '../../platform/routing/AccommodationRoute'
import { renderSite } from '../../testing/renderSite'
import {
  fakeSiteApi,
  stayOf,
  propertyOffer,
  rateOffer,
  unitOffer,
} from '../../testing/siteFixtures'

const STAY = 'dateFrom=2099-07-01&dateTo=2099-07-04&adults=2&children=1'

const routes = (
  <>
    <Route path="/:lang/:slug/:item" element={<AccommodationRoute />} />
    <Route path="/:lang/booking" element={<p>Booking step 2</p>} />
  </>
)

afterEach(() => sessionStorage.clear())

describe('PropertyDetailPage', () => {
  it('shows the property, its rooms with occupancy and the prices for the stay in the address', async () => {
    const api = fakeSiteApi()
    renderSite(`/en/accommodation/cissa-rovinj?${STAY}`, api, routes)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hotel Cissa' }),
    ).toBeInTheDocument()
    expect(api.property).toHaveBeenCalledWith({
      propertyId: 'cissa-rovinj',
      ...{
        dateFrom: '2099-07-01',
        dateTo: '2099-07-04',
        adults: 2,
        children: 1,
      },
      lang: 'en',
    })
    expect(screen.getByText('4 stars')).toBeInTheDocument()
    expect(screen.getByText('Rovinj, Istria')).toBeInTheDocument()
    // The page's largest picture (issue 15: LCP): at its width, asked for first.
    const photo = screen.getByRole('img', {
      name: 'View of Hotel Cissa and its surroundings',
    })
    expect(photo).toHaveAttribute(
      'src',
      '/media/properties/cissa-rovinj/1-640.webp',
    )
    expect(photo).toHaveAttribute('fetchpriority', 'high')
    expect(photo).not.toHaveAttribute('loading')
    expect(screen.getByText('Check-in from 14:00')).toBeInTheDocument()

    const room = screen.getByRole('article', { name: 'Classic double room' })
    expect(
      within(room).getByText('Guests at most').nextSibling,
    ).toHaveTextContent('3')
    expect(within(room).getByText(/Wi-Fi, sea view/)).toBeInTheDocument()
    expect(within(room).getByText('€443.00 for 3 nights')).toBeInTheDocument()
    expect(within(room).getByText('€402.80 for 3 nights')).toBeInTheDocument()
    const rooms = screen.getByRole('region', { name: 'Rooms and prices' })
    expect(within(rooms).getByRole('status')).toHaveTextContent(
      /^Prices for .+: 3 nights, 3 guests\.$/,
    )
  })

  it('leads Book into the booking flow at step 2 with the property, dates, guests and the chosen room and rate', async () => {
    renderSite(`/en/accommodation/cissa-rovinj?${STAY}`, fakeSiteApi(), routes)
    const book = await screen.findByRole('link', {
      name: 'Book Classic double room, Non-refundable rate, Bed and breakfast',
    })
    await userEvent.click(book)
    expect(screen.getByText('Booking step 2')).toBeInTheDocument()
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/en/booking?propertyId=cissa-rovinj&dateFrom=2099-07-01&dateTo=2099-07-04&adults=2&children=1&unitId=cissa-classic&rateId=cissa-nonref-bb',
    )
  })

  it('opens with the guest’s saved search when the address has no stay', async () => {
    sessionStorage.setItem(
      SESSION_KEYS.searchParams,
      JSON.stringify({
        destination: 'Rovinj',
        dateFrom: '2099-08-10',
        dateTo: '2099-08-12',
        adults: 1,
        children: 0,
        sort: 'recommended',
      }),
    )
    const api = fakeSiteApi()
    renderSite('/en/accommodation/cissa-rovinj', api, routes)
    await screen.findByRole('heading', { level: 1 })
    expect(api.property).toHaveBeenCalledWith({
      propertyId: 'cissa-rovinj',
      ...{
        dateFrom: '2099-08-10',
        dateTo: '2099-08-12',
        adults: 1,
        children: 0,
      },
      lang: 'en',
    })
    expect(screen.getByLabelText('Check-in')).toHaveValue('2099-08-10')
  })

  it('prices the rooms again for new dates and guests, keeping them in the address', async () => {
    const api = fakeSiteApi()
    renderSite(`/en/accommodation/cissa-rovinj?${STAY}`, api, routes)
    const checkOut = await screen.findByLabelText('Check-out')
    await userEvent.clear(checkOut)
    await userEvent.type(checkOut, '2099-07-06')
    const adults = screen.getByLabelText('Adults')
    await userEvent.clear(adults)
    await userEvent.type(adults, '3')
    await userEvent.click(screen.getByRole('button', { name: 'Show prices' }))

    await waitFor(() =>
      expect(api.property).toHaveBeenLastCalledWith({
        propertyId: 'cissa-rovinj',
        ...{
          dateFrom: '2099-07-01',
          dateTo: '2099-07-06',
          adults: 3,
          children: 1,
        },
        lang: 'en',
      }),
    )
    expect(screen.getByTestId('address')).toHaveTextContent(
      'dateFrom=2099-07-01&dateTo=2099-07-06&adults=3&children=1',
    )
  })

  it('issue 33: the stay form’s date picker shows the property’s price per night and fills the dates a guest picks by keyboard', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2027, 2, 10, 10) })
    // The picker asks the resort's API itself (the widget's client): each night €95 but the 13th.
    const calendar = vi.fn(async (url: string) => {
      const query = new URL(url, 'http://site.test').searchParams
      const days = []
      for (let day = 10; day <= 31; day++) {
        const date = `2027-03-${String(day).padStart(2, '0')}`
        if (date < query.get('from')! || date > query.get('to')!) continue
        const free = day !== 13
        days.push({
          date,
          Available: free,
          lowestPrice: free ? 9500 : null,
          minNights: free ? 1 : null,
        })
      }
      return new Response(JSON.stringify({ currency: 'EUR', days }))
    })
    vi.stubGlobal('fetch', calendar)
    try {
      renderSite(
        '/en/accommodation/cissa-rovinj?dateFrom=2027-03-20&dateTo=2027-03-22&adults=2&children=1',
        fakeSiteApi(),
        routes,
      )
      const opener = await screen.findByRole('button', {
        name: 'Choose dates in the calendar',
      })
      // Awaited: the dialog suspends on its chunk.
      await act(async () => {
        await userEvent.click(opener)
      })
      const dialog = await screen.findByRole('dialog', {
        name: 'Availability of Hotel Cissa',
      })
      expect(
        await within(dialog).findByRole('gridcell', {
          // Read as a browser reads the cell's text (the test DOM adds a space before the comma).
          name: /^Saturday, March 20 ?, 2027, from €95$/,
        }),
      ).toHaveFocus()
      expect(calendar.mock.calls[0]![0]).toContain(
        'propertyId=cissa-rovinj&from=2027-03-10&to=2027-04-30&adults=2&children=1&lang=en',
      )
      await userEvent.keyboard('{ArrowUp}')
      expect(
        within(dialog).getByRole('gridcell', { name: /March 13 ?, 2027/ }),
      ).toHaveAttribute('aria-disabled', 'true')
      await userEvent.keyboard('{ArrowRight}{Enter}{ArrowRight}{ArrowRight}')
      await userEvent.keyboard('{Enter}')
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(opener).toHaveFocus()
      expect(screen.getByLabelText('Check-in')).toHaveValue('2027-03-14')
      expect(screen.getByLabelText('Check-out')).toHaveValue('2027-03-16')
    } finally {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    }
  })

  it('refuses a check-out before check-in at the field, without asking the server', async () => {
    const api = fakeSiteApi()
    renderSite(`/en/accommodation/cissa-rovinj?${STAY}`, api, routes)
    const checkOut = await screen.findByLabelText('Check-out')
    await userEvent.clear(checkOut)
    await userEvent.type(checkOut, '2099-06-20')
    await userEvent.click(screen.getByRole('button', { name: 'Show prices' }))

    expect(checkOut).toHaveAttribute('aria-invalid', 'true')
    expect(checkOut).toHaveFocus()
    expect(checkOut).toHaveAccessibleDescription(
      'Check-out must be after check-in.',
    )
    expect(api.property).toHaveBeenCalledTimes(1)
  })

  it('says so when no room is free for the dates', async () => {
    const api = fakeSiteApi({
      property: (query) =>
        Promise.resolve(
          propertyOffer(stayOf(query), [
            unitOffer({ availableCount: 0, rates: [] }),
          ]),
        ),
    })
    renderSite(`/en/accommodation/cissa-rovinj?${STAY}`, api, routes)
    // The rooms' status says it (the price panel too: PropertyPricePanel.test.tsx).
    const rooms = await screen.findByRole('region', {
      name: 'Rooms and prices',
    })
    expect(
      within(rooms).getByText(
        'No rooms are free for these dates. Please try other dates or fewer guests.',
      ),
    ).toHaveAttribute('role', 'status')
    expect(screen.getByText('Sold out for these dates.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Book / })).toBeNull()
  })

  it('shows a translated not-found state for an unknown property', async () => {
    const api = fakeSiteApi({
      property: () =>
        Promise.reject(
          new ApiError({
            kind: 'not_found',
            status: 404,
            message: 'No property',
          }),
        ),
    })
    renderSite(`/de/unterkunft/nope?${STAY}`, api, routes)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Unterkunft nicht gefunden',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Alle Unterkünfte' }),
    ).toHaveAttribute('href', '/de/unterkunft')
  })

  it('shows the generic error when the server fails', async () => {
    const api = fakeSiteApi({
      property: () => Promise.reject(new Error('network down')),
    })
    renderSite(`/en/accommodation/cissa-rovinj?${STAY}`, api, routes)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This property could not be shown.',
    )
  })

  it('speaks German with the formal register and German prices', async () => {
    const api = fakeSiteApi({
      property: (query) =>
        Promise.resolve(
          propertyOffer(stayOf(query), [
            unitOffer({ rates: [rateOffer()], fitsGuests: true }),
          ]),
        ),
    })
    renderSite(`/de/unterkunft/cissa-rovinj?${STAY}`, api, routes)
    expect(await screen.findByText('443,00 € für 3 Nächte')).toBeInTheDocument()
    expect(
      screen.getByRole('link', {
        name: 'Buchen: Classic double room, Flexible rate, Bed and breakfast',
      }),
    ).toHaveTextContent('Buchen')
    expect(
      screen.getByRole('heading', { name: 'Ihr Aufenthalt' }),
    ).toBeVisible()
    expect(screen.getByText(/WLAN, Meerblick/)).toBeInTheDocument()
  })
})
