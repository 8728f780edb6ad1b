import type { PropertySummary } from '@resort/core/api'
import { screen, within } from '@testing-library/react'
import { Route } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { renderSite } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { HomePage } from './HomePage'

const summary = (overrides: Partial<PropertySummary>): PropertySummary => ({
  propertyId: 'cissa-rovinj',
  name: 'Hotel Cissa',
  summary: 'By the old town',
  type: 'hotel',
  stars: 4,
  city: 'Rovinj',
  regionId: 'istria',
  regionName: 'Istria',
  countryCode: 'HR',
  latitude: 45.08,
  longitude: 13.64,
  image: '/media/properties/cissa-rovinj/1.svg',
  lowestTotal: 84_000,
  nightlyFrom: 12_000,
  currency: 'EUR',
  freeCancellation: true,
  ...overrides,
})

const featured = () =>
  vi.fn(() =>
    Promise.resolve({
      items: [
        summary({}),
        summary({
          propertyId: 'villa-lavanda-hvar',
          name: 'Villa Lavanda',
          type: 'villa',
          stars: 5,
          city: 'Hvar',
          regionName: 'Dalmatia',
          image: '/media/properties/villa-lavanda-hvar/1.svg',
          nightlyFrom: 45_050,
        }),
      ],
      total: 2,
      page: 1,
      pageSize: 3,
      nights: 7,
    }),
  )

const routes = <Route path="/:lang" element={<HomePage />} />

describe('home page (issue 15: a real look)', () => {
  it('shows the featured properties from the public search as cards: picture, name, type, stars, place and the price per night', async () => {
    const searchProperties = featured()
    const { container } = renderSite(
      '/en',
      fakeSiteApi({ searchProperties }),
      routes,
    )
    const list = await screen.findByRole('region', {
      name: 'Featured properties',
    })
    const cards = within(list).getAllByRole('article')
    expect(cards).toHaveLength(2)
    const villa = within(list).getByRole('article', { name: 'Villa Lavanda' })
    expect(
      within(villa).getByRole('link', { name: 'Villa Lavanda' }),
    ).toHaveAttribute('href', '/en/accommodation/villa-lavanda-hvar')
    expect(villa).toHaveTextContent('Villa')
    expect(villa).toHaveTextContent('5 stars')
    expect(villa).toHaveTextContent('Hvar, Dalmatia')
    expect(villa).toHaveTextContent('from €450.50 per night')
    expect(villa.querySelector('img')).toHaveAttribute('loading', 'lazy')
    // A week four weeks ahead for two adults, the three the group recommends.
    expect(searchProperties).toHaveBeenCalledWith(
      expect.objectContaining({
        lang: 'en',
        adults: 2,
        sort: 'recommended',
        pageSize: 3,
      }),
    )
    // The hero's picture is the page's largest: loaded first, not lazily.
    const hero = container.querySelector('.home-hero img')
    expect(hero).toHaveAttribute('fetchpriority', 'high')
    expect(hero).not.toHaveAttribute('loading')
    expect(
      screen.getByRole('link', { name: 'See all our accommodation' }),
    ).toHaveAttribute('href', '/en/accommodation')
    await expectNoAxeViolations()
  })

  it('shows the cards and prices in the page’s language', async () => {
    renderSite('/de', fakeSiteApi({ searchProperties: featured() }), routes)
    const list = await screen.findByRole('region', {
      name: 'Ausgewählte Unterkünfte',
    })
    expect(
      within(list).getByRole('article', { name: 'Villa Lavanda' }),
    ).toHaveTextContent('ab 450,50 € pro Nacht')
  })

  it('leaves the featured properties out when the search has no answer, keeping the welcome', async () => {
    const searchProperties = vi.fn(() => Promise.reject(new Error('down')))
    renderSite('/en', fakeSiteApi({ searchProperties }), routes)
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    await vi.waitFor(() => expect(searchProperties).toHaveBeenCalled())
    expect(
      screen.queryByRole('region', { name: 'Featured properties' }),
    ).toBeNull()
    await expectNoAxeViolations()
  })
})
