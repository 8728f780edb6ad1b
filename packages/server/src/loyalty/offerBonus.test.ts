import { addDaysIso } from '@resort/core/stay'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../accounts/users'
import { startTestServer, type TestServer } from '../testing/testServer'
import { pointsForStay } from './earningRule'
import type { LedgerDeps } from './loyaltyDeps'
import { activateOffer } from './memberOffers'
import { joinClub } from './membership'
import { offerBonusFor, type BonusBooking } from './offerBonus'
import { settleStays } from './stays'

// Decision 024: an activated exclusive offer's bonus follows the member's bookings as the stay's
// own points do (decision 021), on the real database (SQLite, or PostgreSQL in CI).

let server: TestServer
let clock: Date
let deps: LedgerDeps
let serial = 0
let alps: { propertyId: string; rateId: string }
let coast: { propertyId: string; rateId: string }

const at = (iso: string) => {
  clock = new Date(iso)
}

async function propertyIn(regionId: string) {
  const row = await deps.db
    .selectFrom('properties')
    .innerJoin('rate_plans', 'rate_plans.property_id', 'properties.id')
    .select(['properties.id as propertyId', 'rate_plans.id as rateId'])
    .where('properties.region_id', '=', regionId)
    .orderBy('properties.id')
    .executeTakeFirstOrThrow()
  return row
}

// Two offers of the test's own, so that the seed's seasons do not matter: double points in the
// Julian Alps (2+ nights, arrivals in Q1 2027) and 1000 points anywhere (4+ nights, arrivals in 2027).
const OFFERS = [
  {
    id: 'test-alps-double',
    slug: 'test-alps-double',
    bonus_kind: 'multiplier' as const,
    bonus_value: 1,
    region_ids: JSON.stringify(['julian-alps']),
    property_ids: '[]',
    min_nights: 2,
    stay_from: '2027-01-01',
    stay_to: '2027-03-31',
    activation_from: '2027-01-01',
    activation_until: '2027-03-31',
    sort_order: 100,
  },
  {
    id: 'test-fixed-1000',
    slug: 'test-fixed-1000',
    bonus_kind: 'fixed' as const,
    bonus_value: 1000,
    region_ids: '[]',
    property_ids: '[]',
    min_nights: 4,
    stay_from: '2027-01-01',
    stay_to: '2027-12-31',
    activation_from: '2027-01-01',
    activation_until: '2027-12-31',
    sort_order: 101,
  },
]

beforeAll(async () => {
  server = await startTestServer()
  at('2027-01-10T10:00:00.000Z')
  deps = {
    db: server.database.db,
    kind: server.database.kind,
    now: () => clock,
  }
  await deps.db.insertInto('member_offers').values(OFFERS).execute()
  alps = await propertyIn('julian-alps')
  coast = await propertyIn('istria')
})
afterAll(() => server.close())

async function newMember() {
  const user = await createUser(
    deps.db,
    {
      email: `offer-bonus-${++serial}@example.com`,
      passwordHash: null,
      firstName: 'Ana',
      lastName: 'Horvat',
      language: 'en',
      emailVerifiedAt: clock,
    },
    clock,
  )
  if (!user) throw new Error('no user')
  await joinClub(deps.db, user.adb2c_id, clock)
  return user.adb2c_id
}

/** A booking the member made signed in now (as newBooking writes it). */
async function booked(
  userId: string,
  stay: {
    at: { propertyId: string; rateId: string }
    from: string
    to: string
  },
  totalCents = 40_000,
) {
  const id = `OB${String(++serial).padStart(8, '0')}`
  await deps.db
    .insertInto('bookings')
    .values({
      id,
      status: 'confirmed',
      property_id: stay.at.propertyId,
      rate_plan_id: stay.at.rateId,
      date_from: stay.from,
      date_to: stay.to,
      language: 'en',
      currency: 'EUR',
      total_price: totalCents,
      prepayment_amount: 0,
      payment_type: 'NOGUARANTEE',
      refundable: 1,
      free_cancellation_until: null,
      cancellation_fee_percent: 0,
      holder: '{}',
      guest: '{}',
      email: 'guest@example.com',
      policy_accepted: 1,
      card_brand: null,
      card_provider_code: null,
      card_last4: null,
      card_expiry: null,
      card_token: null,
      cancellation_fee: null,
      created_at: clock.toISOString(),
      updated_at: clock.toISOString(),
      cancelled_at: null,
      version: 1,
      member_id: userId,
      sold_terms: null,
      search_text: '',
    })
    .execute()
  return id
}

