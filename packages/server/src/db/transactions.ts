import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely'
import { DATABASE_WAIT_MS } from './databaseBound'
import type { Database } from './schema'
import { inTransactionScope } from './transactionScope'

// PostgreSQL aborts one of two transactions that deadlock or conflict; trying again is safe.
const RETRYABLE = new Set(['40001', '40P01'])

// Work to do once a transaction has committed, never after a rollback (see afterCommit).
const commitHooks = new WeakMap<Kysely<Database>, (() => void)[]>()

/**
 * Runs `hook` once `trx` has committed, e.g. to keep in memory what it wrote. Only for the
 * transactions inTransaction opens; a rolled-back one drops its hooks.
 */
export function afterCommit(trx: Kysely<Database>, hook: () => void): void {
  const hooks = commitHooks.get(trx)
  if (hooks) hooks.push(hook)
  else commitHooks.set(trx, [hook])
}

/**
 * Runs a transaction, trying again a few times when PostgreSQL reports a serialization failure or
 * deadlock. The only way the server opens one (decision 039): inside `work`, a query on the outer
 * handle is refused at once (OuterConnectionInTransaction) instead of waiting forever for the
 * connection the transaction holds; on PostgreSQL a row lock is waited for within the bound.
 */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  { lockTimeoutMs = DATABASE_WAIT_MS }: { lockTimeoutMs?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let opened: Kysely<Database> | undefined
    let result: T
    try {
      result = await inTransactionScope(() =>
        db.transaction().execute(async (trx) => {
          opened = trx
          // A row another transaction holds is waited for within the bound, not forever.
          if (db.getExecutor().adapter instanceof PostgresAdapter)
            await sql`select set_config('lock_timeout', ${`${lockTimeoutMs}ms`}, true)`.execute(
              trx,
            )
          return work(trx)
        }),
      )
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (attempt >= 5 || typeof code !== 'string' || !RETRYABLE.has(code))
        throw error
      await new Promise((resolve) =>
        setTimeout(resolve, 5 * attempt + Math.random() * 10),
      )
      continue
    }
    for (const hook of commitHooks.get(opened!) ?? []) hook()
    return result
  }
}

/**
 * Runs a piece of work's reads in one transaction where that is cheaper: on SQLite each read on
 * its own takes and drops the file's locks (system calls that cost more than a small read; issue
 * 34), and together they see one state. On PostgreSQL, where a transaction costs two round trips
 * more, and inside a transaction already, they run as they are. `work` must use the handle it is
 * given (decision 039).
 */
export async function readTogether<T>(
  db: Kysely<Database>,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction || db.getExecutor().adapter instanceof PostgresAdapter)
    return work(db)
  return inTransaction(db, work)
}
