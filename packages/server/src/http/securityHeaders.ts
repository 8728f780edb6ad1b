import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's headers for these options, worked out once at start: its middleware parses the
 * directives again on every call (issue 34 found it on every request's profile), and with fixed
 * options it always sets the same headers.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value)
    },
    // Helmet removes X-Powered-By, which Fastify never sets.
    removeHeader() {},
  }
  let failure: unknown
  let finished = false
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error
      finished = true
    },
  )
  // With nonces or per-request options helmet would not be done here; ours has neither.
  if (!finished || failure)
    throw new Error(`helmet's headers could not be worked out: ${failure}`)
  return headers
}
