import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { buildApp } from './app'
import { call, qs } from './testing/api'
import { book, bookingBody, findOffer } from './testing/bookingFixtures'
import {
  startAppOnSameDatabase,
  startTestServer,
  type TestServer,
} from './testing/testServer'

// Issue 34: two server processes on one PostgreSQL database (two apps here, each with the caches
// and the listening connection it would have in its own process). Each keeps its search answers
// for a minute, so only the other's notice can make it answer afresh.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const MINUTE = 60_000
let first: TestServer
let second: Awaited<ReturnType<typeof buildApp>>
let secondUrl: string

beforeAll(async () => {
  if (!onPostgres) return
  first = await startTestServer({ searchCacheMs: MINUTE })
  ;({ app: second, baseUrl: secondUrl } = await startAppOnSameDatabase(first, {
    searchCacheMs: MINUTE,
  }))
})
afterAll(async () => {
  await second?.close()
  await first?.close()
})

describe.runIf(onPostgres)(
  'search caches across processes (issue 34: LISTEN/NOTIFY)',
  () => {
    it('issue 34: a booking in one process is seen by a search in another within a second', async () => {
      const offer = await findOffer(first.baseUrl, { guarantee: 'any' })
      const freeIn = async (base: string) => {
        const detail = await call(
          base,
          `/api/v1/search/property?${qs({ propertyId: offer.propertyId, dateFrom: offer.dateFrom, dateTo: offer.dateTo, adults: 2 })}`,
        )
        const unit = detail.body.units.find(
          (candidate: { unitId: string }) => candidate.unitId === offer.unitId,
        )
        return (unit?.availableCount ?? 0) as number
      }
      // The second process keeps this answer for a minute unless told.
      const before = await freeIn(secondUrl)
      expect(before).toBeGreaterThan(0)
      expect((await book(first.baseUrl, bookingBody(offer))).status).toBe(201)
      const booked = Date.now()
      let seen = before
      while (seen === before && Date.now() - booked < 1000) {
        await new Promise((resolve) => setTimeout(resolve, 25))
        seen = await freeIn(secondUrl)
      }
      expect(seen).toBe(before - 1)
      expect(Date.now() - booked).toBeLessThan(1000)
    })
  },
)
