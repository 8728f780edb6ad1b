// @vitest-environment node
import { LANGUAGES } from '@resort/core'
import { ApiError } from '@resort/core/api'
import { pagePath } from '@resort/core/site'
import { describe, expect, it } from 'vitest'
import { renderPage, withoutHoisted } from './entry-server'
import { fakeFetch } from './testing/fakeFetch'
import { fakeSiteApi } from './testing/siteFixtures'

const render = (url: string, api = fakeSiteApi(), cookies = '') =>
  renderPage({
    url,
    cookies,
    fetch: fakeFetch(api),
    language: url.split('/')[1] ?? 'en',
    origin: 'https://resort.example',
  })

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&#x27;/g, "'")

describe('a site page rendered on the server (issue 15, decision 027)', () => {
  it('carries its heading, main text and the answers it was rendered with, titled in its language', async () => {
    const api = fakeSiteApi()
    const page = await render('/en/accommodation/cissa-rovinj', api)
    expect(page.status).toBe(200)
    expect(page.errors).toEqual([])
    expect(page.html).toMatch(/<h1 id="property-title">Hotel Cissa<\/h1>/)
    expect(text(page.html)).toContain('Classic double room')
    expect(page.title).toBe(
      'Hotel Cissa, Rovinj: prices and availability – Adria Alpe Resorts',
    )
    const data = JSON.parse(page.data) as { answers: Record<string, unknown> }
    // The property's offer and its reviews (issue 16).
    expect(Object.values(data.answers)).toEqual([
      expect.objectContaining({ state: 'done' }),
      expect.objectContaining({ state: 'done' }),
    ])
    expect(api.property).toHaveBeenCalledTimes(1)
    expect(text(page.html)).toContain('No reviews yet.')
  })

  it('gives the head what React hoists (an image’s preload), so that #root starts with the page it hydrates', () => {
    expect(
      withoutHoisted(
        '<link rel="preload" as="image" href="/media/x/1.svg"/><!--$--><div class="hydrate-later"></div><!--/$-->',
      ),
    ).toEqual({
      hoisted: '<link rel="preload" as="image" href="/media/x/1.svg"/>',
      html: '<!--$--><div class="hydrate-later"></div><!--/$-->',
    })
    expect(withoutHoisted('<!--$--><div>a <link> in the page</div>')).toEqual({
      hoisted: '',
      html: '<!--$--><div>a <link> in the page</div>',
    })
  })

  it('renders the home page in each language with its own title and description', async () => {
    const titles = new Set<string | undefined>()
    for (const language of ['en', 'de', 'it', 'hr', 'sl']) {
      const page = await render(`/${language}`)
      expect(page.status).toBe(200)
      expect(page.html).toMatch(/<h1 id="home-title">[^<]+<\/h1>/)
      expect(page.description).toBeTruthy()
      titles.add(page.title)
    }
    expect(titles.size).toBe(5)
  })

  it('names the home page’s hero picture for the head to preload (issue 15: LCP)', async () => {
    const page = await render('/en')
    expect(page.preloadImage).toEqual({
      type: 'image/avif',
      srcset: expect.stringContaining('/media/site/home/1-1280.avif 1280w'),
      sizes: '(min-width: 64rem) 64rem, 100vw',
    })
    // HTML attribute names are case-insensitive: React writes fetchPriority.
    expect(page.html).toMatch(/<img [^>]*fetchpriority="high"/i)
    // The list's first card on a phone, and a property's photo (issue 15: LCP).
    expect((await render('/en/accommodation')).preloadImage).toEqual({
      type: 'image/avif',
      srcset: expect.stringContaining(
        '/media/properties/cissa-rovinj/1-320.avif',
      ),
      sizes: expect.any(String),
    })
    expect(
      (await render('/en/accommodation/cissa-rovinj')).preloadImage?.srcset,
    ).toContain('/media/properties/cissa-rovinj/1-960.avif 960w')
    expect((await render('/en/search')).preloadImage).toBeUndefined()
  })

  it('gives each page and language its own title and description (issue 15)', async () => {
    const heads = new Set<string>()
    const pages = [
      'home',
      'search',
      'loyalty',
      'bookingRequest',
      'callBack',
    ] as const
    for (const language of LANGUAGES)
      for (const path of [
        ...pages.map((page) => pagePath(page, language)),
        pagePath('accommodation', language),
        pagePath('accommodation', language, 'villas'),
        pagePath('accommodation', language, 'cissa-rovinj'),
      ]) {
        const page = await render(path)
        expect(page.redirect, path).toBeUndefined()
        expect(page.title, path).toBeTruthy()
        expect(page.description, path).toBeTruthy()
        heads.add(`title ${page.title ?? ''}`)
        heads.add(`description ${page.description ?? ''}`)
      }
    expect(heads.size).toBe(2 * 5 * (pages.length + 3))
  })

  it('issue 33: the booking page names and pictures the property it books, in its title and heading', async () => {
    const page = await render(
      '/de/booking?propertyId=cissa-rovinj&dateFrom=2099-07-01&dateTo=2099-07-04&adults=2&children=0',
    )
    expect(page.title).toContain('Hotel Cissa')
    expect(page.html).toMatch(/<h1[^>]*>[^<]*Hotel Cissa<\/h1>/)
    expect(page.html).toContain(
      'href="/de/unterkunft/cissa-rovinj?dateFrom=2099-07-01&amp;dateTo=2099-07-04&amp;adults=2&amp;children=0"',
    )
    expect(page.preloadImage?.srcset).toContain(
      '/media/properties/cissa-rovinj/',
    )
  })

  it('SPEC 9 booking_query_params and booking_active_step: the booking page without its stay resumes the one begun, at its step', async () => {
    const query =
      'propertyId=cissa-rovinj&dateFrom=2099-07-01&dateTo=2099-07-04&adults=2&children=0'
    const cookies = `booking_query_params=${encodeURIComponent(query)}; booking_active_step=3`
    const page = await render('/de/booking', fakeSiteApi(), cookies)
    expect(page.redirect).toBe(`/de/booking/payment?${query}`)
    expect(page.permanent).toBe(false)
    // Without the cookies, the stay is missing (SPEC 8).
    expect((await render('/de/booking')).redirect).toBeUndefined()
  })

  it('issue 33: answers an English slug under another language with a permanent redirect to its own', async () => {
    const page = await render('/de/search?adults=2')
    expect(page.redirect).toBe('/de/suche?adults=2')
    expect(page.permanent).toBe(true)
    // SPEC 2's detail segment leads to the property's own address for good.
    const detail = await render('/en/accommodation/detail/cissa-rovinj')
    expect(detail.redirect).toBe('/en/accommodation/cissa-rovinj')
    expect(detail.permanent).toBe(true)
    // A redirect that is not about the address itself stays temporary.
    expect((await render('/')).permanent).toBe(false)
  })

  it("describes a property in schema.org with the offers at the page's own prices", async () => {
    const page = await render('/en/accommodation/cissa-rovinj')
    const data = JSON.parse(page.structuredData ?? '{}') as {
      '@type': string
      url: string
      address: { addressLocality: string }
      starRating: { ratingValue: number }
      makesOffer: { name: string; price: string; priceCurrency: string }[]
    }
    expect(data['@type']).toBe('Hotel')
    expect(data.url).toBe(
      'https://resort.example/en/accommodation/cissa-rovinj',
    )
    expect(data.starRating.ratingValue).toBe(4)
    expect(data.makesOffer.length).toBeGreaterThan(0)
    for (const offer of data.makesOffer) {
      expect(offer.priceCurrency).toBe('EUR')
      // The price the page shows for the same offer: "€443.00 for 3 nights".
      const shown = Number(offer.price).toLocaleString('en', {
        minimumFractionDigits: 2,
      })
      expect(text(page.html)).toContain(`€${shown}`)
    }
    expect(page.image).toMatch(/^https:\/\/resort\.example\//)
  })

  it('names the page modules it rendered, for the head to link their styles (issue 15: no shift when a chunk arrives)', async () => {
    expect((await render('/en/reviews')).chunks).toEqual([
      'src/guests/reviews/ReviewsRoute.tsx',
    ])
    expect((await render('/de/unterkunft/cissa-rovinj')).chunks).toEqual([
      'src/platform/routing/AccommodationRoute.tsx',
    ])
    expect((await render('/en')).chunks).toEqual([])
  })

  it('answers 404 for a path no page answers and for a property that does not exist', async () => {
    expect((await render('/en/no/such/page')).status).toBe(404)
    const missing = await render(
      '/en/accommodation/atlantis',
      fakeSiteApi({
        property: () =>
          Promise.reject(
            new ApiError({ kind: 'not_found', status: 404, message: 'none' }),
          ),
      }),
    )
    expect(missing.status).toBe(404)
    expect(text(missing.html)).toContain('Property not found')
  })

  it('sends an unknown language to the English page instead of rendering it', async () => {
    const page = await render('/xx/accommodation')
    expect(page.redirect).toBe('/en/accommodation')
  })

  it('leaves the booking flow, an island, to the browser: its place says loading', async () => {
    const page = await render(
      '/en/booking?propertyId=cissa-rovinj&dateFrom=2030-07-01&dateTo=2030-07-04',
    )
    expect(page.errors).toEqual([])
    expect(page.html).toContain('<p class="island-loading">Loading…</p>')
  })

  it('writes the data block so that no text in it can end the script', async () => {
    const api = fakeSiteApi()
    const offer = await api.property({
      propertyId: 'cissa-rovinj',
      dateFrom: '2030-07-01',
      dateTo: '2030-07-04',
    })
    const page = await render(
      '/en/accommodation/cissa-rovinj',
      fakeSiteApi({
        property: async () => ({
          ...offer,
          property: { ...offer.property, summary: '</script><script>x()' },
        }),
      }),
    )
    expect(page.data).not.toContain('</script>')
    expect(page.data).toContain('\\u003c/script>')
  })
})
