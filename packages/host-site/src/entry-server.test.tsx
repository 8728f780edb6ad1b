// @vitest-environment node
import { LANGUAGES } from '@resort/core'
import { ApiError } from '@resort/core/api'
import { pagePath } from '@resort/core/site'
import { addDaysIso, todayIso } from '@resort/core/stay'
import { describe, expect, it, vi } from 'vitest'
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

describe('issue 33: the search page rendered from its address', () => {
  const from = addDaysIso(todayIso(), 30)
  const to = addDaysIso(from, 3)
  const results = () =>
    vi.fn(async () => ({
      items: [
        {
          propertyId: 'cissa-rovinj',
          name: 'Hotel Cissa',
          summary: '',
          type: 'hotel' as const,
          stars: 4,
          city: 'Rovinj',
          regionId: 'istria',
          regionName: 'Istria',
          countryCode: 'HR',
          latitude: 45.08,
          longitude: 13.64,
          image: '',
          lowestTotal: 36_000,
          nightlyFrom: 12_000,
          currency: 'EUR',
          freeCancellation: true,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
      nights: 3,
    }))

  it('carries the results, the form filled from the address and the answer for hydration; not indexed, canonical without sort', async () => {
    const api = fakeSiteApi({ searchProperties: results() })
    const page = await render(
      `/en/search?dateFrom=${from}&dateTo=${to}&adults=2&children=1&childAges=4&sort=price`,
      api,
    )
    expect(page.status).toBe(200)
    expect(page.errors).toEqual([])
    expect(page.html).toContain('<h3>Hotel Cissa</h3>')
    expect(text(page.html)).toContain('from €120.00 per night')
    expect(page.html).toMatch(new RegExp(`name="dateFrom"[^>]*value="${from}"`))
    expect(page.html).toMatch(new RegExp(`name="dateTo"[^>]*value="${to}"`))
    expect(page.html).toMatch(/<option value="4" selected="">4<\/option>/)
    expect(page.html).toMatch(/<option value="price" selected="">/)
    expect(page.title).toMatch(
      /^Stays .+, 2 adults, 1 child – Adria Alpe Resorts$/,
    )
    expect(page.description).toMatch(
      /^Available hotels, villas and apartments for .+, 2 adults, 1 child/,
    )
    expect(page.noindex).toBe(true)
    expect(page.canonical).toBe(
      `/en/search?dateFrom=${from}&dateTo=${to}&adults=2&children=1&childAges=4`,
    )
    expect(api.searchProperties).toHaveBeenCalledTimes(1)
    const data = JSON.parse(page.data) as { answers: Record<string, unknown> }
    expect(Object.keys(data.answers)).toEqual([
      expect.stringMatching(/^searchProperties:/),
    ])
  })

  it('renders the search in the page’s language, said in its title', async () => {
    const page = await render(
      `/de/suche?dateFrom=${from}&dateTo=${to}&adults=2`,
      fakeSiteApi({ searchProperties: results() }),
    )
    expect(page.errors).toEqual([])
    expect(page.html).toContain('<h3>Hotel Cissa</h3>')
    expect(text(page.html)).toContain('Anreise')
    expect(page.title).toMatch(/^Unterkünfte .+, 2 Erwachsene – /)
  })

  it('shows what is wrong with an address’s search at its fields, never failing the page', async () => {
    const api = fakeSiteApi({ searchProperties: results() })
    const page = await render(
      `/en/search?dateFrom=${to}&dateTo=${from}&adults=0`,
      api,
    )
    expect(page.status).toBe(200)
    expect(page.errors).toEqual([])
    expect(text(page.html)).toContain('Check-out must be after check-in.')
    expect(text(page.html)).toContain('Choose between 1 and 10 adults.')
    expect(page.html).toMatch(/name="adults"[^>]*value="0"/)
    expect(api.searchProperties).not.toHaveBeenCalled()
    expect(page.noindex).toBe(true)
    expect(page.canonical).toBe('/en/search')
  })

  it('leaves the plain search page listed', async () => {
    const page = await render('/en/search')
    expect(page.noindex).toBe(false)
    expect(page.canonical).toBeUndefined()
    expect(page.title).toBe('Search for your stay – Adria Alpe Resorts')
  })
})
