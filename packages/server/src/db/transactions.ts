import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely'
import { DATABASE_WAIT_MS } from './databaseBound'
import type { Database } from './schema'
import { inTransactionScope } from './transactionScope'

// PostgreSQL aborts one of two transactions that deadlock or conflict; trying again is safe.
const RETRYABLE = new Set(['40001', '40P01'])

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
    try {
      return await inTransactionScope(() =>
        db.transaction().execute(async (trx) => {
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
    }
  }
}
