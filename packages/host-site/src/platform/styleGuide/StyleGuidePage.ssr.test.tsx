// @vitest-environment node
import { LANGUAGES } from '@resort/core'
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../entry-server'
import { fakeFetch } from '../../testing/fakeFetch'
import { fakeSiteApi } from '../../testing/siteFixtures'

// Vitest empties every stylesheet it imports, ?raw too (its css option): the file as Vite reads it.
vi.mock('../styles/tokens.css?raw', async () => ({
  default: (await import('node:fs')).readFileSync(
    `${import.meta.dirname}/../styles/tokens.css`,
    'utf8',
  ),
}))

describe('the style guide rendered on the server (issue 16)', () => {
  it.each(LANGUAGES)(
    'issue 16: answers in %s with one h1, its title and description, and no style attribute (the CSP allows none)',
    async (language) => {
      const page = await renderPage({
        url: `/${language}/style-guide`,
        cookies: '',
        fetch: fakeFetch(fakeSiteApi()),
        language,
        origin: 'https://resort.example',
      })
      expect(page.status).toBe(200)
      expect(page.errors).toEqual([])
      expect(page.html.match(/<h1[ >]/g)).toHaveLength(1)
      expect(page.title).toMatch(/ – Adria Alpe Resorts$/)
      expect(page.description).toBeTruthy()
      expect(page.html).toContain('--site-primary')
      expect(page.html).not.toMatch(/\sstyle="/)
    },
  )
})
