import http from 'node:http'
import https from 'node:https'
import { guardedLookup, refusedLiteral } from '#http/outboundAddress'
import type { SignedHeaders } from './webhookSigning'

/** How deliveries go out: the private networks setting and the receivers' time to answer. */
export interface WebhookPostOptions {
  /**
   * Loopback and private networks too (WEBHOOK_PRIVATE_NETWORKS=allow): for a system on the
   * hotel's own network, and the tests; refused otherwise (ASVS 1.3.6, SSRF).
   */
  allowPrivateNetworks: boolean
  timeoutMs: number
}

/**
 * Whether a receiver's address may be posted to: https, or http where private networks are
 * allowed (a system on the hotel's own network, the tests).
 */
export const webhookUrlAllowed = (url: URL, allowPrivateNetworks: boolean) =>
  url.protocol === 'https:' ||
  (allowPrivateNetworks && url.protocol === 'http:')

/** What one try came to: the receiver's status, or why there was none; 2xx counts. */
export interface PostOutcome {
  status: number | null
  problem: string | null
  durationMs: number
}

const PROBLEMS: Record<string, string> = {
  ENOTFOUND: 'host_not_found',
  EAI_AGAIN: 'lookup_failed',
  ECONNREFUSED: 'refused',
  ECONNRESET: 'reset',
  EPRIVATE: 'private_network',
}

function problemOf(error: unknown): string {
  const { code, name } = error as { code?: string; name?: string }
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout'
  return (code ? PROBLEMS[code] : undefined) ?? 'unreachable'
}

function post(
  url: URL,
  body: string,
  headers: SignedHeaders,
  options: WebhookPostOptions,
): Promise<number> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(options.allowPrivateNetworks),
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'AdriaAlpeResorts-Webhooks/1.0',
        },
      },
      (response) => {
        // Only the status counts; the body is read away and dropped.
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/**
 * Posts a signed body once. Redirects are not followed (a 3xx does not count): the address
 * staff registered is the only one a booking's data goes to.
 */
export async function postWebhook(
  address: string,
  body: string,
  headers: SignedHeaders,
  options: WebhookPostOptions,
): Promise<PostOutcome> {
  const began = performance.now()
  const took = () => Math.round(performance.now() - began)
  const refused = (problem: string) => ({
    status: null,
    problem,
    durationMs: 0,
  })
  if (!URL.canParse(address)) return refused('invalid_url')
  const url = new URL(address)
  // A booking names its guest: it crosses other networks encrypted only (ASVS 12.3.1).
  if (!webhookUrlAllowed(url, options.allowPrivateNetworks))
    return refused('not_https')
  if (refusedLiteral(url, options.allowPrivateNetworks))
    return refused('private_network')
  try {
    const status = await post(url, body, headers, options)
    return {
      status,
      problem: status >= 200 && status < 300 ? null : `http_${status}`,
      durationMs: took(),
    }
  } catch (error) {
    return { status: null, problem: problemOf(error), durationMs: took() }
  }
}
