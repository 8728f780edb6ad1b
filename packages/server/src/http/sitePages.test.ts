import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'

// A stand-in for the host site's built renderer (dist-ssr/entry-server.js, decision 027): the
// page it renders depends on the path, and it reads the API through the fetch it is given.
const RENDERER = `
export async function renderPage({ url, cookies, fetch, language, origin }) {
  if (url.startsWith('/en/broken')) throw new Error('the page broke')
  if (url.startsWith('/xx')) return { status: 200, redirect: '/en/moved', html: '', data: '{}', errors: [] }
  if (url.startsWith('/en/search?')) return { status: 200, html: '<h1>Stays</h1>', noindex: true, canonical: '/en/search?dateFrom=2027-07-01&amp', data: '{}', errors: [] }
  if (url.startsWith('/de/search')) return { status: 200, redirect: '/de/suche', permanent: true, html: '', data: '{}', errors: [] }
  const health = await fetch('/api/v1/health', { method: 'GET', headers: {}, credentials: 'omit' })
  const status = url.startsWith('/en/missing') ? 404 : 200
  const preloadImage = url.startsWith('/en/pictured')
    ? { type: 'image/avif', srcset: '/media/site/home/1-320.avif 320w, /media/site/home/1-640.avif 640w', sizes: '100vw' }
    : undefined
  return {
    preloadImage,
    status,
    html: '<h1>Rendered ' + url + ' in ' + language + '</h1><p>health ' + health.status + '</p><p>cookies ' + cookies + '</p>',
    title: 'A <page> & "title"',
    description: 'What the page says',
    image: origin + '/media/x.svg',
    structuredData: '{"@type":"Hotel"}',
    data: '{"answers":{}}',
    errors: [],
  }
}
`

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="The shell's description"
    />
    <title>Shell</title>
    <script type="module" crossorigin src="/assets/main-Ab3_x-9Z.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-Cd4_y-0A.js">
    <link rel="stylesheet" crossorigin href="/assets/main-Ef5_z-1B.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

let server: TestServer

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'resort-pages-'))
  mkdirSync(path.join(dir, 'dist'))
  mkdirSync(path.join(dir, 'dist-ssr'))
  writeFileSync(path.join(dir, 'dist', 'index.html'), SHELL)
  // The build's manifest names each language's chunk of base texts.
  mkdirSync(path.join(dir, 'dist', '.vite'))
  writeFileSync(
    path.join(dir, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({
      'src/platform/i18n/texts/en.ts': { file: 'assets/en-Ab3_x-9Z.js' },
      'src/platform/i18n/texts/de.ts': { file: 'assets/de-Cd4_y-0A.js' },
    }),
  )
  writeFileSync(path.join(dir, 'dist-ssr', 'entry-server.js'), RENDERER)
  server = await startTestServer({ hostSiteDir: path.join(dir, 'dist') })
})

afterAll(() => server.close())

const get = (pathname: string, init?: RequestInit) =>
  fetch(`${server.baseUrl}${pathname}`, { redirect: 'manual', ...init })

