import { daysFromToday } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'
import { createSearchCache } from './availability'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

async function sellOut(unitTypeId: string, night: string) {
  await server.database.db
    .updateTable('inventory')
    .set((eb) => ({ sold: eb.ref('total') }))
    .where('unit_type_id', '=', unitTypeId)
    .where('night', '=', night)
    .execute()
}

describe('search cache', () => {
  const [from, to] = [daysFromToday(50), daysFromToday(53)]

  it('reuses an answer for the same dates while it is fresh', async () => {
    const cache = createSearchCache(server.database.db, {
      maxAgeMs: 60_000,
    })
    const first = await cache.availability(from, to, 3)
    const [unitTypeId] = [...first.keys()]
    await sellOut(unitTypeId!, from)
    expect(await cache.availability(from, to, 3)).toBe(first)
  })

  it('reads the database again once the answer is older than its maximum age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const cache = createSearchCache(server.database.db, {
        maxAgeMs: 1000,
      })
      const before = await cache.availability(
        daysFromToday(60),
        daysFromToday(62),
        2,
      )
      const [unitTypeId] = [...before.keys()]
      await sellOut(unitTypeId!, daysFromToday(60))
      vi.advanceTimersByTime(1001)
      expect(
        (await cache.availability(daysFromToday(60), daysFromToday(62), 2)).get(
          unitTypeId!,
        )?.free,
      ).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('reads the database again after invalidate (a write in this process)', async () => {
    const cache = createSearchCache(server.database.db, {
      maxAgeMs: 60_000,
    })
    const before = await cache.availability(
      daysFromToday(70),
      daysFromToday(72),
      2,
    )
    const [unitTypeId] = [...before.keys()]
    await sellOut(unitTypeId!, daysFromToday(71))
    cache.invalidate()
    expect(
      (await cache.availability(daysFromToday(70), daysFromToday(72), 2)).get(
        unitTypeId!,
      )?.free,
    ).toBe(0)
  })

  it('counts a unit type free only when every night of the stay exists and has room', async () => {
    const cache = createSearchCache(server.database.db, { maxAgeMs: 0 })
    // The last seeded night and the first night past the booking horizon: one of two exists.
    const last = await server.database.db
      .selectFrom('inventory')
      .select((eb) => eb.fn.max('night').as('night'))
      .executeTakeFirstOrThrow()
    const lastNight = String(last.night)
    const afterLast = new Date(`${lastNight}T00:00:00Z`)
    afterLast.setUTCDate(afterLast.getUTCDate() + 1)
    const dayAfter = new Date(afterLast)
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1)
    const edge = await cache.availability(
      lastNight,
      dayAfter.toISOString().slice(0, 10),
      2,
    )
    expect(edge.size).toBeGreaterThan(0)
    expect([...edge.values()].map((stay) => stay.free)).toEqual(
      [...edge.values()].map(() => 0),
    )
    // The same unit types on that last night alone do have room somewhere.
    const lastOnly = await cache.availability(
      lastNight,
      afterLast.toISOString().slice(0, 10),
      1,
    )
    expect([...lastOnly.values()].some((stay) => stay.free > 0)).toBe(true)
  })
})

describe('search answers', () => {
  const version = (n: number) => ({ api: String(n), seed: 'seed' })
  const json = (n: number) => JSON.stringify(version(n))

  it('reuses a serialized answer for the same endpoint and query, and computes again after invalidate', async () => {
    const cache = createSearchCache(server.database.db, { maxAgeMs: 60_000 })
    let computed = 0
    const compute = async () => version(++computed)
    expect(await cache.answerJson('version', { q: 1 }, compute)).toBe(json(1))
    expect(await cache.answerJson('version', { q: 1 }, compute)).toBe(json(1))
    expect(await cache.answerJson('version', { q: 2 }, compute)).toBe(json(2))
    cache.invalidate()
    expect(await cache.answerJson('version', { q: 1 }, compute)).toBe(json(3))
  })

  it('keeps nothing when its maximum age is 0', async () => {
    const cache = createSearchCache(server.database.db, { maxAgeMs: 0 })
    let computed = 0
    const compute = async () => version(++computed)
    await cache.answerJson('version', {}, compute)
    expect(await cache.answerJson('version', {}, compute)).toBe(json(2))
  })

  it('refuses an answer its endpoint’s response schema does not allow, and keeps none', async () => {
    const cache = createSearchCache(server.database.db, { maxAgeMs: 60_000 })
    await expect(
      cache.answerJson('version', {}, async () => ({ api: 1 })),
    ).rejects.toThrow()
    expect(await cache.answerJson('version', {}, async () => version(7))).toBe(
      json(7),
    )
  })
})
