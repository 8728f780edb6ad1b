import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { sql } from 'kysely'
import type { DatabaseHandle } from './database'

/** SQLite's own default: a checkpoint by the writer once the WAL holds this many pages. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000

// The worker's whole code: its own connection to the file, a PASSIVE checkpoint every so often
// (it neither waits for nor blocks the server's connection), and TRUNCATE when told to stop.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const SQLite = require(workerData.driver)
const db = new SQLite(workerData.file)
db.pragma('busy_timeout = 5000')
db.pragma('synchronous = NORMAL')
const checkpoint = (mode) => db.pragma('wal_checkpoint(' + mode + ')')[0]
const timer = setInterval(() => {
  try {
    checkpoint('PASSIVE')
  } catch (error) {
    parentPort.postMessage({ error: String(error) })
  }
}, workerData.everyMs)
parentPort.on('message', () => {
  clearInterval(timer)
  try {
    checkpoint('TRUNCATE')
  } finally {
    db.close()
    parentPort.close()
  }
})
`

export interface WalCheckpoints {
  /** A last checkpoint that empties the WAL, then the worker ends. */
  stop(): Promise<void>
}

/**
 * Moves SQLite's checkpoints off the event loop (issue 34): the server's connection no longer
 * copies the WAL into the file itself, which stalled the one commit that crossed 1,000 pages for
 * as long as the copy and its fsync took (a new booking's p99 at 50 connections was 0.9-1.0 s
 * with it, 0.2 s without); a worker thread with a connection of its own does it every `everyMs`.
 * Should the worker fail, the server's connection checkpoints as SQLite's default has it again.
 * PostgreSQL has nothing to do.
 */
export async function checkpointInBackground(
  database: DatabaseHandle,
  file: string,
  options: { everyMs?: number; onError?: (message: string) => void } = {},
): Promise<WalCheckpoints> {
  if (database.kind !== 'sqlite' || file === ':memory:')
    return { stop: async () => {} }
  const autocheckpoint = (pages: number) =>
    sql`pragma wal_autocheckpoint = ${sql.raw(String(pages))}`.execute(
      database.db,
    )
  await autocheckpoint(0)
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      everyMs: options.everyMs ?? 1000,
    },
  })
  let stopping = false
  worker.on('message', (message: { error?: string }) => {
    if (message.error) options.onError?.(message.error)
  })
  const ended = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      if (!stopping)
        void autocheckpoint(SQLITE_AUTOCHECKPOINT_PAGES).catch(() => {})
      resolve()
    })
  })
  worker.once('error', (error) => options.onError?.(String(error)))
  // Never the reason the process stays up.
  worker.unref()
  return {
    stop: async () => {
      stopping = true
      worker.postMessage('stop')
      await ended
    },
  }
}
