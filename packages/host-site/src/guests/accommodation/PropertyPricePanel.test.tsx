import { findTranslationProblems } from '@resort/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import de from '../../platform/i18n/locales/de/accommodation.json'
import en from '../../platform/i18n/locales/en/accommodation.json'
import hr from '../../platform/i18n/locales/hr/accommodation.json'
import it_ from '../../platform/i18n/locales/it/accommodation.json'
import sl from '../../platform/i18n/locales/sl/accommodation.json'
import { AccommodationRoute } from '../../platform/routing/AccommodationRoute'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { renderSite } from '../../testing/renderSite'
import {
  fakeSiteApi,
  propertyOffer,
  rateOffer,
  stayOf,
  unitOffer,
} from '../../testing/siteFixtures'

const STAY = 'dateFrom=2099-07-01&dateTo=2099-07-04&adults=2&children=1'
const routes = onPage('/:lang/:slug/:item', <AccommodationRoute />)

describe('the property page’s price panel (issue 33)', () => {
  it('issue 33: the price panel gives the lowest price of the rooms for the stay in the address, its dates and guests, and leads to the rooms', async () => {
    renderSite(`/en/accommodation/cissa-rovinj?${STAY}`, fakeSiteApi(), routes)
    const panel = await screen.findByRole('region', {
      name: 'Price for your stay',
    })
    // The fixture's room has two rates: €443.00 and €402.80 for the three nights.
    expect(
      within(panel).getByText('from €402.80 for 3 nights'),
    ).toBeInTheDocument()
    expect(
      within(panel).getByText('Jul 1 – 4, 2099 · 3 guests'),
    ).toBeInTheDocument()
    const rooms = within(panel).getByRole('link', {
      name: 'See rooms and prices',
    })
    expect(rooms).toHaveAttribute('href', '#property-rooms')
    expect(document.getElementById('property-rooms')).toHaveTextContent(
      'Rooms and prices',
    )
    // Not a second live region: the rooms' status announces the stay.
    expect(within(panel).queryByRole('status')).toBeNull()
    expect(screen.getAllByRole('status')).toHaveLength(1)
    // For the keyboard, before the stay form and the rooms.
    await userEvent.tab()
    const order: Element[] = []
    while (document.activeElement !== screen.getByLabelText('Check-in')) {
      order.push(document.activeElement!)
      await userEvent.tab()
    }
    expect(order).toContain(rooms)
    await expectNoAxeViolations()
  })

  it('issue 33: the price panel says so when no room is free for the dates, instead of a price', async () => {
    const api = fakeSiteApi({
      property: (query) =>
        Promise.resolve(
          propertyOffer(stayOf(query), [
            unitOffer({ availableCount: 0, rates: [] }),
          ]),
        ),
    })
    renderSite(`/en/accommodation/cissa-rovinj?${STAY}`, api, routes)
    const panel = await screen.findByRole('region', {
      name: 'Price for your stay',
    })
    expect(panel).toHaveTextContent(
      'No rooms are free for these dates. Please try other dates or fewer guests.',
    )
    expect(panel).not.toHaveTextContent('€')
    expect(
      within(panel).getByRole('link', { name: 'See rooms and prices' }),
    ).toBeVisible()
    await expectNoAxeViolations()
  })

  it('issue 33: the price panel follows a new stay, and speaks German with German prices', async () => {
    const api = fakeSiteApi({
      property: (query) =>
        Promise.resolve(
          propertyOffer(stayOf(query), [
            unitOffer({ rates: [rateOffer({ total: 29500 })] }),
          ]),
        ),
    })
    renderSite(`/de/unterkunft/cissa-rovinj?${STAY}`, api, routes)
    const panel = await screen.findByRole('region', {
      name: 'Preis für Ihren Aufenthalt',
    })
    expect(panel).toHaveTextContent('ab 295,00 € für 3 Nächte')
    expect(within(panel).getByText('1.–4. Juli 2099 · 3 Gäste')).toBeVisible()
    expect(
      within(panel).getByRole('link', { name: 'Zimmer und Preise ansehen' }),
    ).toBeInTheDocument()

    const adults = screen.getByLabelText('Erwachsene')
    await userEvent.clear(adults)
    await userEvent.type(adults, '1')
    await userEvent.click(
      screen.getByRole('button', { name: 'Preise anzeigen' }),
    )
    await waitFor(() =>
      expect(
        within(panel).getByText('1.–4. Juli 2099 · 2 Gäste'),
      ).toBeVisible(),
    )
    expect(panel).toHaveTextContent('ab 295,00 € für 3 Nächte')
  })

  it('issue 33: has the panel’s texts in five languages, with all plural forms', () => {
    const resources = Object.fromEntries(
      Object.entries({ en, de, it: it_, hr, sl }).map(
        ([language, accommodation]) => [language, { accommodation }],
      ),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })
})
