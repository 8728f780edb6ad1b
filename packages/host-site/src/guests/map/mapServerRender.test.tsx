// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../entry-server'
import { fakeFetch } from '../../testing/fakeFetch'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { mapAnswer } from './mapFixtures'

const render = (url: string) =>
  renderPage({
    url,
    cookies: '',
    fetch: fakeFetch(
      fakeSiteApi({ interactiveMap: vi.fn(() => Promise.resolve(mapAnswer)) }),
    ),
    language: url.split('/')[1] ?? 'en',
    origin: 'https://resort.example',
  })

describe('the map page rendered on the server (issue 16)', () => {
  it('carries its heading, intro and the whole list by region in the markup; the map waits for the browser', async () => {
    const page = await render('/en/map?property=villa-lavanda-hvar')
    expect(page.status).toBe(200)
    expect(page.errors).toEqual([])
    expect(page.html).toMatch(/<h1 id="map-title">Map of our properties<\/h1>/)
    expect(page.title).toBe('Map of our properties – Adria Alpe Resorts')
    expect(page.description).toMatch(/^Where our hotels, villas and apartments/)
    for (const point of mapAnswer.points)
      expect(page.html).toContain(`href="${point.href}"`)
    expect(page.html).toContain('On the map: Villa Lavanda, Hvar')
    expect(page.html).toContain('Show the interactive map')
    expect(page.html).not.toContain('maplibregl')
  })
})