/** The member's offer_bonus points per bucket, and how many entries there are. */
async function bonusOf(userId: string) {
  const rows = await deps.db
    .selectFrom('points_entries')
    .select(['bucket', 'points', 'offer_id'])
    .where('user_id', '=', userId)
    .where('reason', '=', 'offer_bonus')
    .execute()
  const sum = (bucket: string) =>
    rows
      .filter((row) => row.bucket === bucket)
      .reduce((total, row) => total + row.points, 0)
  return {
    pending: sum('pending'),
    earned: sum('earned'),
    entries: rows.length,
  }
}

/** The stay's own points, which an offer never changes. */
async function stayPointsOf(userId: string) {
  const rows = await deps.db
    .selectFrom('points_entries')
    .select(['bucket', 'points'])
    .where('user_id', '=', userId)
    .where('reason', '!=', 'offer_bonus')
    .execute()
  return rows.reduce((total, row) => total + row.points, 0)
}

const activate = (userId: string, offerId: string) =>
  activateOffer(deps.db, userId, offerId, 'en', clock)

/** Three winter nights in the Julian Alps: the double-points offer covers them. */
const winterInAlps = () => ({ at: alps, from: '2027-02-10', to: '2027-02-13' })

describe('an exclusive offer’s bonus points (decision 024)', () => {
  it('gives no bonus for a qualifying stay without an activation', async () => {
    at('2027-01-10T10:00:00.000Z')
    const member = await newMember()
    await booked(member, winterInAlps())
    await settleStays(deps, member)
    expect(await bonusOf(member)).toEqual({
      pending: 0,
      earned: 0,
      entries: 0,
    })
    expect(await stayPointsOf(member)).toBe(pointsForStay(40_000))
  })

  it('gives no bonus for a stay booked before the activation', async () => {
    at('2027-01-10T10:00:00.000Z')
    const member = await newMember()
    await booked(member, winterInAlps())
    at('2027-01-11T10:00:00.000Z')
    await activate(member, 'test-alps-double')
    await settleStays(deps, member)
    expect((await bonusOf(member)).entries).toBe(0)
  })

  it('keeps a qualifying stay’s bonus pending until the stay is over, then earned, once', async () => {
    at('2027-01-10T10:00:00.000Z')
    const member = await newMember()
    await activate(member, 'test-alps-double')
    at('2027-01-10T11:00:00.000Z')
    await booked(member, winterInAlps())
    await settleStays(deps, member)
    const points = pointsForStay(40_000)
    expect(await bonusOf(member)).toEqual({
      pending: points,
      earned: 0,
      entries: 1,
    })
    at('2027-02-13T12:00:00.000Z')
    await settleStays(deps, member)
    await settleStays(deps, member)
    expect(await bonusOf(member)).toEqual({
      pending: 0,
      earned: points,
      entries: 3,
    })
    // The stay's own points are the same as without the offer: the bonus comes on top.
    expect(await stayPointsOf(member)).toBe(points)
  })

  it('takes the pending bonus back when the stay is cancelled', async () => {
    at('2027-01-10T10:00:00.000Z')
    const member = await newMember()
    await activate(member, 'test-fixed-1000')
    const bookingId = await booked(member, {
      at: coast,
      from: '2027-05-02',
      to: '2027-05-07',
    })
    await settleStays(deps, member)
    expect((await bonusOf(member)).pending).toBe(1000)
    await deps.db
      .updateTable('bookings')
      .set({ status: 'cancelled', version: 2 })
      .where('id', '=', bookingId)
      .execute()
    await settleStays(deps, member)
    at('2027-05-08T10:00:00.000Z')
    await settleStays(deps, member)
    expect(await bonusOf(member)).toEqual({
      pending: 0,
      earned: 0,
      entries: 2,
    })
  })

  it('takes the bonus back when a change leaves the stay short of the minimum nights', async () => {
    at('2027-01-10T10:00:00.000Z')
    const member = await newMember()
    await activate(member, 'test-fixed-1000')
    const bookingId = await booked(member, {
      at: coast,
      from: '2027-06-01',
      to: '2027-06-05',
    })
    await settleStays(deps, member)
    expect((await bonusOf(member)).pending).toBe(1000)
    await deps.db
      .updateTable('bookings')
      .set({ date_to: '2027-06-04', version: 2 })
      .where('id', '=', bookingId)
      .execute()
    await settleStays(deps, member)
    expect((await bonusOf(member)).pending).toBe(0)
  })

  it('writes nothing more when settled again, or twice at once', async () => {
    at('2027-01-10T10:00:00.000Z')
    const member = await newMember()
    await activate(member, 'test-alps-double')
    await activate(member, 'test-fixed-1000')
    await booked(member, { at: alps, from: '2027-03-01', to: '2027-03-06' })
    await Promise.all([settleStays(deps, member), settleStays(deps, member)])
    await settleStays(deps, member)
    // Both offers apply to a five-night winter stay in the Alps.
    expect(await bonusOf(member)).toEqual({
      pending: pointsForStay(40_000) + 1000,
      earned: 0,
      entries: 2,
    })
  })
})

