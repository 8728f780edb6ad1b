import { sql } from 'kysely'
import type { DatabaseHandle } from '#db/database'

/** One text found in the database: where, and which of the texts looked for. */
export interface Finding {
  table: string
  column: string
  needle: string
}

/** Every table of the database, as the database itself lists them (not as the code thinks). */
async function tableNames(database: DatabaseHandle): Promise<string[]> {
  const { rows } =
    database.kind === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(
          database.db,
        )
      : await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
          database.db,
        )
  return rows.map(({ name }) => name)
}

/**
 * Reads every row of every table and reports each column value holding one of `needles`
 * (case-insensitive): how a test proves that some data is nowhere, whatever table holds it.
 */
export async function findTexts(
  database: DatabaseHandle,
  needles: readonly string[],
): Promise<{ tables: string[]; findings: Finding[] }> {
  const tables = await tableNames(database)
  const wanted = needles.map((needle) => needle.toLowerCase())
  const findings: Finding[] = []
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)}`.execute(database.db)
    for (const row of rows)
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue
        const text = (
          typeof value === 'string' ? value : JSON.stringify(value)
        ).toLowerCase()
        for (const needle of wanted)
          if (text.includes(needle)) findings.push({ table, column, needle })
      }
  }
  return { tables, findings }
}
