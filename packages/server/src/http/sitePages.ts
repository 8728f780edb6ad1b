import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { toLanguage, DEFAULT_LANGUAGE } from '@resort/core'
import type { FetchLike } from '@resort/core/api'
import { alternatesOf } from '@resort/core/site'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hreflangLinks } from './hreflang'
import { escapeHtml } from './htmlText'
import { readSiteManifest } from './siteManifest'

/** What the host site's built renderer (dist-ssr/entry-server.js) exports; see decision 027. */
interface SiteRenderer {
  renderPage(request: {
    url: string
    cookies: string
    fetch: FetchLike
    language: string
    origin: string
  }): Promise<{
    status: number
    redirect?: string
    /** The redirect is for good (a slug of another language, issue 33): 301. */
    permanent?: boolean
    html: string
    /** React's hoisted resources (an image's preload), for the head. */
    hoisted?: string
    title: string | undefined
    description: string | undefined
    image: string | undefined
    structuredData: string | undefined
    preloadImage?: { type: string; srcset: string; sizes: string } | undefined
    /** The page modules loaded on demand that the page rendered, by their source. */
    chunks?: string[]
    /** The page asks not to be indexed though its path is (a search's results, issue 33). */
    noindex?: boolean
    /** Its canonical path and query, when not its path alone. */
    canonical?: string
    data: string
    errors: unknown[]
  }>
}

type RenderedPage = Awaited<ReturnType<SiteRenderer['renderPage']>>

// Only the staging gate's pass goes with a render's own calls: they read public answers only.
const STAGING_COOKIE = /(?:^|;\s*)(staging_gate=[^;]*)/

/**
 * The site's pages rendered on the server (decision 027): the built renderer renders the page,
 * its calls answered by this app in process, into the built index.html. Without a built
 * renderer, every page is that index.html and the browser renders it.
 */
