import { endpoints } from '@resort/core/api'
import { addDaysIso } from '@resort/core/stay'
import { daysFromToday } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import { call, post, qs } from '../testing/api'
import {
  book,
  bookingBody,
  findOffer,
  tokenOf,
  type Offer,
} from '../testing/bookingFixtures'
import type { SessionTokens } from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

const ADMIN = 'rates.admin@example.com'
let server: TestServer
let admin: SessionTokens
beforeAll(async () => {
  // Search answers are kept a minute here: only the save's own invalidation can show a change.
  server = await startTestServer({
    adminEmails: [ADMIN],
    searchCacheMs: 60_000,
  })
  admin = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
})

type AdminEndpoint = Parameters<typeof adminCall>[1]
const asAdmin = (name: AdminEndpoint, input: Record<string, unknown>) =>
  adminCall(server, name, admin, input)

/** An edit of the offer's unit over [from, to]. */
const editOf = (
  offer: Offer,
  from: string,
  to: string,
  values: Record<string, unknown>,
) => ({
  propertyId: offer.propertyId,
  unitTypeIds: [offer.unitId],
  from,
  to,
  ...values,
})

/** Previews an edit, then saves it with the preview's fingerprint, as the grid's page does. */
async function previewAndSave(edit: Record<string, unknown>) {
  const preview = await asAdmin('previewRateEdit', edit)
  expect(preview.status, JSON.stringify(preview.body)).toBe(200)
  const saved = await asAdmin('saveRateEdit', {
    ...edit,
    expected: preview.body.expected,
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return { preview: preview.body, saved: saved.body }
}

const lastNight = (offer: Offer) => addDaysIso(offer.dateTo, -1)

async function gridNights(offer: Offer, from: string, to: string) {
  const grid = await asAdmin('ratesGrid', {
    propertyId: offer.propertyId,
    from,
    to,
  })
  expect(grid.status).toBe(200)
  return grid.body.unitTypes.find(
    (unit: any) => unit.unitTypeId === offer.unitId,
  ).nights as any[]
}

/** The offer's unit and rate as the property's search offers them for a stay, if at all. */
async function offered(offer: Offer, dateFrom: string, dateTo: string) {
  const detail = await call(
    server.baseUrl,
    `${endpoints.property.path}?${qs({ propertyId: offer.propertyId, dateFrom, dateTo, adults: 2 })}`,
  )
  const unit = detail.body.units.find(
    (candidate: any) => candidate.unitId === offer.unitId,
  )
  return unit?.rates.find((rate: any) => rate.rateId === offer.rateId) as
    { total: number } | undefined
}

const quote = (offer: Offer, dateFrom: string, dateTo: string) =>
  post(server.baseUrl, endpoints.unitPriceQuote.path, {
    lang: 'en',
    propertyId: offer.propertyId,
    rateId: offer.rateId,
    dateFrom,
    dateTo,
    unitId: offer.unitId,
    adults: 2,
    children: 0,
    supplements: [],
  })

const calendarDay = async (offer: Offer, date: string) => {
  const calendar = await call(
    server.baseUrl,
    `${endpoints.unitAvailabilityCalendar.path}?${qs({ propertyId: offer.propertyId, unitId: offer.unitId, from: date, to: date })}`,
  )
  return calendar.body.days[0]
}

describe('the rates grid (issue 14)', () => {
  it('shows each night’s price, each rate’s price from it, rooms to sell and sold, and restrictions', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'any',
      startInDays: 100,
    })
    const grid = await asAdmin('ratesGrid', {
      propertyId: offer.propertyId,
      from: offer.dateFrom,
      to: lastNight(offer),
    })
    expect(grid.status).toBe(200)
    const rateIndex = grid.body.ratePlans.findIndex(
      (rate: any) => rate.ratePlanId === offer.rateId,
    )
    expect(rateIndex).toBeGreaterThanOrEqual(0)
    const nights = await gridNights(offer, offer.dateFrom, lastNight(offer))
    expect(nights.map((night) => night.night)).toEqual([
      offer.dateFrom,
      addDaysIso(offer.dateFrom, 1),
      addDaysIso(offer.dateFrom, 2),
    ])
    const factor = grid.body.ratePlans[rateIndex].priceFactorPermille
    expect(nights[0]).toMatchObject({
      closed: false,
      minStay: 0,
      closedToArrival: false,
      closedToDeparture: false,
    })
    expect(nights[0].ratePrices[rateIndex]).toBe(
      Math.floor((nights[0].price * factor) / 1000),
    )
    expect(nights[0].roomsToSell).toBeGreaterThan(nights[0].sold)

    const tooLong = await asAdmin('ratesGrid', {
      propertyId: offer.propertyId,
      from: offer.dateFrom,
      to: addDaysIso(offer.dateFrom, 62),
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.error.fields).toEqual({ to: 'range_too_long' })
  })

  it('a price raised over a date range is previewed (nothing saved), then saved: search and quotes ask it at once, and the audit log has every night before and after', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'any',
      startInDays: 120,
      nights: 2,
    })
    const before = await gridNights(offer, offer.dateFrom, lastNight(offer))
    const searched = await offered(offer, offer.dateFrom, offer.dateTo)
    expect(searched?.total).toBe(offer.total)

    const edit = editOf(offer, offer.dateFrom, lastNight(offer), {
      price: { mode: 'percent', value: 10 },
    })
    const preview = await asAdmin('previewRateEdit', edit)
    expect(preview.status).toBe(200)
    expect(
      preview.body.changes.map((change: any) => [
        change.night,
        change.before.price,
        change.after.price,
      ]),
    ).toEqual(
      before.map((night) => [
        night.night,
        night.price,
        Math.round(night.price * 1.1),
      ]),
    )
    expect(await gridNights(offer, offer.dateFrom, lastNight(offer))).toEqual(
      before,
    )

    const saved = await asAdmin('saveRateEdit', {
      ...edit,
      expected: preview.body.expected,
    })
    expect(saved.body).toEqual({ saved: 2 })
    const raised = before.map((night) => Math.round(night.price * 1.1))
    const quoted = await quote(offer, offer.dateFrom, offer.dateTo)
    expect(
      quoted.body.unit.priceBrakedown
        .filter((line: any) => line.kind === 'night')
        .map((line: any) => line.unitPrice),
    ).toEqual(raised)
    expect((await offered(offer, offer.dateFrom, offer.dateTo))?.total).toBe(
      quoted.body.unit.total,
    )
    expect(quoted.body.unit.total).toBeGreaterThan(offer.total)

    // The same save again (a double click) changes nothing more.
    const again = await asAdmin('saveRateEdit', {
      ...edit,
      expected: preview.body.expected,
    })
    expect(again.status).toBe(409)
    expect(again.body.error).toMatchObject({
      kind: 'conflict',
      fields: { expected: 'changed_since_preview' },
    })
    expect(
      (await gridNights(offer, offer.dateFrom, lastNight(offer))).map(
        (night) => night.price,
      ),
    ).toEqual(raised)

    const audit = await asAdmin('auditLog', {
      entity: 'property',
      entityId: offer.propertyId,
    })
    const entry = audit.body.items.find(
      (item: any) => item.action === 'rates_edited',
    )
    expect(entry.adminEmail).toBe(ADMIN)
    expect(entry.before.nights).toEqual(
      before.map((night) =>
        expect.objectContaining({
          unitTypeId: offer.unitId,
          night: night.night,
          price: night.price,
        }),
      ),
    )
    expect(entry.after.nights.map((night: any) => night.price)).toEqual(raised)
  })

  it('a closed night is no longer offered or quoted; closing nights that bookings hold is warned, and the bookings keep them', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 160,
      nights: 2,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    expect(booked.status).toBe(201)
    const { preview } = await previewAndSave(
      editOf(offer, offer.dateFrom, offer.dateFrom, { closed: true }),
    )
    expect(preview.warnings).toContainEqual({
      code: 'closes_sold_nights',
      count: 1,
      nights: [offer.dateFrom],
    })
    expect(await offered(offer, offer.dateFrom, offer.dateTo)).toBeUndefined()
    expect((await quote(offer, offer.dateFrom, offer.dateTo)).status).toBe(409)
    expect((await calendarDay(offer, offer.dateFrom)).Available).toBe(false)
    const view = await call(
      server.baseUrl,
      `/api/v1/booking/view-booking?${qs({ token: tokenOf(booked.body.bookingURI), lang: 'en' })}`,
    )
    expect(view.body.status).toBe('confirmed')
    expect(view.body.checkIn).toBe(offer.dateFrom)
  })

  it('a minimum stay on an arrival night: shorter stays are neither offered nor quoted, the calendar says so, a long enough stay is', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'any',
      startInDays: 200,
      nights: 3,
    })
    const twoNights = addDaysIso(offer.dateFrom, 2)
    expect(await offered(offer, offer.dateFrom, twoNights)).toBeDefined()
    await previewAndSave(
      editOf(offer, offer.dateFrom, offer.dateFrom, { minStay: 3 }),
    )
    expect(await offered(offer, offer.dateFrom, twoNights)).toBeUndefined()
    const refused = await quote(offer, offer.dateFrom, twoNights)
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields).toEqual({ dateTo: 'below_min_nights' })
    expect(refused.body.error.message).toContain('at least 3 nights')
    expect((await calendarDay(offer, offer.dateFrom)).minNights).toBe(3)
    expect(await offered(offer, offer.dateFrom, offer.dateTo)).toBeDefined()
    expect((await quote(offer, offer.dateFrom, offer.dateTo)).status).toBe(200)
    // A stay arriving the next night is not bound by it.
    const nextDay = addDaysIso(offer.dateFrom, 1)
    expect(await offered(offer, nextDay, offer.dateTo)).toBeDefined()
  })

  it('closed to arrival and to departure: a stay starting or ending on such a day is refused at that date, one going through it is not', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'any',
      startInDays: 230,
      nights: 3,
    })
    const middle = addDaysIso(offer.dateFrom, 1)
    await previewAndSave(
      editOf(offer, middle, middle, {
        closedToArrival: true,
        closedToDeparture: true,
      }),
    )
    const arriving = await quote(offer, middle, offer.dateTo)
    expect(arriving.body.error.fields).toEqual({
      dateFrom: 'closed_to_arrival',
    })
    const leaving = await quote(offer, offer.dateFrom, middle)
    expect(leaving.body.error.fields).toEqual({
      dateTo: 'closed_to_departure',
    })
    expect(await offered(offer, middle, offer.dateTo)).toBeUndefined()
    expect((await quote(offer, offer.dateFrom, offer.dateTo)).status).toBe(200)
    expect(await calendarDay(offer, middle)).toMatchObject({
      Available: true,
      closedToArrival: true,
      closedToDeparture: true,
    })
  })
})

