import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#db/schema'

// PostgreSQL aborts one of two transactions that deadlock or conflict; trying again is safe.
const RETRYABLE = new Set(['40001', '40P01'])

/** Runs a transaction, trying again a few times when PostgreSQL reports a serialization failure or deadlock. */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work)
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
