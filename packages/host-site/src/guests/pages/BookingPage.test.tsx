import { formatLongDate } from '@resort/core/format'
import { addDaysIso, todayIso } from '@resort/core/stay'
import { act, cleanup, screen, within } from '@testing-library/react'
import { Route } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSite } from '../../testing/renderSite'
import { fakeSiteApi, propertyOffer } from '../../testing/siteFixtures'
import { BookingPage } from './BookingPage'

const daysFromToday = (days: number) => addDaysIso(todayIso(), days)

const routes = <Route path="/:lang/booking" element={<BookingPage />} />

describe('the booking page without a property or stay (SPEC 8 missing params)', () => {
  it('shows the missing-params error in the visitor’s language and a way back to the search', async () => {
    renderSite('/de/booking?propertyId=cissa-rovinj', fakeSiteApi(), routes)
    // The widget shows once its German texts have loaded.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Angaben zur Buchung fehlen',
    )
    expect(screen.getByRole('link', { name: 'Zur Suche' })).toHaveAttribute(
      'href',
      '/de/suche',
    )
  })
})

describe('the booking page on a stay from a link (issue 35: Google’s free booking links)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    sessionStorage.clear()
  })

  it('issue 35: says that a date that only looks like one is not a date, with a way to choose others at the property', async () => {
    renderSite(
      '/en/booking?propertyId=cissa-rovinj&dateFrom=2027-13-45&dateTo=2027-14-02&adults=3',
      fakeSiteApi(),
      routes,
    )
    const alert = screen.getByRole('alert', {
      name: 'These dates cannot be booked',
    })
    expect(alert).toHaveTextContent(
      'The arrival date in the link, “2027-13-45”, is not a date.',
    )
    expect(
      await within(alert).findByRole('link', {
        name: 'Choose other dates at Hotel Cissa',
      }),
    ).toHaveAttribute(
      'href',
      '/en/accommodation/cissa-rovinj?adults=3&children=0',
    )
  })

  it('issue 35: says that an arrival date has passed, in the page’s language, and a departure before arrival', () => {
    const past = daysFromToday(-3)
    renderSite(
      `/de/booking?propertyId=cissa-rovinj&dateFrom=${past}&dateTo=${daysFromToday(2)}`,
      fakeSiteApi(),
      routes,
    )
    expect(
      screen.getByRole('alert', {
        name: 'Diese Daten können nicht gebucht werden',
      }),
    ).toHaveTextContent(
      `Das Anreisedatum, ${formatLongDate(past, 'de')}, liegt bereits in der Vergangenheit.`,
    )
    cleanup()
    renderSite(
      `/en/booking?propertyId=cissa-rovinj&dateFrom=${daysFromToday(9)}&dateTo=${daysFromToday(9)}`,
      fakeSiteApi(),
      routes,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The departure date must be after the arrival date.',
    )
  })

  it('issue 35: opens the booking on the property, dates and adults of the address, showing its rooms for that stay', async () => {
    const dateFrom = daysFromToday(30)
    const dateTo = daysFromToday(33)
    const asked: URL[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost')
        asked.push(url)
        const offer = propertyOffer({
          dateFrom,
          dateTo,
          adults: 2,
          children: 0,
        })
        return Promise.resolve(
          new Response(JSON.stringify(offer), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        )
      }),
    )
    await act(async () => {
      renderSite(
        `/en/booking?propertyId=cissa-rovinj&dateFrom=${dateFrom}&dateTo=${dateTo}&adults=2&children=0`,
        fakeSiteApi(),
        routes,
      )
    })
    expect(
      await screen.findByRole('heading', { name: /Classic double room/ }),
    ).toBeVisible()
    const propertyCall = asked.find(
      (url) => url.pathname === '/api/v1/search/property',
    )
    expect(Object.fromEntries(propertyCall!.searchParams)).toMatchObject({
      propertyId: 'cissa-rovinj',
      dateFrom,
      dateTo,
      adults: '2',
      lang: 'en',
    })
  })
})
