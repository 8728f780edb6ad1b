import { hostname } from 'node:os'
import type { Kysely } from 'kysely'
import type { Database } from './schema'

export interface ScheduledJob {
  /** The job's name, its rounds' key in job_runs. */
  name: string
  everyMs: number
  run: () => Promise<unknown>
  /** A round that failed (or could not be claimed) is logged; the next one tries again. */
  logError: (error: unknown) => void
  /** After each round this process ran: when it was due and when it began (job lag for /metrics). */
  ran?: (dueAt: Date, began: Date) => void
}

const THIS_PROCESS = `${hostname()}:${process.pid}`
/** Rounds kept in job_runs for an operator to read; older ones are deleted by the round's runner. */
const ROUNDS_KEPT = 1000

/** Claims a round of a job for this process: true for the one process whose row went in. */
export async function claimRound(
  db: Kysely<Database>,
  job: string,
  round: number,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('job_runs')
    .values({
      job,
      round,
      claimed_at: now.toISOString(),
      claimed_by: THIS_PROCESS,
    })
    .onConflict((conflict) => conflict.columns(['job', 'round']).doNothing())
    .executeTakeFirst()
  if (inserted.numInsertedOrUpdatedRows !== 1n) return false
  await db
    .deleteFrom('job_runs')
    .where('job', '=', job)
    .where('round', '<', round - ROUNDS_KEPT)
    .execute()
  return true
}

/**
 * Runs a job once a round across every server process on the database (issue 34): each process's
 * timer fires at the start of each round (whole intervals since the epoch), and only the process
 * that claims the round runs it. A round still running when the next is due is not overlapped
 * in this process. Returns the stop, which waits for a round under way.
 */
export function scheduleJob(
  db: Kysely<Database>,
  { name, everyMs, run, logError, ran }: ScheduledJob,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const round = async (number: number) => {
    const began = new Date()
    if (!(await claimRound(db, name, number, began))) return
    await run()
    ran?.(new Date(number * everyMs), began)
  }
  const next = () => {
    if (stopped) return
    const number = Math.floor(Date.now() / everyMs) + 1
    timer = setTimeout(
      () => {
        running = running.then(() => round(number)).catch(logError)
        next()
      },
      number * everyMs - Date.now(),
    )
    timer.unref()
  }
  next()
  return async () => {
    stopped = true
    clearTimeout(timer)
    await running
  }
}
