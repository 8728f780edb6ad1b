import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../accounts/users'
import { startTestServer, type TestServer } from '../testing/testServer'
import { expiryOf, expirePoints } from './expiry'
import { balancesOf, openLots, record } from './ledger'
import type { LedgerDeps } from './loyaltyDeps'
import { joinClub } from './membership'
import { transferPoints } from './transfers'

let server: TestServer
let clock = new Date('2027-01-10T10:00:00.000Z')
let deps: LedgerDeps
let serial = 0

beforeAll(async () => {
  server = await startTestServer()
  deps = {
    db: server.database.db,
    kind: server.database.kind,
    now: () => clock,
  }
})
afterAll(() => server.close())

/** A new club member with a last name of its own; their user id and member number. */
async function newMember(lastName = `Horvat${++serial}`) {
  const user = await createUser(
    deps.db,
    {
      email: `ledger-${serial}-${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: null,
      firstName: 'Ana',
      lastName,
      language: 'en',
      emailVerifiedAt: clock,
    },
    clock,
  )
  if (!user) throw new Error('no user')
  const member = await joinClub(deps.db, user.adb2c_id, clock)
  return { id: user.adb2c_id, number: member.member_number, lastName }
}

/** Points a member earns, as staff would credit them (an adjustment). */
const credit = (userId: string, points: number, key: string) =>
  record(deps.db, {
    user_id: userId,
    bucket: 'earned',
    points,
    reason: 'adjustment',
    booking_id: null,
    transfer_id: null,
    lot_id: null,
    event_key: key,
    created_at: clock.toISOString(),
  })

const entriesSum = async (userId: string) => {
  const rows = await deps.db
    .selectFrom('points_entries')
    .select(['points', 'bucket'])
    .where('user_id', '=', userId)
    .execute()
  return rows
    .filter((row) => row.bucket === 'earned')
    .reduce((sum, row) => sum + row.points, 0)
}

type Op =
  | { kind: 'credit'; to: number; points: number }
  | { kind: 'transfer'; from: number; to: number; points: number }

describe('points ledger invariants (decision 021, property-tested)', () => {
  it('balance = sum of entries, never negative, lots never overdrawn, transfers conserve points', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant('credit' as const),
              to: fc.integer({ min: 0, max: 2 }),
              points: fc.integer({ min: 1, max: 3000 }),
            }),
            fc.record({
              kind: fc.constant('transfer' as const),
              from: fc.integer({ min: 0, max: 2 }),
              to: fc.integer({ min: 0, max: 2 }),
              points: fc.integer({ min: 1, max: 4000 }),
            }),
          ),
          { minLength: 1, maxLength: 12 },
        ),
        async (ops: Op[]) => {
          const members = [
            await newMember(),
            await newMember(),
            await newMember(),
          ]
          const model = [0, 0, 0]
          let credited = 0
          for (const [index, op] of ops.entries()) {
            if (op.kind === 'credit') {
              await credit(
                members[op.to]!.id,
                op.points,
                `test:${serial}:${index}`,
              )
              model[op.to]! += op.points
              credited += op.points
              continue
            }
            const to = members[op.to]!
            const ok =
              op.from !== op.to &&
              op.points >= 500 &&
              op.points <= model[op.from]!
            const attempt = transferPoints(deps, members[op.from]!.id, {
              requestId: crypto.randomUUID(),
              memberNumber: to.number,
              lastName: to.lastName.toUpperCase(),
              points: op.points,
            })
            if (ok) {
              await attempt
              model[op.from]! -= op.points
              model[op.to]! += op.points
            } else await expect(attempt).rejects.toThrow()
          }
          let total = 0
          for (const [index, member] of members.entries()) {
            const { earned } = await balancesOf(deps.db, member.id)
            expect(earned).toBe(model[index])
            expect(earned).toBe(await entriesSum(member.id))
            expect(earned).toBeGreaterThanOrEqual(0)
            const lots = await openLots(deps.db, member.id)
            expect(lots.every((lot) => lot.remaining > 0)).toBe(true)
            expect(lots.reduce((sum, lot) => sum + lot.remaining, 0)).toBe(
              earned,
            )
            total += earned
          }
          // Transfers move points, never make or lose them.
          expect(total).toBe(credited)
        },
      ),
      { numRuns: 15 },
    )
  })

  it('a transfer sent again with its requestId moves nothing more (idempotent)', async () => {
    const [from, to] = [await newMember(), await newMember('Kovač')]
    await credit(from.id, 2000, `idem:${from.id}`)
    const request = {
      requestId: crypto.randomUUID(),
      memberNumber: to.number,
      lastName: 'kovač',
      points: 600,
    }
    await transferPoints(deps, from.id, request)
    await transferPoints(deps, from.id, request)
    expect((await balancesOf(deps.db, from.id)).earned).toBe(1400)
    expect((await balancesOf(deps.db, to.id)).earned).toBe(600)
  })

  it('a transfer draws on the oldest points first, each debit naming the credit it took', async () => {
    const [from, to] = [await newMember(), await newMember()]
    await credit(from.id, 400, `old:${from.id}`)
    clock = new Date(clock.getTime() + 86_400_000)
    await credit(from.id, 1000, `new:${from.id}`)
    await transferPoints(deps, from.id, {
      requestId: crypto.randomUUID(),
      memberNumber: to.number,
      lastName: to.lastName,
      points: 700,
    })
    const lots = await openLots(deps.db, from.id)
    // The 400 went first, then 300 of the 1000.
    expect(lots.map((lot) => lot.remaining)).toEqual([700])
  })
})

describe('points expiry (decision 021: 24 months without activity)', () => {
  it('keeps points for 24 months after the last activity, then expires them all, oldest first', async () => {
    const start = clock
    const member = await newMember()
    await credit(member.id, 300, `exp1:${member.id}`)
    clock = new Date(start.getTime() + 30 * 86_400_000)
    await credit(member.id, 200, `exp2:${member.id}`)
    const expiresAt = await expiryOf(deps.db, member.id)
    expect(expiresAt?.toISOString()).toBe(
      new Date(
        Date.UTC(
          clock.getUTCFullYear() + 2,
          clock.getUTCMonth(),
          clock.getUTCDate(),
          clock.getUTCHours(),
        ),
      ).toISOString(),
    )
    clock = new Date(expiresAt!.getTime() - 1000)
    expect(await expirePoints(deps, member.id)).toBe(0)
    clock = expiresAt!
    expect(await expirePoints(deps, member.id)).toBe(500)
    expect(await expirePoints(deps, member.id)).toBe(0)
    expect((await balancesOf(deps.db, member.id)).earned).toBe(0)
    const expired = await deps.db
      .selectFrom('points_entries')
      .select(['points', 'lot_id'])
      .where('user_id', '=', member.id)
      .where('reason', '=', 'expiry')
      .orderBy('points')
      .execute()
    // One entry per credit: the 300 of the first, the 200 of the second.
    expect(expired.map((row) => row.points)).toEqual([-300, -200])
    clock = start
  })
})
