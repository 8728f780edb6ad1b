import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { DEFAULT_LANGUAGE, toLanguage } from '@resort/core'
import type { FastifyInstance } from 'fastify'
import { errorBody } from './errors'

export interface StaticOptions {
  hostSiteDir: string
  widgetDir: string
}

/**
 * Serves the built widget bundle under /widget/ and the built host site at /, with history
 * fallback to index.html for the site's client-side routes. Unknown /api/ paths get JSON 404s.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { hostSiteDir, widgetDir }: StaticOptions,
): Promise<void> {
  if (existsSync(widgetDir)) {
    await app.register(fastifyStatic, {
      root: widgetDir,
      prefix: '/widget/',
      decorateReply: false,
      // Partners load the bundle from their own pages.
      setHeaders: (reply) => {
        reply.header('Access-Control-Allow-Origin', '*')
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
    })
  }

  // The bare site address opens the visitor's last language (SPEC 9 cookie current_lng), else en.
  app.get('/', (request, reply) => {
    const language = toLanguage(request.cookies.current_lng) ?? DEFAULT_LANGUAGE
    return reply.redirect(`/${language}`)
  })

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const wantsPage =
      hasSite &&
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/widget/') &&
      !path.extname(pathname)
    if (wantsPage)
      return reply.type('text/html').sendFile('index.html', hostSiteDir)
    return reply
      .status(404)
      .send(
        errorBody('not_found', `No route for ${request.method} ${pathname}`),
      )
  })
}
