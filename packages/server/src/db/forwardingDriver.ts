import type { DatabaseConnection, Dialect, Driver } from 'kysely'

/**
 * A driver that hands every call to `inner`: the base of the wrappers that change only how a
 * connection is acquired and released (databaseBound.ts, connectionQueue.ts).
 */
export class ForwardingDriver implements Driver {
  readonly savepoint: Driver['savepoint']
  readonly rollbackToSavepoint: Driver['rollbackToSavepoint']
  readonly releaseSavepoint: Driver['releaseSavepoint']

  constructor(protected readonly inner: Driver) {
    // Only where the inner driver has them: Kysely asks whether a driver does savepoints.
    this.savepoint = inner.savepoint?.bind(inner)
    this.rollbackToSavepoint = inner.rollbackToSavepoint?.bind(inner)
    this.releaseSavepoint = inner.releaseSavepoint?.bind(inner)
  }

  init = () => this.inner.init()
  destroy = () => this.inner.destroy()
  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection()
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection)
  }
  beginTransaction: Driver['beginTransaction'] = (c, s) =>
    this.inner.beginTransaction(c, s)
  commitTransaction: Driver['commitTransaction'] = (c) =>
    this.inner.commitTransaction(c)
  rollbackTransaction: Driver['rollbackTransaction'] = (c) =>
    this.inner.rollbackTransaction(c)
}

/** `inner` with its driver wrapped by `wrap`; everything else as it was. */
export function withDriver(
  inner: Dialect,
  wrap: (driver: Driver) => Driver,
): Dialect {
  return {
    createDriver: () => wrap(inner.createDriver()),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
  }
}
