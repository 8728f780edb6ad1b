import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { DEFAULT_LANGUAGE, toLanguage } from '@resort/core'
import type { FastifyInstance } from 'fastify'
import { errorBody } from './errors'
import { isPageRequest } from './pageRequest'
import { sitePages } from './sitePages'

// Vite writes chunks and assets as `name-<8 character hash>.ext` under these folders: such a
// file never changes. Entries (`elements/resort-booking.js`, the loader, HTML) keep their names.
const HASHED = /-[\w-]{8}\.[a-z0-9]+$/i
const HASHED_FOLDERS = new Set(['assets', 'chunks', 'steps'])

/**
 * Hash-named files are cached for a year; every other file (HTML, the widget loader and its
 * element entries) is revalidated by its ETag on each use, so a deploy reaches guests at once.
 */
function cacheControlFor(filePath: string): string {
  // The precompressed copy of a file (`.br`, `.gz`) is cached like the file.
  const served = path.basename(filePath).replace(/\.(br|gz)$/, '')
  const folder = path.basename(path.dirname(filePath))
  return HASHED_FOLDERS.has(folder) && HASHED.test(served)
    ? 'public, max-age=31536000, immutable'
    : 'public, no-cache'
}

export interface StaticOptions {
  hostSiteDir: string
  widgetDir: string
  /** The host site's built page renderer (decision 027); pages are index.html without it. */
  siteRenderer?: string | undefined
  /** The site's address, for canonical and hreflang links (PUBLIC_BASE_URL). */
  publicBaseUrl?: string | undefined
}

/**
 * Serves the built widget bundle under /widget/ and the built host site at /; any other page
 * path is the site's page, rendered on the server (sitePages). Unknown /api/ paths get JSON 404s.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { hostSiteDir, widgetDir, siteRenderer, publicBaseUrl }: StaticOptions,
): Promise<void> {
  if (existsSync(widgetDir)) {
    await app.register(fastifyStatic, {
      root: widgetDir,
      prefix: '/widget/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      // Partners load the bundle from their own pages.
      setHeaders: (reply, filePath) => {
        reply.header('Access-Control-Allow-Origin', '*')
        reply.header('Cache-Control', cacheControlFor(filePath))
      },
    })
  }
  const hasSite = existsSync(path.join(hostSiteDir, 'index.html'))
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: hostSiteDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', cacheControlFor(filePath))
      },
    })
  }

  // The bare site address opens the visitor's last language (SPEC 9 cookie current_lng), else en.
  app.get('/', (request, reply) => {
    const language = toLanguage(request.cookies.current_lng) ?? DEFAULT_LANGUAGE
    return reply.redirect(`/${language}`)
  })

  const page = hasSite
    ? sitePages(app, {
        template: path.join(hostSiteDir, 'index.html'),
        publicBaseUrl: publicBaseUrl ?? 'http://localhost:3000',
        renderer:
          siteRenderer ??
          path.join(hostSiteDir, '..', 'dist-ssr', 'entry-server.js'),
      })
    : undefined
  // Pages are a route (not the not-found handler), so that the compression and security hooks,
  // which attach to routes, apply to them; HEAD comes with GET.
  if (page)
    app.get('/*', (request, reply) =>
      isPageRequest(request) ? page(request, reply) : reply.callNotFound(),
    )
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    return reply
      .status(404)
      .send(
        errorBody('not_found', `No route for ${request.method} ${pathname}`),
      )
  })
}
