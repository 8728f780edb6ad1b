import type { DatabaseConnection, Dialect, Driver } from 'kysely'
import { ForwardingDriver, withDriver } from './forwardingDriver'
import { claimConnection } from './transactionScope'

/** How long a request waits for the database before it answers 503 (DATABASE_WAIT_MS). */
export const DATABASE_WAIT_MS = 5000

/** The database did not give a connection within the bound: the request answers 503. */
export class DatabaseBusy extends Error {
  constructor(readonly waitedMs: number) {
    super(`No database connection within ${waitedMs} ms`)
  }
}

/**
 * A driver whose connections are waited for within a bound, and never asked for a second time
 * inside a transaction's scope (decision 039): no request can wedge the process.
 */
class BoundedDriver extends ForwardingDriver {
  constructor(
    inner: Driver,
    private readonly waitMs: number,
  ) {
    super(inner)
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    claimConnection()
    const acquiring = this.inner.acquireConnection()
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DatabaseBusy(this.waitMs)),
        this.waitMs,
      )
    })
    try {
      return await Promise.race([acquiring, timedOut])
    } catch (error) {
      // A connection that comes after the bound goes straight back, or it would be held forever.
      if (error instanceof DatabaseBusy)
        void acquiring.then(
          (late) => this.inner.releaseConnection(late),
          () => undefined,
        )
      throw error
    } finally {
      clearTimeout(timer)
    }
  }
}

/** The dialect with BoundedDriver around its driver. */
export const boundedDialect = (inner: Dialect, waitMs: number): Dialect =>
  withDriver(inner, (driver) => new BoundedDriver(driver, waitMs))
