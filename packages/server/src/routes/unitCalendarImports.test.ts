import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { addDaysIso } from '@resort/core/stay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTSIDE_CALENDAR_FETCH } from '../calendars/outsideCalendarFetch'
import { syncUnitCalendars } from '../calendars/unitCalendarSync'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import {
  book,
  bookingBody,
  findOffer,
  type Offer,
  leaveOneUnit,
} from '../testing/bookingFixtures'
import type { SessionTokens } from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

const ADMIN = 'outside.calendars@example.com'

// The other sites a villa is listed on: each path serves the calendar a test sets.
const served = new Map<string, string>()
let site: Server
let siteBase: string

let server: TestServer
let staff: SessionTokens
beforeAll(async () => {
  site = createServer((request, response) => {
    const text = served.get(request.url ?? '')
    response.writeHead(text === undefined ? 404 : 200, {
      'content-type': 'text/calendar',
    })
    response.end(text ?? '')
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  server = await startTestServer({
    adminEmails: [ADMIN],
    outsideCalendars: { allowPrivateNetworks: true },
  })
  staff = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
  site.closeAllConnections()
  await new Promise((resolve) => site.close(resolve))
})

const compact = (night: string) => night.replaceAll('-', '')

/** A listing site's calendar with one all-day event per stay [from, to). */
function calendarOf(...stays: [string, string][]) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Listing site//EN',
    ...stays.flatMap(([from, to], index) => [
      'BEGIN:VEVENT',
      `UID:stay-${index}-${from}@listing.example`,
      'DTSTAMP:20270101T000000Z',
      `DTSTART;VALUE=DATE:${compact(from)}`,
      `DTEND;VALUE=DATE:${compact(to)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

let serial = 0
/** A calendar served at a new address, with these stays. */
function serve(...stays: [string, string][]) {
  const path = `/calendar-${++serial}.ics`
  served.set(path, calendarOf(...stays))
  return { path, url: `${siteBase}${path}` }
}

async function subscribe(
  unitTypeId: string,
  url: string,
  name = 'Listing site',
) {
  const answer = await adminCall(server, 'addUnitCalendarImport', staff, {
    unitTypeId,
    name,
    url,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as { importId: string; status: string; nights: number }
}

async function closedNights(unitTypeId: string, from: string, to: string) {
  const rows = await server.database.db
    .selectFrom('inventory')
    .select('night')
    .where('unit_type_id', '=', unitTypeId)
    .where('night', '>=', from)
    .where('night', '<', to)
    .where('closed', '=', 1)
    .orderBy('night')
    .execute()
  return rows.map((row) => row.night)
}

async function importsOf(offer: Offer) {
  const answer = await adminCall(server, 'adminUnitCalendars', staff, {
    propertyId: offer.propertyId,
    lang: 'en',
  })
  expect(answer.status).toBe(200)
  const unit = (
    answer.body.calendars as {
      unitTypeId: string
      name: string
      imports: {
        importId: string
        status: string
        problem: string | null
        nights: number
        conflicts: string[]
      }[]
    }[]
  ).find((calendar) => calendar.unitTypeId === offer.unitId)!
  return unit
}

const villa = (startInDays: number) =>
  findOffer(server.baseUrl, { guarantee: 'any', type: 'villa', startInDays })

const fetchAgain = (importId: string) =>
  adminCall(server, 'refreshUnitCalendarImport', staff, { importId })

describe('outside calendars of villas and apartments (issue 35)', () => {
  it('closes the nights an outside calendar’s event takes, so the stay can no longer be booked here, and opens them when the event goes', async () => {
    const offer = await villa(120)
    const calendar = serve([offer.dateFrom, offer.dateTo])
    const added = await subscribe(offer.unitId, calendar.url, 'Airbnb')
    expect(added).toMatchObject({ status: 'ok', nights: 3 })
    expect(
      await closedNights(offer.unitId, offer.dateFrom, offer.dateTo),
    ).toEqual([
      offer.dateFrom,
      addDaysIso(offer.dateFrom, 1),
      addDaysIso(offer.dateFrom, 2),
    ])
    const refused = await book(server.baseUrl, bookingBody(offer))
    expect(refused.status).toBe(409)
    const unit = await importsOf(offer)
    expect(unit.name).not.toBe('')
    expect(
      unit.imports.find((one) => one.importId === added.importId),
    ).toMatchObject({ name: 'Airbnb', status: 'ok', nights: 3, conflicts: [] })

    // The guest there cancelled: the next fetch opens the nights, and the stay books here.
    served.set(calendar.path, calendarOf())
    expect((await fetchAgain(added.importId)).body).toMatchObject({
      status: 'ok',
      nights: 0,
    })
    expect(
      await closedNights(offer.unitId, offer.dateFrom, offer.dateTo),
    ).toEqual([])
    expect((await book(server.baseUrl, bookingBody(offer))).status).toBe(201)
  })

  it('never opens a night staff closed, and a night two calendars take stays closed until neither does', async () => {
    const offer = await villa(160)
    // Only this test's entries: an earlier test may have subscribed the same villa.
    const since = new Date().toISOString()
    const [first, second, third] = [0, 1, 2].map((day) =>
      addDaysIso(offer.dateFrom, day),
    )
    // Staff closed the first night themselves.
    await server.database.db
      .updateTable('inventory')
      .set({ closed: 1 })
      .where('unit_type_id', '=', offer.unitId)
      .where('night', '=', first!)
      .execute()
    const one = serve([first!, third!])
    const other = serve([second!, offer.dateTo])
    const a = await subscribe(offer.unitId, one.url, 'Booking.com')
    const b = await subscribe(offer.unitId, other.url, 'Vrbo')
    expect(await closedNights(offer.unitId, first!, offer.dateTo)).toEqual([
      first,
      second,
      third,
    ])

    // The first site's stay goes: its second night is still the other site's.
    served.set(one.path, calendarOf())
    await fetchAgain(a.importId)
    expect(await closedNights(offer.unitId, first!, offer.dateTo)).toEqual([
      first,
      second,
      third,
    ])
    // The other is removed: the nights it held open; staff's own night stays closed.
    const removed = await adminCall(server, 'removeUnitCalendarImport', staff, {
      importId: b.importId,
    })
    expect(removed).toEqual({ status: 200, body: { removed: true } })
    expect(await closedNights(offer.unitId, first!, offer.dateTo)).toEqual([
      first,
    ])
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', offer.unitId)
      .where('action', 'like', 'unit_calendar_import_%')
      .where('at', '>=', since)
      .execute()
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'unit_calendar_import_added',
      'unit_calendar_import_added',
      'unit_calendar_import_removed',
    ])
  })

  it('shows staff a conflict: a night booked here that an outside calendar takes too', async () => {
    const offer = await villa(200)
    // One house left on each night (some villas have two alike): the booking takes the last.
    await leaveOneUnit(server, offer)
    expect((await book(server.baseUrl, bookingBody(offer))).status).toBe(201)
    // The night after the stay is open here: only the stay's last night conflicts.
    await server.database.db
      .updateTable('inventory')
      .set({ sold: 0 })
      .where('unit_type_id', '=', offer.unitId)
      .where('night', '=', offer.dateTo)
      .execute()
    const overlap = addDaysIso(offer.dateTo, -1)
    const { importId } = await subscribe(
      offer.unitId,
      serve([overlap, addDaysIso(overlap, 2)]).url,
    )
    const calendar = (await importsOf(offer)).imports.find(
      (one) => one.importId === importId,
    )
    expect(calendar?.conflicts).toEqual([overlap])
  })

  it('keeps the nights of the last fetch that worked when the site fails, and says why', async () => {
    const offer = await villa(240)
    const calendar = serve([offer.dateFrom, offer.dateTo])
    const added = await subscribe(offer.unitId, calendar.url)
    served.delete(calendar.path)
    const failed = await fetchAgain(added.importId)
    expect(failed.body).toMatchObject({
      status: 'failed',
      nights: 3,
      problem: 'gone',
    })
    expect(
      await closedNights(offer.unitId, offer.dateFrom, offer.dateTo),
    ).toHaveLength(3)
    served.set(calendar.path, '<html>Please sign in</html>')
    expect((await fetchAgain(added.importId)).body.problem).toBe('not_calendar')
  })

  it('refuses an address that is not a web address, a unit that is not a villa or apartment, and unknown calendars, with the field to fix', async () => {
    const offer = await villa(120)
    const wrong = await adminCall(server, 'addUnitCalendarImport', staff, {
      unitTypeId: offer.unitId,
      name: '',
      url: 'file:///etc/passwd',
    })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.body)).toMatch(/invalid_url/)
    expect(JSON.stringify(wrong.body)).toMatch(/required/)
    const hotel = await findOffer(server.baseUrl, {
      guarantee: 'any',
      type: 'hotel',
    })
    expect(
      (
        await adminCall(server, 'addUnitCalendarImport', staff, {
          unitTypeId: hotel.unitId,
          name: 'Site',
          url: serve().url,
        })
      ).status,
    ).toBe(404)
    expect((await fetchAgain('no-such-calendar')).status).toBe(404)
  })

  it('the scheduled round fetches every outside calendar again and tells search', async () => {
    const offer = await villa(280)
    const calendar = serve()
    await subscribe(offer.unitId, calendar.url)
    served.set(calendar.path, calendarOf([offer.dateFrom, offer.dateTo]))
    let told = 0
    const fetched = await syncUnitCalendars({
      db: server.database.db,
      kind: server.database.kind,
      now: () => new Date(),
      cache: { invalidate: () => told++ },
      fetch: { ...OUTSIDE_CALENDAR_FETCH, allowPrivateNetworks: true },
    })
    expect(fetched).toBeGreaterThanOrEqual(1)
    expect(told).toBeGreaterThanOrEqual(1)
    expect(
      await closedNights(offer.unitId, offer.dateFrom, offer.dateTo),
    ).toHaveLength(3)
  })
})
