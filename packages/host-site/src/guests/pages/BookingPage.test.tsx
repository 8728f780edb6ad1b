import { screen } from '@testing-library/react'
import { Route } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderSite } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { BookingPage } from './BookingPage'

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

  it('refuses a date that only looks like one', () => {
    renderSite(
      '/en/booking?propertyId=cissa-rovinj&dateFrom=2027-13-45&dateTo=2027-14-02',
      fakeSiteApi(),
      routes,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some booking details are missing',
    )
  })
})