describe('bad input to the rates grid (issue 14)', () => {
  let offer: Offer
  beforeAll(async () => {
    offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 260,
      nights: 2,
    })
  })
  const refusal = async (values: Record<string, unknown>) => {
    const answer = await asAdmin('previewRateEdit', {
      ...editOf(offer, offer.dateFrom, lastNight(offer), {}),
      ...values,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(
      400,
    )
    return answer.body.error.fields
  }

  it('refuses, at the field, what can only be a slip', async () => {
    expect(await refusal({ price: { mode: 'set', value: -100 } })).toEqual({
      'price.value': 'too_small',
    })
    expect(
      await refusal({ price: { mode: 'set', value: 20_000_000 } }),
    ).toEqual({ 'price.value': 'too_large' })
    expect(await refusal({ price: { mode: 'percent', value: 900 } })).toEqual({
      'price.value': 'too_large',
    })
    expect(
      await refusal({
        from: daysFromToday(-3),
        price: { mode: 'add', value: 100 },
      }),
    ).toEqual({ from: 'in_past' })
    expect(
      await refusal({
        to: addDaysIso(offer.dateFrom, -1),
        closed: true,
      }),
    ).toEqual({ to: 'before_from' })
    expect(await refusal({})).toEqual({ changes: 'required' })
    expect(await refusal({ roomsToSell: 999, closed: false })).toEqual({
      roomsToSell: 'above_inventory',
    })
    expect(
      await refusal({ unitTypeIds: ['no-such-unit'], closed: true }),
    ).toEqual({ 'unitTypeIds.0': 'not_found' })
    expect(await refusal({ weekdays: [8], closed: true })).toEqual({
      'weekdays.0': 'too_large',
    })
  })

  it('refuses a bulk edit that would take some night’s price out of bounds, or its rooms below those sold; nothing is saved', async () => {
    const before = await gridNights(offer, offer.dateFrom, lastNight(offer))
    expect(
      await refusal({ price: { mode: 'add', value: -before[0].price } }),
    ).toEqual({ 'price.value': 'price_out_of_range' })
    const booked = await book(server.baseUrl, bookingBody(offer))
    expect(booked.status).toBe(201)
    expect(await refusal({ roomsToSell: 0 })).toEqual({
      roomsToSell: 'below_sold',
    })
    const saved = await asAdmin('saveRateEdit', {
      ...editOf(offer, offer.dateFrom, lastNight(offer), { roomsToSell: 0 }),
      expected: 'anything',
    })
    expect(saved.status).toBe(400)
    expect(
      (await gridNights(offer, offer.dateFrom, lastNight(offer))).map(
        (night) => [night.price, night.roomsToSell],
      ),
    ).toEqual(before.map((night) => [night.price, night.roomsToSell]))
  })
})

