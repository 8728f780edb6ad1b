import type { DatabaseConnection, Dialect, Driver } from 'kysely'

/**
 * Who holds SQLite's one connection, and who asked for it next, in turn. Kysely's own lock wakes
 * every waiter on each release and all but one wait again: with a booking's transaction holding
 * the connection, 50 connections' queries woke about 50 times each (issue 34).
 */
export class ConnectionQueue {
  #held = false
  #waiting: (() => void)[] = []

  /** Resolves once the caller holds the connection. */
  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true
      return Promise.resolve()
    }
    return new Promise((resolve) => this.#waiting.push(resolve))
  }

  /** Hands the connection to the longest waiter, who alone wakes. */
  release(): void {
    const next = this.#waiting.shift()
    if (next) next()
    else this.#held = false
  }

  /** How many wait (tests). */
  get waiting(): number {
    return this.#waiting.length
  }
}

/** The driver with its connection handed out through a ConnectionQueue. */
class QueuedDriver implements Driver {
  readonly #queue = new ConnectionQueue()

  constructor(private readonly inner: Driver) {}

  init = () => this.inner.init()
  destroy = () => this.inner.destroy()
  beginTransaction: Driver['beginTransaction'] = (c, s) =>
    this.inner.beginTransaction(c, s)
  commitTransaction: Driver['commitTransaction'] = (c) =>
    this.inner.commitTransaction(c)
  rollbackTransaction: Driver['rollbackTransaction'] = (c) =>
    this.inner.rollbackTransaction(c)

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#queue.acquire()
    try {
      return await this.inner.acquireConnection()
    } catch (error) {
      this.#queue.release()
      throw error
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection)
    } finally {
      this.#queue.release()
    }
  }
}

/** A one-connection dialect (SQLite's) whose connection is handed out in turn. */
export function queuedDialect(inner: Dialect): Dialect {
  return {
    createDriver: () => new QueuedDriver(inner.createDriver()),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
  }
}