type Op =
  | { kind: 'book'; startIn: number; nights: number }
  | { kind: 'cancel'; index: number }
  | { kind: 'change'; index: number; nights: number }
  | { kind: 'advance'; days: number }
  | { kind: 'settle'; twice: boolean }

describe('offer bonuses follow the bookings (decision 024, property-tested)', () => {
  it('after any bookings, changes, cancellations and days passing, the pending and earned bonus are what the rule says, however often settled', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant('book' as const),
              startIn: fc.integer({ min: 1, max: 40 }),
              nights: fc.integer({ min: 1, max: 7 }),
            }),
            fc.record({
              kind: fc.constant('cancel' as const),
              index: fc.nat(5),
            }),
            fc.record({
              kind: fc.constant('change' as const),
              index: fc.nat(5),
              nights: fc.integer({ min: 1, max: 7 }),
            }),
            fc.record({
              kind: fc.constant('advance' as const),
              days: fc.integer({ min: 1, max: 20 }),
            }),
            fc.record({
              kind: fc.constant('settle' as const),
              twice: fc.boolean(),
            }),
          ),
          { minLength: 1, maxLength: 10 },
        ),
        async (ops: Op[]) => {
          at('2027-01-10T10:00:00.000Z')
          const member = await newMember()
          await activate(member, 'test-fixed-1000')
          const today = () => clock.toISOString().slice(0, 10)
          // The model: each booking's dates and state, and those whose bonus was earned.
          const stays: {
            id: string
            from: string
            to: string
            cancelled: boolean
            version: number
          }[] = []
          const earned = new Set<string>()
          const qualifies = (stay: (typeof stays)[number]) =>
            !stay.cancelled &&
            offerBonusFor(OFFERS[1]!, '2027-01-10T10:00:00.000Z', {
              id: stay.id,
              status: 'confirmed',
              property_id: coast.propertyId,
              region_id: 'istria',
              date_from: stay.from,
              date_to: stay.to,
              total_price: 40_000,
              created_at: clock.toISOString(),
              version: stay.version,
            }) > 0
          const over = (stay: (typeof stays)[number]) => stay.to <= today()
          const settle = async () => {
            await settleStays(deps, member)
            for (const stay of stays)
              if (qualifies(stay) && over(stay)) earned.add(stay.id)
          }
          for (const op of ops) {
            // A stay that is over is neither changed nor cancelled (the manage flow refuses it).
            const open = stays.filter((stay) => !stay.cancelled && !over(stay))
            const target =
              'index' in op
                ? open[op.index % Math.max(1, open.length)]
                : undefined
            if (op.kind === 'book') {
              const from = addDaysIso(today(), op.startIn)
              const stay = {
                from,
                to: addDaysIso(from, op.nights),
                cancelled: false,
                version: 1,
              }
              stays.push({
                ...stay,
                id: await booked(member, { at: coast, ...stay }),
              })
            } else if (op.kind === 'cancel' && target) {
              target.cancelled = true
              target.version++
              await deps.db
                .updateTable('bookings')
                .set({ status: 'cancelled', version: target.version })
                .where('id', '=', target.id)
                .execute()
            } else if (op.kind === 'change' && target) {
              target.to = addDaysIso(target.from, op.nights)
              target.version++
              await deps.db
                .updateTable('bookings')
                .set({ date_to: target.to, version: target.version })
                .where('id', '=', target.id)
                .execute()
            } else if (op.kind === 'advance')
              at(`${addDaysIso(today(), op.days)}T10:00:00.000Z`)
            else if (op.kind === 'settle') {
              await settle()
              if (op.twice) await settle()
            }
          }
          await settle()
          const pending = stays.filter(
            (stay) => qualifies(stay) && !over(stay),
          ).length
          expect(await bonusOf(member)).toMatchObject({
            pending: pending * 1000,
            earned: earned.size * 1000,
          })
          const before = (await bonusOf(member)).entries
          await settle()
          expect((await bonusOf(member)).entries).toBe(before)
        },
      ),
      { numRuns: 25 },
    )
  })
})

