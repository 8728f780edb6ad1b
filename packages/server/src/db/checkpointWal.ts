import { sql } from 'kysely'
import type { DatabaseHandle } from './database'

/**
 * Moves every committed page into the SQLite file and empties its -wal file, so deleted or
 * overwritten data (already zeroed in the pages by secure_delete) leaves no old page image
 * behind (decision 022). Resolves false when a reader of another process kept the WAL in use;
 * PostgreSQL has nothing to do here (its old row versions go at VACUUM, decision 022).
 */
export async function checkpointWal(
  database: DatabaseHandle,
): Promise<boolean> {
  if (database.kind !== 'sqlite') return true
  const { rows } = await sql<{
    busy: number
  }>`pragma wal_checkpoint(TRUNCATE)`.execute(database.db)
  return rows[0]?.busy === 0
}
