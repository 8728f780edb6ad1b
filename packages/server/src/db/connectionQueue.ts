import type { DatabaseConnection, Dialect } from 'kysely'
import { ForwardingDriver, withDriver } from './forwardingDriver'

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
}

/** The driver with its connection handed out through a ConnectionQueue. */
class QueuedDriver extends ForwardingDriver {
  readonly #queue = new ConnectionQueue()

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#queue.acquire()
    try {
      return await this.inner.acquireConnection()
    } catch (error) {
      this.#queue.release()
      throw error
    }
  }

  override async releaseConnection(
    connection: DatabaseConnection,
  ): Promise<void> {
    try {
      await this.inner.releaseConnection(connection)
    } finally {
      this.#queue.release()
    }
  }
}

/** A one-connection dialect (SQLite's) whose connection is handed out in turn. */
export const queuedDialect = (inner: Dialect): Dialect =>
  withDriver(inner, (driver) => new QueuedDriver(driver))
