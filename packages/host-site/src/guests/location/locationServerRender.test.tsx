// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../entry-server'
import { fakeFetch } from '../../testing/fakeFetch'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { locationPage, locationsMap } from './locationFixtures'

const render = (url: string) =>
  renderPage({
    url,
    cookies: '',
    fetch: fakeFetch(
      fakeSiteApi({
        contentPage: vi.fn(() => Promise.resolve(locationPage())),
        interactiveMap: vi.fn(({ lang }: { lang?: string }) =>
          Promise.resolve(locationsMap(lang === 'de' ? 'de' : 'en')),
        ),
      }),
    ),
    language: url.split('/')[1] ?? 'en',
    origin: 'https://resort.example',
  })

describe('the location pages rendered on the server (issue 16)', () => {
  it('carry the directions in the markup, with a title and description of their own', async () => {
    const list = await render('/en/location')
    expect(list.status).toBe(200)
    expect(list.errors).toEqual([])
    expect(list.html).toMatch(/<h1 id="location-title">Location and directions/)
    expect(list.description).toBe(
      'Where our properties lie and how to reach each of them.',
    )

    const cissa = await render('/en/location/cissa-rovinj')
    expect(cissa.status).toBe(200)
    expect(cissa.html).toMatch(
      /<h1 id="location-title">Getting to Hotel Cissa<\/h1>/,
    )
    expect(cissa.html).toContain('Put Zlatnog rta 14, 52210 Rovinj, Croatia')
    expect(cissa.title).toBe(
      'Getting to Hotel Cissa, Rovinj – Adria Alpe Resorts',
    )
    expect(cissa.description).toMatch(/^How to reach Hotel Cissa in Rovinj:/)
    expect(cissa.description).not.toBe(list.description)
  })

  it('answers a property the site does not have with 404, and another language’s slug with a redirect', async () => {
    const missing = await render('/en/location/grand-casino')
    expect(missing.status).toBe(404)
    expect(missing.html).toContain('Page not found')
    expect((await render('/de/location/cissa-rovinj')).redirect).toBe(
      '/de/lage/cissa-rovinj',
    )
  })
})
