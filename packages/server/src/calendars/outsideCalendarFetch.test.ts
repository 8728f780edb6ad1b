import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { OutsideCalendarFailure } from '@resort/core/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fetchOutsideCalendar,
  OUTSIDE_CALENDAR_FETCH,
  OutsideCalendarProblem,
} from './outsideCalendarFetch'

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'

// A site on loopback.
let site: Server
let base: string
beforeAll(async () => {
  // Each path answers as a listing site might; '/slow' never answers.
  const answers: Record<string, [number, Record<string, string>, string]> = {
    '/calendar.ics': [200, { 'content-type': 'text/calendar' }, ICS],
    '/moved': [302, { location: '/calendar.ics' }, ''],
    '/loop': [302, { location: '/loop' }, ''],
    '/huge': [200, { 'content-type': 'text/calendar' }, 'X'.repeat(20_000)],
  }
  site = createServer((request, response) => {
    if (request.url === '/slow') return
    const [status, headers, body] = answers[request.url ?? ''] ?? [404, {}, '']
    response.writeHead(status, headers)
    response.end(body)
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})
afterAll(async () => {
  site.closeAllConnections()
  await new Promise((resolve) => site.close(resolve))
})

const allowed = { ...OUTSIDE_CALENDAR_FETCH, allowPrivateNetworks: true }

async function problemOf(
  url: string,
  options = allowed,
): Promise<OutsideCalendarFailure> {
  try {
    await fetchOutsideCalendar(url, options)
  } catch (error) {
    expect(error).toBeInstanceOf(OutsideCalendarProblem)
    return (error as OutsideCalendarProblem).reason
  }
  throw new Error(`${url} was fetched`)
}

describe('fetchOutsideCalendar (issue 35: a unit’s outside calendars)', () => {
  it('fetches a calendar, following a redirect', async () => {
    expect(await fetchOutsideCalendar(`${base}/calendar.ics`, allowed)).toBe(
      ICS,
    )
    expect(await fetchOutsideCalendar(`${base}/moved`, allowed)).toBe(ICS)
  })

  it('ASVS 1.3.6 (SSRF): refuses loopback and private addresses unless the server is configured to allow them, also behind a host name; every redirect is checked as the first address', async () => {
    for (const url of [
      `${base}/calendar.ics`,
      `http://localhost:${new URL(base).port}/calendar.ics`,
      'http://[::1]/calendar.ics',
      'http://10.1.2.3/calendar.ics',
      'http://169.254.169.254/latest/meta-data/',
      'http://192.168.0.1/calendar.ics',
    ])
      expect(await problemOf(url, OUTSIDE_CALENDAR_FETCH)).toBe(
        'private_network',
      )
    // Only the web's own protocols.
    expect(await problemOf('file:///etc/passwd')).toBe('not_web')
  })

  it('says why a fetch failed: no calendar there, too many redirects, too large, too slow', async () => {
    expect(await problemOf(`${base}/gone`)).toBe('gone')
    expect(await problemOf(`${base}/loop`)).toBe('redirects')
    expect(
      await problemOf(`${base}/huge`, { ...allowed, maxBytes: 10_000 }),
    ).toBe('too_large')
    expect(
      await problemOf(`${base}/slow`, { ...allowed, timeoutMs: 300 }),
    ).toBe('timeout')
  })
})
