import type { PropertyReviews, ReviewsOverview } from '@resort/core/api'
import { ApiError } from '@resort/core/api'
import { act, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { Route } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { slugRoutes } from '../../platform/routing/slugRoutes'
import { expectNoAxeViolations } from '../../testing/axe'
import { renderSite } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { ReviewsRoute } from './ReviewsRoute'

// As the site's table: the reviews under every language's slug, with a property's beneath.
const routes = (
  <Route path="/:lang">
    {slugRoutes(
      'reviews',
      <main>
        <Suspense>
          <ReviewsRoute />
        </Suspense>
      </main>,
      [':propertyId'],
    )}
  </Route>
)

const overview: ReviewsOverview = {
  average: 4.3,
  count: 3,
  properties: [
    {
      propertyId: 'cissa-rovinj',
      name: 'Hotel Cissa',
      type: 'hotel',
      city: 'Rovinj',
      regionName: 'Istrien',
      average: 4.5,
      count: 2,
    },
    {
      propertyId: 'villa-lavanda-hvar',
      name: 'Villa Lavanda',
      type: 'villa',
      city: 'Hvar',
      regionName: 'Dalmatien',
      average: null,
      count: 0,
    },
  ],
}

const cissa: PropertyReviews = {
  propertyId: 'cissa-rovinj',
  name: 'Hotel Cissa',
  city: 'Rovinj',
  average: 4.5,
  count: 2,
  reviews: [
    {
      id: 'r1',
      rating: 5,
      title: 'Quiet pines',
      text: 'A calm room and a kind team.',
      language: 'en',
      guestName: 'Anna K.',
      stayedIn: '2026-06',
    },
  ],
}

/** Renders, letting the page's labels load as the browser would (they suspend it first). */
async function visit(url: string, api: Parameters<typeof renderSite>[1]) {
  await act(async () => {
    renderSite(url, api, routes)
  })
}

describe('the group’s and a property’s reviews pages (issue 16)', () => {
  it('issue 16: the overview gives the group’s average and each property’s, linking to its reviews under the language’s slug', async () => {
    await visit(
      '/de/bewertungen',
      fakeSiteApi({ reviewsOverview: vi.fn(async () => overview) }),
    )
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Bewertungen unserer Gäste',
      }),
    ).toBeInTheDocument()
    expect(
      await screen.findByText('4,3 von 5 aus 3 geprüften Bewertungen'),
    ).toBeInTheDocument()
    const cissaLink = screen.getByRole('link', {
      name: 'Bewertungen: Hotel Cissa',
    })
    expect(cissaLink).toHaveAttribute('href', '/de/bewertungen/cissa-rovinj')
    const lavanda = screen
      .getByRole('link', { name: 'Bewertungen: Villa Lavanda' })
      .closest('li')!
    expect(
      within(lavanda).getByText('Noch keine Bewertungen'),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('issue 16: a property’s page heads its reviews with its name and links to the property', async () => {
    await visit(
      '/en/reviews/cissa-rovinj',
      fakeSiteApi({ propertyReviews: vi.fn(async () => cissa) }),
    )
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Guest reviews: Hotel Cissa',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Quiet pines' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'About Hotel Cissa and its rooms' }),
    ).toHaveAttribute('href', '/en/accommodation/cissa-rovinj')
    expect(
      screen.getByRole('link', { name: 'Reviews of all our properties' }),
    ).toHaveAttribute('href', '/en/reviews')
    await expectNoAxeViolations()
  })

  it('issue 16: an unknown property is not found', async () => {
    await visit(
      '/en/reviews/nowhere',
      fakeSiteApi({
        propertyReviews: vi.fn(async () => {
          throw new ApiError({ kind: 'not_found', status: 404, message: 'no' })
        }),
      }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: /not found/i }),
    ).toBeInTheDocument()
  })

  it('issue 16: another language’s slug moves to the language’s own', async () => {
    await visit('/it/reviews/cissa-rovinj', fakeSiteApi())
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/it/recensioni/cissa-rovinj',
      ),
    )
  })
})
