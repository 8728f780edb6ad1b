import { act, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { Route } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { slugRoutes } from '../../platform/routing/slugRoutes'
import { expectNoAxeViolations } from '../../testing/axe'
import { renderSite } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { NotFoundPage } from '../pages/NotFoundPage'
import { locationPage, locationsMap } from './locationFixtures'
import { LocationRoute } from './LocationRoute'

// As the site's table has them: both addresses under every language's slug, else not found.
const page = (
  <Suspense>
    <main>
      <LocationRoute />
    </main>
  </Suspense>
)
const routes = (
  <Route path="/:lang">
    {slugRoutes('location', page, [':propertyId'])}
    <Route path="*" element={<NotFoundPage />} />
  </Route>
)

const api = (overrides = {}) =>
  fakeSiteApi({
    contentPage: vi.fn(() => Promise.resolve(locationPage())),
    interactiveMap: vi.fn(({ lang }: { lang?: string }) =>
      Promise.resolve(locationsMap(lang === 'de' ? 'de' : 'en')),
    ),
    ...overrides,
  })

async function render(url: string, fake = api()) {
  await act(async () => {
    renderSite(url, fake, routes)
  })
  return fake
}

describe('the location pages (issue 16: SPEC 2 location, per property)', () => {
  it('issue 16: lists every property by country and region, each linking to its location page, under the group’s intro', async () => {
    const fake = await render('/en/location')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Location and directions',
      }),
    ).toBeVisible()
    expect(fake.contentPage).toHaveBeenCalledWith({
      lang: 'en',
      page: 'location',
    })
    expect(
      screen.getByText('Our properties lie between the Adriatic and the Alps.'),
    ).toBeVisible()
    const croatia = screen.getByRole('region', { name: 'Croatia' })
    expect(
      within(croatia)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Istria', 'Dalmatia'])
    const cissa = within(croatia).getByRole('article', { name: 'Hotel Cissa' })
    expect(
      within(cissa).getByRole('link', { name: 'Hotel Cissa' }),
    ).toHaveAttribute('href', '/en/location/cissa-rovinj')
    expect(cissa).toHaveTextContent('Rovinj')
    expect(cissa).toHaveTextContent('Put Zlatnog rta 14, 52210 Rovinj, Croatia')
    const slovenia = screen.getByRole('region', { name: 'Slovenia' })
    expect(
      within(slovenia).getByRole('link', { name: 'Hotel Lipov Gaj' }),
    ).toHaveAttribute('href', '/en/location/lipov-gaj-bled')
    await waitFor(() =>
      expect(document.title).toBe(
        'Location and directions – Adria Alpe Resorts',
      ),
    )
    await expectNoAxeViolations()
  })

  it('issue 16: shows a property’s address, directions as a list, nearest airports, and the ways on: its page, the map, a route planner', async () => {
    await render('/en/location/cissa-rovinj')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Getting to Hotel Cissa',
      }),
    ).toBeVisible()
    expect(screen.getByText('Rovinj, Istria, Croatia')).toBeVisible()
    expect(
      screen.getByText('On the edge of the Golden Cape forest park.'),
    ).toBeVisible()
    expect(screen.getByRole('region', { name: 'Address' })).toHaveTextContent(
      'Put Zlatnog rta 14, 52210 Rovinj, Croatia',
    )
    const directions = screen.getByRole('region', { name: 'How to get there' })
    expect(
      within(directions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(locationPage().entries[0]?.facts)
    const airports = within(
      screen.getByRole('region', { name: 'Nearest airports' }),
    ).getAllByRole('listitem')
    expect(airports[0]).toHaveTextContent(
      'Pula (PUY): 30 km in a straight line',
    )
    expect(airports).toHaveLength(3)

    const ways = screen.getByRole('region', { name: 'Plan your stay' })
    expect(
      within(ways).getByRole('link', {
        name: 'Hotel Cissa: rooms, prices and booking',
      }),
    ).toHaveAttribute('href', '/en/accommodation/cissa-rovinj')
    expect(
      within(ways).getByRole('link', { name: 'Hotel Cissa on our map' }),
    ).toHaveAttribute('href', '/en/map?property=cissa-rovinj')
    const route = within(ways).getByRole('link', {
      name: 'Route to Hotel Cissa on OpenStreetMap (external site, opens in a new tab)',
    })
    expect(route).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?route=%3B45.0731%2C13.6402',
    )
    expect(route).toHaveAttribute('rel', 'noopener')
    expect(route).toHaveAttribute('target', '_blank')
    await waitFor(() =>
      expect(document.title).toBe(
        'Getting to Hotel Cissa, Rovinj – Adria Alpe Resorts',
      ),
    )
    await expectNoAxeViolations()
  })

  it('issue 16: moves another language’s slug to the language’s own (/de/location/x to /de/lage/x), in German throughout', async () => {
    const fake = await render('/de/location/cissa-rovinj?from=mail')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Adresse' }),
    ).toBeVisible()
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/de/lage/cissa-rovinj?from=mail',
    )
    expect(fake.interactiveMap).toHaveBeenCalledWith({ lang: 'de' })
    expect(screen.getByText('Rovinj, Istria, Kroatien')).toBeVisible()
    expect(
      screen.getByRole('link', { name: 'Alle unsere Standorte' }),
    ).toHaveAttribute('href', '/de/lage')
    expect(
      screen.getByRole('link', {
        name: 'Hotel Cissa: Zimmer, Preise und Buchung',
      }),
    ).toHaveAttribute('href', '/de/unterkunft/cissa-rovinj')
    expect(
      screen.getByRole('link', { name: 'Hotel Cissa auf unserer Karte' }),
    ).toHaveAttribute('href', '/de/karte?property=cissa-rovinj')
  })

  it('issue 16: answers a property the site does not have with the not-found page', async () => {
    await render('/en/location/grand-casino')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeVisible()
    await waitFor(() =>
      expect(document.title).toBe('Page not found – Adria Alpe Resorts'),
    )
  })

  it('issue 16: says so for a property whose directions are not written yet, and still gives its airports and links', async () => {
    await render('/en/location/villa-lavanda-hvar')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Getting to Villa Lavanda',
      }),
    ).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(
      'The directions to this property are not written yet.',
    )
    expect(
      within(
        screen.getByRole('region', { name: 'Nearest airports' }),
      ).getAllByRole('listitem')[0],
    ).toHaveTextContent('Split (SPU): 44 km in a straight line')
    expect(
      screen.getByRole('link', { name: 'Villa Lavanda on our map' }),
    ).toBeVisible()
  })

  it('says so, in the page’s language, when the directions cannot be loaded', async () => {
    await render(
      '/it/posizione/cissa-rovinj',
      api({ contentPage: vi.fn(() => Promise.reject(new Error('offline'))) }),
    )
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Non è stato possibile caricare le indicazioni',
      }),
    ).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Al momento non riusciamo a caricare questa pagina.',
    )
  })
})