describe('which bookings an activated offer covers (decision 024)', () => {
  const [alpsOffer, fixedOffer] = OFFERS as [
    (typeof OFFERS)[0],
    (typeof OFFERS)[1],
  ]
  const booking = (overrides: Partial<BonusBooking>): BonusBooking => ({
    id: 'B1',
    status: 'confirmed',
    property_id: 'some-alpine-hotel',
    region_id: 'julian-alps',
    date_from: '2027-02-10',
    date_to: '2027-02-13',
    total_price: 40_000,
    created_at: '2027-01-10T12:00:00.000Z',
    version: 1,
    ...overrides,
  })
  const activatedAt = '2027-01-10T11:00:00.000Z'
  it.each([
    ['a stay that qualifies', {}, pointsForStay(40_000)],
    [
      'booked before the activation',
      { created_at: '2027-01-10T10:59:59.000Z' },
      0,
    ],
    [
      'arriving before the stay window',
      { date_from: '2026-12-31', date_to: '2027-01-03' },
      0,
    ],
    [
      'arriving on the window’s last day',
      { date_from: '2027-03-31', date_to: '2027-04-02' },
      pointsForStay(40_000),
    ],
    [
      'arriving after the stay window',
      { date_from: '2027-04-01', date_to: '2027-04-04' },
      0,
    ],
    ['fewer nights than the minimum', { date_to: '2027-02-11' }, 0],
    ['at a property of a region it does not cover', { region_id: 'istria' }, 0],
  ])('multiplier offer: %s', (_rule, overrides, points) => {
    expect(offerBonusFor(alpsOffer, activatedAt, booking(overrides))).toBe(
      points,
    )
  })
  it.each([
    [
      'four nights anywhere',
      { date_to: '2027-02-14', region_id: 'istria' },
      1000,
    ],
    ['three nights', { date_to: '2027-02-13' }, 0],
  ])('fixed offer: %s', (_rule, overrides, points) => {
    expect(offerBonusFor(fixedOffer, activatedAt, booking(overrides))).toBe(
      points,
    )
  })
  it('covers a property named in its list, whatever its region', () => {
    const listed = {
      ...fixedOffer,
      region_ids: '["dolomites"]',
      property_ids: '["villa-x"]',
    }
    expect(
      offerBonusFor(
        listed,
        activatedAt,
        booking({
          property_id: 'villa-x',
          region_id: 'istria',
          date_to: '2027-02-20',
        }),
      ),
    ).toBe(1000)
  })
})
