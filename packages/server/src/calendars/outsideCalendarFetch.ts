import http from 'node:http'
import https from 'node:https'
import type { OutsideCalendarFailure } from '@resort/core/api'
import { guardedLookup, refusedLiteral } from '#http/outboundAddress'

/** How the server fetches the outside calendars staff subscribe units to (issue 35). */
export interface OutsideCalendarFetchOptions {
  /**
   * Loopback and private networks too (CALENDAR_FETCH_PRIVATE_NETWORKS=allow): for a site on
   * the hotel's own network, and the tests. Off, a staff member cannot make the server read
   * its own network (ASVS 1.3.6, SSRF).
   */
  allowPrivateNetworks: boolean
  timeoutMs: number
  maxBytes: number
}

export const OUTSIDE_CALENDAR_FETCH: OutsideCalendarFetchOptions = {
  allowPrivateNetworks: false,
  timeoutMs: 10_000,
  // The largest sites' feeds of a year's bookings are tens of kilobytes.
  maxBytes: 1_000_000,
}

/** Why a fetch did not work: a code the admin page says in staff's language. */
export class OutsideCalendarProblem extends Error {
  constructor(readonly reason: OutsideCalendarFailure) {
    super(reason)
  }
}

const REDIRECTS = 3

const REASONS: Record<string, OutsideCalendarFailure> = {
  ENOTFOUND: 'host_not_found',
  EAI_AGAIN: 'lookup_failed',
  ECONNREFUSED: 'refused',
  ECONNRESET: 'reset',
  EPRIVATE: 'private_network',
}

function problemOf(error: unknown): OutsideCalendarProblem {
  if (error instanceof OutsideCalendarProblem) return error
  const { code, name } = error as { code?: string; name?: string }
  if (name === 'TimeoutError' || name === 'AbortError')
    return new OutsideCalendarProblem('timeout')
  return new OutsideCalendarProblem(
    (code ? REASONS[code] : undefined) ?? 'unreachable',
  )
}

interface Answer {
  status: number
  location: string | undefined
  body: string
}

function getOnce(
  url: URL,
  options: OutsideCalendarFetchOptions,
  signal: AbortSignal,
): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.allowPrivateNetworks),
        signal,
        headers: {
          accept: 'text/calendar, text/plain;q=0.5',
          'user-agent': 'AdriaAlpeResorts-CalendarSync/1.0',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0
        const location = response.headers.location
        if (status !== 200) {
          response.resume()
          return resolve({ status, location, body: '' })
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > options.maxBytes) {
            response.destroy()
            reject(new OutsideCalendarProblem('too_large'))
            return
          }
          chunks.push(chunk)
        })
        response.on('end', () =>
          resolve({
            status,
            location,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}

/** An outside calendar's text, following up to three redirects, each checked as the first. */
export async function fetchOutsideCalendar(
  address: string,
  options: OutsideCalendarFetchOptions,
): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs)
  let url = new URL(address)
  try {
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new OutsideCalendarProblem('not_web')
      if (refusedLiteral(url, options.allowPrivateNetworks))
        throw new OutsideCalendarProblem('private_network')
      const answer = await getOnce(url, options, signal)
      if (answer.status === 200) return answer.body
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        if (redirects === REDIRECTS)
          throw new OutsideCalendarProblem('redirects')
        url = new URL(answer.location, url)
        continue
      }
      throw new OutsideCalendarProblem(
        answer.status === 404 || answer.status === 410 ? 'gone' : 'http_error',
      )
    }
  } catch (error) {
    throw problemOf(error)
  }
}
