import { PROPERTY_DETAIL_SEGMENT } from '@resort/core/site'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { Route } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { NotFoundPage } from '../../guests/pages/NotFoundPage'
import { renderSite } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { AccommodationRoute } from './AccommodationRoute'
import { slugRoutes } from './slugRoutes'

const STAY = 'dateFrom=2099-07-01&dateTo=2099-07-04&adults=2&children=0'

// The same routes as App: the accommodation pages under every language's slug, else not found.
const routes = (
  <Route path="/:lang">
    {slugRoutes(
      'accommodation',
      // A unit type's page loads its own chunk and labels (issue 16).
      <Suspense>
        <AccommodationRoute />
      </Suspense>,
      [
        ':item',
        `${PROPERTY_DETAIL_SEGMENT}/:propertyId`,
        ':item/:kind/:unitId',
      ],
    )}
    <Route path="*" element={<NotFoundPage />} />
  </Route>
)

// Awaited: a unit type's page suspends on its chunk and labels.
const renderAwaited = (url: string) =>
  act(async () => {
    renderSite(url, fakeSiteApi(), routes)
  })

describe('accommodation routes (SPEC 2)', () => {
  it('lists every property as a card with its picture, each linking to its page under the same slug', async () => {
    const { container } = renderSite('/en/accommodation', fakeSiteApi(), routes)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Our accommodation',
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Hotel Cissa' })).toHaveAttribute(
      'href',
      '/en/accommodation/cissa-rovinj',
    )
    expect(
      screen.getByRole('link', { name: 'Villa Lavanda' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // Issue 15: the card's picture, responsive; the first card's is the largest a phone shows
    // (LCP), asked for first, and the others load lazily.
    const pictures = container.querySelectorAll('.property-card img')
    expect(pictures.length).toBeGreaterThan(1)
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high')
    expect(pictures[0]).not.toHaveAttribute('loading')
    for (const picture of Array.from(pictures).slice(1))
      expect(picture).toHaveAttribute('loading', 'lazy')
    expect(
      container.querySelector(
        'article[aria-labelledby="property-cissa-rovinj"] img',
      ),
    ).toHaveAttribute('src', '/media/properties/cissa-rovinj/1-640.webp')
  })

  it('moves the English slug under another language to that language’s own (one address per page)', async () => {
    const secondaryNavigation = vi.fn(fakeSiteApi().secondaryNavigation)
    renderSite(
      `/de/accommodation/cissa-rovinj?${STAY}`,
      fakeSiteApi({ secondaryNavigation }),
      routes,
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hotel Cissa' }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('address')).toHaveTextContent(
      `/de/unterkunft/cissa-rovinj?${STAY}`,
    )
    // The slugs are the route table's: no call to the server to know them.
    expect(secondaryNavigation).not.toHaveBeenCalled()
  })

  it('shows only villas under /villas, with the filter marked', async () => {
    renderSite('/en/accommodation/villas', fakeSiteApi(), routes)
    expect(
      await screen.findByRole('link', { name: 'Villa Lavanda' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Hotel Cissa' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Our villas',
    )
    expect(screen.getByRole('link', { name: 'Villas' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('answers the German slug of the route table, in German', async () => {
    renderSite(`/de/unterkunft/cissa-rovinj?${STAY}`, fakeSiteApi(), routes)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hotel Cissa' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Alle Unterkünfte' }),
    ).toHaveAttribute('href', '/de/unterkunft')
  })

  it('moves another language’s slug to this language’s, keeping the property and stay', async () => {
    renderSite(`/it/unterkunft/cissa-rovinj?${STAY}`, fakeSiteApi(), routes)
    await screen.findByRole('heading', { level: 1, name: 'Hotel Cissa' })
    expect(screen.getByTestId('address')).toHaveTextContent(
      `/it/alloggi/cissa-rovinj?${STAY}`,
    )
  })

  it('SPEC 2 detail segment: /detail/{propertyId} is the property’s page, which moves to its shorter address with the stay', async () => {
    renderSite(
      `/de/unterkunft/detail/cissa-rovinj?${STAY}`,
      fakeSiteApi(),
      routes,
    )
    await screen.findByRole('heading', { level: 1, name: 'Hotel Cissa' })
    expect(screen.getByTestId('address')).toHaveTextContent(
      `/de/unterkunft/cissa-rovinj?${STAY}`,
    )
  })

  it('links each property under the language’s own slug', async () => {
    renderSite('/hr/smjestaj/hotels', fakeSiteApi(), routes)
    expect(
      await screen.findByRole('link', { name: 'Hotel Cissa' }),
    ).toHaveAttribute('href', '/hr/smjestaj/cissa-rovinj')
  })

  it('is not found for a section that is no accommodation slug', async () => {
    renderSite('/sl/no-such-page', fakeSiteApi(), routes)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Stran ni najdena',
      }),
    ).toBeInTheDocument()
  })

  it('keeps the stay of the address on the way from the list to a property', async () => {
    renderSite(`/en/accommodation?${STAY}`, fakeSiteApi(), routes)
    await userEvent.click(
      await screen.findByRole('link', { name: 'Hotel Cissa' }),
    )
    expect(screen.getByTestId('address')).toHaveTextContent(
      `/en/accommodation/cissa-rovinj?${STAY}`,
    )
  })

  it('issue 16: answers a unit type’s page beneath its property; another language’s slug moves to this language’s, keeping the unit and the stay', async () => {
    await renderAwaited(
      `/it/unterkunft/cissa-rovinj/rooms/cissa-classic?${STAY}`,
    )
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Classic double room',
      }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('address')).toHaveTextContent(
      `/it/alloggi/cissa-rovinj/rooms/cissa-classic?${STAY}`,
    )
  })

  it('issue 16: moves a room under /units to /rooms, the segment of its kind', async () => {
    await renderAwaited('/en/accommodation/cissa-rovinj/units/cissa-classic')
    await screen.findByRole('heading', {
      level: 1,
      name: 'Classic double room',
    })
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/en/accommodation/cissa-rovinj/rooms/cissa-classic',
    )
  })

  it('issue 16: is not found for a unit of an unknown property', async () => {
    await renderAwaited('/en/accommodation/no-such-hotel/rooms/cissa-classic')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument()
  })

  it('issue 16: the property page links each room’s name to its page, with the stay', async () => {
    await renderAwaited(`/en/accommodation/cissa-rovinj?${STAY}`)
    const room = await screen.findByRole('link', {
      name: 'Classic double room',
    })
    expect(room).toHaveAttribute(
      'href',
      `/en/accommodation/cissa-rovinj/rooms/cissa-classic?${STAY}`,
    )
    expect(
      screen.getByRole('link', { name: 'All pictures of Hotel Cissa' }),
    ).toHaveAttribute('href', '/en/gallery/cissa-rovinj')
    // Awaited: the unit's page suspends on its chunk and labels.
    await act(async () => {
      await userEvent.click(room)
    })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Classic double room',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'See prices and book' }),
    ).toHaveAttribute(
      'href',
      `/en/accommodation/cissa-rovinj?${STAY}#property-rooms`,
    )
  })
})
