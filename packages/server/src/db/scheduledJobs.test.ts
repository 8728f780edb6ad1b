import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'
import { claimRound, scheduleJob } from './scheduledJobs'

// Issue 34: every server process schedules the jobs; the database says which one runs a round.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('scheduled jobs across processes (issue 34: a scheduled job runs once)', () => {
  it('issue 34: of several claims of one round, exactly one wins; the next round is claimed afresh', async () => {
    const { db } = server.database
    const now = new Date()
    const claims = await Promise.all(
      [1, 2, 3, 4].map(() => claimRound(db, 'test_claims', 7, now)),
    )
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await claimRound(db, 'test_claims', 8, now)).toBe(true)
    expect(await claimRound(db, 'other_job', 7, now)).toBe(true)
  })

  it('issue 34: four processes’ timers on one database run each round of a job once, at the round’s start', async () => {
    const { db } = server.database
    const everyMs = 150
    let runs = 0
    const rounds: number[] = []
    const lags: number[] = []
    const errors: unknown[] = []
    const stops = [1, 2, 3, 4].map(() =>
      scheduleJob(db, {
        name: 'test_four_processes',
        everyMs,
        run: async () => {
          runs++
        },
        logError: (error) => errors.push(error),
        ran: (dueAt, began) => {
          rounds.push(dueAt.getTime())
          lags.push(began.getTime() - dueAt.getTime())
        },
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, everyMs * 8 + 50))
    await Promise.all(stops.map((stop) => stop()))
    expect(errors).toEqual([])
    // Eight rounds or so went by: each was run, by one of the four, never twice.
    expect(runs).toBeGreaterThanOrEqual(5)
    expect(rounds).toHaveLength(runs)
    expect(new Set(rounds).size).toBe(runs)
    const rows = await db
      .selectFrom('job_runs')
      .select(['round', 'claimed_by'])
      .where('job', '=', 'test_four_processes')
      .execute()
    expect(rows).toHaveLength(runs)
    // Each began as its round was due (the lag /metrics shows): within a round, give or take the
    // millisecond by which a timer and the wall clock may differ.
    for (const lag of lags) {
      expect(lag).toBeGreaterThanOrEqual(-2)
      expect(lag).toBeLessThan(everyMs)
    }
  })
})