describe('site pages rendered on the server (issue 15, decision 027)', () => {
  it('fills the built page with the rendered markup, its language, title and description', async () => {
    const answer = await get('/de/unterkunft', {
      headers: { cookie: 'session_user_cookie=1' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.headers.get('cache-control')).toBe('private, no-cache')
    const html = await answer.text()
    expect(html).toContain('<html lang="de">')
    expect(html).toContain(
      '<title>A &lt;page&gt; &amp; &quot;title&quot;</title>',
    )
    expect(html).toContain(
      '<meta name="description" content="What the page says" />',
    )
    expect(html).not.toContain("The shell's description")
    // The render's own call is answered by this app, in process.
    expect(html).toContain(
      '<div id="root"><h1>Rendered /de/unterkunft in de</h1><p>health 200</p>',
    )
    expect(html).toContain('<p>cookies session_user_cookie=1</p>')
    expect(html).toContain(
      '<script type="application/json" id="site-data">{"answers":{}}</script>',
    )
    // Link previews (Open Graph) and the page's schema.org data.
    expect(html).toContain('<meta property="og:locale" content="de_DE" />')
    expect(html).toContain(
      '<meta property="og:url" content="http://localhost:3000/de/unterkunft" />',
    )
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/media/x.svg" />',
    )
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"Hotel"}</script>',
    )
  })

  it('names an indexed page canonical with its hreflang alternates; any other page asks not to be indexed', async () => {
    const html = await (await get('/de/unterkunft/villas?adults=2')).text()
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/de/unterkunft/villas" />',
    )
    for (const [hreflang, path] of [
      ['en', '/en/accommodation/villas'],
      ['hr', '/hr/smjestaj/villas'],
      ['x-default', '/en/accommodation/villas'],
    ])
      expect(html).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="http://localhost:3000${path}" />`,
      )
    expect(html).not.toContain('noindex')
    for (const pathname of ['/en/my-profile', '/en/missing'])
      expect(await (await get(pathname)).text()).toContain(
        '<meta name="robots" content="noindex" />',
      )
  })

  it('issue 33: a search’s results are not indexed and name their address without sort or page as canonical', async () => {
    const html = await (
      await get('/en/search?dateFrom=2027-07-01&sort=price')
    ).text()
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/en/search?dateFrom=2027-07-01&amp;amp" />',
    )
    expect(html).not.toContain('hreflang')
    const plain = await (await get('/en/search')).text()
    expect(plain).not.toContain('noindex')
    expect(plain).toContain(
      '<link rel="canonical" href="http://localhost:3000/en/search" />',
    )
  })

  it("preloads the page's largest picture from the head when the page names one (issue 15: LCP)", async () => {
    const html = await (await get('/en/pictured')).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/media/site/home/1-320.avif 320w, /media/site/home/1-640.avif 640w" imagesizes="100vw" fetchpriority="high" />',
    )
    expect(await (await get('/en/page')).text()).not.toContain('rel="preload"')
  })

  it('asks for the stylesheet and the largest picture before the scripts (issue 15: over HTTP/1.1 they would queue behind them)', async () => {
    const html = await (await get('/en/pictured')).text()
    const at = (text: string) => {
      const index = html.indexOf(text)
      expect(index, text).toBeGreaterThan(-1)
      return index
    }
    const scripts = Math.min(
      at('<script type="module" crossorigin src="/assets/main-Ab3_x-9Z.js">'),
      at(
        '<link rel="modulepreload" crossorigin href="/assets/chunk-Cd4_y-0A.js">',
      ),
    )
    expect(at('rel="stylesheet"')).toBeLessThan(scripts)
    expect(at('rel="preload" as="image"')).toBeLessThan(scripts)
    expect(scripts).toBeLessThan(at('</head>'))
  })

  it("preloads the page language's base texts with the scripts, which the browser waits for before hydrating", async () => {
    const german = await (await get('/de/seite')).text()
    expect(german).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/de-Cd4_y-0A.js">',
    )
    expect(german).not.toContain('/assets/en-Ab3_x-9Z.js')
    expect(german.indexOf('de-Cd4_y-0A.js')).toBeLessThan(
      german.indexOf('</head>'),
    )
    // A language the build has no chunk for (here Italian) preloads none: only the shell's chunk.
    const italian = await (await get('/it/pagina')).text()
    expect(italian.match(/rel="modulepreload"/g)).toHaveLength(1)
  })

  it('answers with the status the page gives, and a redirect where the browser would move', async () => {
    expect((await get('/en/missing')).status).toBe(404)
    const moved = await get('/xx/somewhere')
    expect(moved.status).toBe(302)
    expect(moved.headers.get('location')).toBe('/en/moved')
    // Issue 33: a slug of another language moved for good.
    const slug = await get('/de/search')
    expect(slug.status).toBe(301)
    expect(slug.headers.get('location')).toBe('/de/suche')
  })

  it('revalidates by ETag: an unchanged page answers 304 without a body', async () => {
    const first = await get('/en/page')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await get('/en/page', {
      headers: { 'if-none-match': etag ?? '' },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('answers HEAD as GET, without the body', async () => {
    for (const pathname of ['/en/page', '/en/missing']) {
      const got = await get(pathname)
      const head = await get(pathname, { method: 'HEAD' })
      expect(head.status).toBe(got.status)
      expect(head.headers.get('etag')).toBe(got.headers.get('etag'))
      expect(head.headers.get('content-type')).toBe(
        got.headers.get('content-type'),
      )
      expect(await head.text()).toBe('')
    }
  })

  it('sends the plain page for the browser to render when the render fails', async () => {
    const answer = await get('/en/broken')
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('<div id="root"></div>')
  })

  it('keeps answering an unknown API path with a JSON 404, not a page', async () => {
    const answer = await get('/api/v1/nothing-here')
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-type')).toContain('application/json')
  })
})
