import { screen } from '@testing-library/react'
import { Route } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderSite } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { PropertyDetailsLink } from './PropertyDetailsLink'

describe('PropertyDetailsLink', () => {
  it('links a search result to its property page with the searched stay, in the visitor’s language', () => {
    renderSite(
      '/de/suche',
      fakeSiteApi(),
      <Route
        path="/:lang/*"
        element={
          <PropertyDetailsLink
            name="Hotel Cissa"
            propertyId="cissa-rovinj"
            dateFrom="2099-07-01"
            dateTo="2099-07-04"
            adults={2}
            children={1}
          />
        }
      />,
    )
    expect(
      screen.getByRole('link', { name: 'Hotel Cissa: Zimmer und Details' }),
    ).toHaveAttribute(
      'href',
      '/de/unterkunft/cissa-rovinj?dateFrom=2099-07-01&dateTo=2099-07-04&adults=2&children=1',
    )
  })
})