describe('renaming a rate (issue 14)', () => {
  it('search names it anew at once; an earlier booking keeps the name it was sold under; the audit log has both names', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 290,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    expect(booked.status).toBe(201)
    const view = async () =>
      (
        await call(
          server.baseUrl,
          `/api/v1/booking/view-booking?${qs({ token: tokenOf(booked.body.bookingURI), lang: 'de' })}`,
        )
      ).body.rate.name
    const soldAs = await view()
    const renamed = await asAdmin('renameRatePlan', {
      ratePlanId: offer.rateId,
      names: [{ language: 'de', name: 'Flexibel Sommer 2027' }],
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.names.de).toBe('Flexibel Sommer 2027')
    const detail = await call(
      server.baseUrl,
      `${endpoints.property.path}?${qs({ propertyId: offer.propertyId, dateFrom: offer.dateFrom, dateTo: offer.dateTo, adults: 2, lang: 'de' })}`,
    )
    const names = detail.body.units.flatMap((unit: any) =>
      unit.rates
        .filter((rate: any) => rate.rateId === offer.rateId)
        .map((rate: any) => rate.name),
    )
    expect(names[0]).toBe('Flexibel Sommer 2027')
    expect(await view()).toBe(soldAs)

    const audit = await asAdmin('auditLog', {
      entity: 'rate_plan',
      entityId: offer.rateId,
    })
    expect(audit.body.items[0]).toMatchObject({
      action: 'rate_plan_renamed',
      before: { de: soldAs },
      after: { de: 'Flexibel Sommer 2027' },
    })

    const empty = await asAdmin('renameRatePlan', {
      ratePlanId: offer.rateId,
      names: [{ language: 'de', name: ' ' }],
    })
    expect(empty.body.error.fields).toEqual({ 'names.0.name': 'required' })
  })
})
