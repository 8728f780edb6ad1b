import path from 'node:path'
import type { FastifyRequest } from 'fastify'

/** A browser asking for a site page: GET or HEAD of a path with no file extension, outside the API and the widget. */
export function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/'
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/widget/') &&
    !path.extname(pathname)
  )
}
