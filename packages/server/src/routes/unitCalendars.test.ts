import { addDaysIso } from '@resort/core/stay'
import { daysFromToday } from '@resort/test-fixtures'
import ical, { type VEvent } from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import {
  book,
  bookingBody,
  findOffer,
  leaveOneUnit,
} from '../testing/bookingFixtures'
import type { SessionTokens } from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

const ADMIN = 'calendars.admin@example.com'
let server: TestServer
let staff: SessionTokens
beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] })
  staff = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
})

/** The feed at an address staff were given, parsed by a second library (node-ical). */
async function feedAt(feedUrl: string) {
  const { pathname, search } = new URL(feedUrl)
  const response = await fetch(`${server.baseUrl}${pathname}${search}`)
  const text = await response.text()
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    events: response.ok
      ? Object.values(ical.sync.parseICS(text)).filter(
          (entry): entry is VEvent => entry?.type === 'VEVENT',
        )
      : [],
  }
}

/** An all-day event's day as yyyy-MM-dd (node-ical gives a Date at local midnight). */
const dayOf = (date: Date | undefined) =>
  date === undefined
    ? ''
    : `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

async function calendarsOf(propertyId: string) {
  const answer = await adminCall(server, 'adminUnitCalendars', staff, {
    propertyId,
  })
  expect(answer.status).toBe(200)
  return answer.body.calendars as {
    unitTypeId: string
    feedUrl: string
    rotatedAt: string
  }[]
}

describe('unit calendar feeds (issue 35)', () => {
  it("lists a villa's booked and closed nights as all-day events that a second iCalendar library reads", async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'any',
      type: 'villa',
      startInDays: 60,
    })
    const calendars = await calendarsOf(offer.propertyId)
    const calendar = calendars.find((c) => c.unitTypeId === offer.unitId)
    expect(calendar?.feedUrl).toMatch(
      /^http.*\/api\/v1\/calendars\/unit\.ics\?unit=.+&token=[\w-]{43}$/,
    )

    const before = await feedAt(calendar!.feedUrl)
    expect(before.status).toBe(200)
    expect(before.type).toMatch(/^text\/calendar/)
    expect(before.cache).toBe('no-store')
    const coversStay = (e: VEvent) =>
      e.summary === 'Booked' &&
      dayOf(e.start) <= offer.dateFrom &&
      dayOf(e.end) >= offer.dateTo
    expect(before.events.some(coversStay)).toBe(false)

    // One unit left on each night of the stay (some villas have two houses alike): the
    // booking takes the last.
    await leaveOneUnit(server, offer)
    expect((await book(server.baseUrl, bookingBody(offer))).status).toBe(201)
    // Staff close two nights a week after the stay (a trigger keeps the nights' versions).
    const closedFrom = addDaysIso(offer.dateTo, 7)
    await server.database.db
      .updateTable('inventory')
      .set({ closed: 1 })
      .where('unit_type_id', '=', offer.unitId)
      .where('night', 'in', [closedFrom, addDaysIso(closedFrom, 1)])
      .execute()

    const after = await feedAt(calendar!.feedUrl)
    const stay = after.events.find(coversStay)
    expect(stay).toBeDefined()
    expect(stay?.datetype).toBe('date')
    const closed = after.events.find(
      (e) => e.summary === 'Closed' && dayOf(e.start) === closedFrom,
    )
    expect(closed && dayOf(closed.end)).toBe(addDaysIso(closedFrom, 2))
    // From today on, never the past.
    for (const event of after.events)
      expect(dayOf(event.end) > daysFromToday(0)).toBe(true)
  })

  it('gives a new address on rotation: the old one answers 404 like a wrong token, and the rotation is in the audit log', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'any',
      type: 'villa',
      startInDays: 90,
    })
    const [first] = (await calendarsOf(offer.propertyId)).filter(
      (c) => c.unitTypeId === offer.unitId,
    )
    // Read again: the same address.
    const [again] = (await calendarsOf(offer.propertyId)).filter(
      (c) => c.unitTypeId === offer.unitId,
    )
    expect(again?.feedUrl).toBe(first?.feedUrl)

    const rotated = await adminCall(server, 'rotateUnitCalendar', staff, {
      unitTypeId: offer.unitId,
    })
    expect(rotated.status).toBe(200)
    expect(rotated.body.feedUrl).not.toBe(first?.feedUrl)
    expect((await feedAt(rotated.body.feedUrl)).status).toBe(200)
    const old = await feedAt(first!.feedUrl)
    expect(old.status).toBe(404)
    const wrong = new URL(rotated.body.feedUrl)
    wrong.searchParams.set('token', 'x'.repeat(43))
    expect((await feedAt(wrong.href)).status).toBe(404)

    const entry = await server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'unit_calendar_rotated')
      .where('entity_id', '=', offer.unitId)
      .executeTakeFirst()
    expect(entry?.admin_email).toBe(ADMIN)
    // The secret itself stays out of the log.
    expect(JSON.stringify(entry)).not.toContain(
      new URL(rotated.body.feedUrl).searchParams.get('token'),
    )
  })

  it("gives a hotel's rooms no feed, and refuses a property or unit that does not exist", async () => {
    const hotel = await findOffer(server.baseUrl, {
      guarantee: 'any',
      type: 'hotel',
    })
    expect(await calendarsOf(hotel.propertyId)).toEqual([])
    expect(
      (
        await adminCall(server, 'rotateUnitCalendar', staff, {
          unitTypeId: hotel.unitId,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await adminCall(server, 'adminUnitCalendars', staff, {
          propertyId: 'nowhere',
        })
      ).status,
    ).toBe(404)
  })

  it('ASVS 8.2.1: signed out, neither reads nor rotates the addresses', async () => {
    for (const [name, input] of [
      ['adminUnitCalendars', { propertyId: 'villa-lavanda-hvar' }],
      ['rotateUnitCalendar', { unitTypeId: 'villa-lavanda-hvar-main-house' }],
    ] as const)
      expect((await adminCall(server, name, {}, input)).status).toBe(401)
  })
})