export function sitePages(
  app: FastifyInstance,
  {
    template,
    renderer,
    publicBaseUrl,
  }: { template: string; renderer: string; publicBaseUrl: string },
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const shell = scriptsLast(readFileSync(template, 'utf8'))
  const manifest = readSiteManifest(path.dirname(template))
  const loaded: Promise<SiteRenderer> | undefined = existsSync(renderer)
    ? (import(pathToFileURL(renderer).href) as Promise<SiteRenderer>)
    : undefined

  return async (request, reply) => {
    const url = request.url
    const language = toLanguage(url.split(/[/?#]/)[1]) ?? DEFAULT_LANGUAGE
    const send = (status: number, html: string) => {
      const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        // A page shows whether the visitor is signed in: no shared cache keeps it.
        .header('cache-control', 'private, no-cache')
        .header('etag', etag)
      return status === 200 && request.headers['if-none-match'] === etag
        ? reply.code(304).send()
        : reply.send(html)
    }
    if (!loaded) return send(200, shell)

    const cookies = request.headers.cookie ?? ''
    const pass = STAGING_COOKIE.exec(cookies)?.[1]
    const fetch: FetchLike = async (path, init) => {
      const answer = await app.inject({
        method: init.method as 'GET',
        url: path,
        headers: { ...init.headers, ...(pass ? { cookie: pass } : {}) },
        ...(init.body === undefined ? {} : { payload: init.body }),
      })
      return {
        status: answer.statusCode,
        text: async () => answer.body,
        headers: {
          get: (name: string) => {
            const value = answer.headers[name.toLowerCase()]
            return value === undefined ? null : String(value)
          },
        },
      }
    }
    let page: RenderedPage
    try {
      page = await (
        await loaded
      ).renderPage({
        url,
        cookies,
        fetch,
        language,
        origin: publicBaseUrl,
      })
    } catch (error) {
      // The browser can still render the page: it gets the empty shell rather than nothing.
      request.log.error({ err: error }, 'the page could not be rendered')
      return send(200, shell)
    }
    for (const error of page.errors)
      request.log.error(
        { err: error },
        'a part of the page was left to the browser',
      )
    if (page.redirect)
      return reply.redirect(page.redirect, page.permanent ? 301 : 302)
    return send(
      page.status,
      fill(
        shell,
        language,
        // A page's own modules are not preloaded: asked for with the largest picture, they
        // held it back (the list's and a property's LCP by 40 to 110 ms in Lighthouse).
        manifest.texts[language] ? [manifest.texts[language]] : [],
        page,
        [
          // The page's own stylesheets (a chunk's), in the head from the first paint.
          ...manifest
            .stylesheetsOf(page.chunks ?? [])
            .map(
              (href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`,
            ),
          ...headLinks(url, page, publicBaseUrl),
          ...openGraph(url, language, page, publicBaseUrl),
        ],
      ),
    )
  }
}

/**
 * An indexed page's canonical address and its hreflang alternates (core's route table); any
 * other page, or one that is not found, asks not to be indexed.
 */
function headLinks(
  url: string,
  { status, noindex, canonical }: RenderedPage,
  publicBaseUrl: string,
): string[] {
  const pathname = url.split(/[?#]/)[0] ?? '/'
  const alternates = status === 200 ? alternatesOf(pathname) : undefined
  const base = publicBaseUrl.replace(/\/+$/, '')
  const canonicalLink = `<link rel="canonical" href="${escapeHtml(base + (canonical ?? pathname.replace(/\/+$/, '')))}" />`
  // A search's results say which address they are, but are not listed (issue 33).
  if (alternates && noindex)
    return ['<meta name="robots" content="noindex" />', canonicalLink]
  if (!alternates) return ['<meta name="robots" content="noindex" />']
  return [
    canonicalLink,
    ...hreflangLinks(alternates, base).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
  ]
}

// Open Graph's locale names (language_TERRITORY) for the five languages.
const OG_LOCALES: Readonly<Record<string, string>> = {
  en: 'en_GB',
  de: 'de_DE',
  it: 'it_IT',
  hr: 'hr_HR',
  sl: 'sl_SI',
}

/** Link previews (Open Graph) and the page's schema.org data. */
function openGraph(
  url: string,
  language: string,
  page: RenderedPage,
  publicBaseUrl: string,
): string[] {
  if (page.status !== 200) return []
  const pathname = url.split(/[?#]/)[0] ?? '/'
  const meta = (property: string, content: string | undefined) =>
    content === undefined
      ? []
      : [`<meta property="${property}" content="${escapeHtml(content)}" />`]
  return [
    ...meta('og:type', 'website'),
    ...meta('og:site_name', 'Adria Alpe Resorts'),
    ...meta('og:locale', OG_LOCALES[language]),
    ...meta('og:url', publicBaseUrl.replace(/\/+$/, '') + pathname),
    ...meta('og:title', page.title),
    ...meta('og:description', page.description),
    ...meta('og:image', page.image),
    ...(page.structuredData
      ? [`<script type="application/ld+json">${page.structuredData}</script>`]
      : []),
  ]
}

// Where a page's own head goes: after the stylesheet, before the scripts.
const PAGE_HEAD = '<!--page-head-->'
const SCRIPT_TAGS =
  /^[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)[ \t]*\n/gm

/**
 * The built index.html with its scripts at the end of the head. Over HTTP/1.1's six connections
 * per origin, the stylesheet and the page's largest picture are then asked for before the
 * scripts, which run after the markup anyway (modules are deferred): the first paint and the
 * largest one wait for less (issue 15).
 */
function scriptsLast(built: string): string {
  const scripts = built.match(SCRIPT_TAGS) ?? []
  return built
    .replace(SCRIPT_TAGS, '')
    .replace('</head>', `    ${PAGE_HEAD}\n${scripts.join('')}  </head>`)
}

/** The built index.html with the rendered page: its language, head, markup and data. */
function fill(
  shell: string,
  language: string,
  modules: string[],
  page: RenderedPage,
  links: string[],
): string {
  const head = [...links, ...(page.hoisted ? [page.hoisted] : [])]
  if (page.preloadImage) {
    const { type, srcset, sizes } = page.preloadImage
    // The page's largest picture starts loading before the markup that shows it is read.
    head.unshift(
      `<link rel="preload" as="image" type="${escapeHtml(type)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    )
  }
  let html = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(PAGE_HEAD, head.join('\n    '))
  // The browser waits for its language's texts before hydrating: asked for with the scripts, not
  // after the main one has run.
  html = html.replace(
    '</head>',
    `${modules
      .map(
        (href) =>
          `  <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n`,
      )
      .join('')}  </head>`,
  )
  if (page.title)
    html = html.replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(page.title)}</title>`,
    )
  if (page.description)
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div><script type="application/json" id="site-data">${page.data}</script>`,
  )
}
