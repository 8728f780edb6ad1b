import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import type { DatabaseHandle } from './database'

/** What changed in one process that the others keep a copy of (issue 34). */
type ChangeNotice = 'search' | 'catalog'

/** How the server processes on one database tell each other of changes to what they keep in memory. */
export interface ChangeNotices {
  /** Tells the other processes, once the change is committed; this process has acted itself. */
  announce(notice: ChangeNotice): void
  /** What this process does when another announces, or when it may have missed announcements. */
  onNotice(listener: (notice: ChangeNotice) => void): void
  close(): Promise<void>
}

const NOTICES = new Set<string>(['search', 'catalog'])
const RECONNECT_MS = 1000

/**
 * PostgreSQL's LISTEN/NOTIFY on a connection of its own (a pooled one may be handed to anyone).
 * The channel is the schema's, so servers on other schemas of one database (tests) keep apart.
 * After the connection is lost and made again, the listeners hear 'catalog', since notices sent
 * meanwhile are gone. On SQLite there are no other processes (the cluster runs on PostgreSQL).
 */
export function createChangeNotices(
  database: DatabaseHandle,
  logFailure: (error: unknown, what: string) => void,
): ChangeNotices {
  const listeners: ((notice: ChangeNotice) => void)[] = []
  const hear = (notice: ChangeNotice) => {
    for (const listener of listeners) listener(notice)
  }
  const { pool } = database
  if (!pool)
    return { announce() {}, onNotice() {}, close: () => Promise.resolve() }

  const channel = `resort_changes_${database.schema ?? 'public'}`
  const me = randomUUID()
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const connect = async (missed: boolean) => {
    const next = new pg.Client(pool.options)
    // A lost connection is made again; what was said meanwhile is treated as everything.
    next.on('error', (error) => {
      logFailure(error, 'change notices: connection lost')
      void next.end().catch(() => undefined)
    })
    next.on('end', () => {
      if (client === next) client = undefined
      if (!closed) retry = setTimeout(() => void connect(true), RECONNECT_MS)
    })
    next.on('notification', ({ payload = '' }) => {
      const [notice = '', from] = payload.split(':')
      if (from !== me && NOTICES.has(notice)) hear(notice as ChangeNotice)
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`)
      if (closed) return void (await next.end())
      client = next
      if (missed) hear('catalog')
    } catch (error) {
      logFailure(error, 'change notices: could not listen')
      void next.end().catch(() => undefined)
    }
  }
  const listening = connect(false)

  return {
    announce(notice) {
      sql`select pg_notify(${channel}, ${`${notice}:${me}`})`
        .execute(database.db)
        .catch((error: unknown) =>
          logFailure(error, 'change notices: not announced'),
        )
    },
    onNotice(listener) {
      listeners.push(listener)
    },
    async close() {
      closed = true
      clearTimeout(retry)
      await listening
      await client?.end().catch(() => undefined)
    },
  }
}
