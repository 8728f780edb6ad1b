import { randomUUID } from 'node:crypto'
import { isIP } from 'node:net'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'

// Issue 34: behind a balancer the client's address comes from X-Forwarded-For, but only from the
// balancers the operator names (TRUST_PROXY); anyone else could write that header. A request's id
// comes from the balancer's X-Request-Id under the same trust, so one id follows a request through
// the balancer's log and the server's; otherwise each process makes its own, unique across them.

/** TRUST_PROXY: the balancers' addresses or networks. */
export type TrustedProxies = readonly string[]

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal'])
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * Reads TRUST_PROXY: "loopback", "10.0.0.0/8,192.0.2.7"; unset trusts none. Addresses rather than a
 * number of hops: a hop count trusts whoever is that far in front, balancer or not.
 */
export function readTrustedProxies(
  value: string | undefined,
): TrustedProxies | undefined {
  const text = value?.trim()
  if (!text) return undefined
  const entries = text.split(',').map((entry) => entry.trim())
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/')
    const family = isIP(address)
    const validBits =
      bits === undefined ||
      (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
    if (!NAMED.has(entry) && !(family && validBits))
      throw new Error(
        `TRUST_PROXY must list the balancers' addresses or networks (10.0.0.0/8), loopback, linklocal or uniquelocal; "${entry}" is none of them`,
      )
  }
  return entries
}

/** Fastify's options for the trusted proxies and the request id. */
export function proxyOptions(
  trusted: TrustedProxies | undefined,
): Pick<FastifyServerOptions, 'trustProxy' | 'genReqId' | 'requestIdHeader'> {
  return {
    trustProxy: trusted === undefined ? false : [...trusted],
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return trusted !== undefined &&
        typeof given === 'string' &&
        REQUEST_ID.test(given)
        ? given
        : randomUUID()
    },
  }
}

/** Every answer names its request's id, as the logs do. */
export function answerWithRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
}
