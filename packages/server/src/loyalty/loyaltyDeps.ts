import type { Kysely } from 'kysely'
import type { DatabaseKind } from '#db/databaseKind'
import type { Database } from '#db/schema'

/** What the ledger needs: the database (its kind decides how members are locked) and a clock. */
export interface LedgerDeps {
  db: Kysely<Database>
  kind: DatabaseKind
  now: () => Date
}
