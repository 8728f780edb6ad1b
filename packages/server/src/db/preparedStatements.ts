import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

// Kysely's SQLite driver prepares every query anew; preparing costs more than running most of
// ours (issue 34: a tenth of a price quote's time). Queries repeat as the same SQL text with other
// parameters, so one statement per text serves them all. Kysely runs a statement to its end before
// the next (no streaming here), so a shared statement is never busy when it is used again.
const MAX_STATEMENTS = 2000

/** The SQLite connection as Kysely sees it, keeping each prepared statement for its SQL text. */
export function withPreparedStatements(sqlite: SQLiteDatabase): SqliteDatabase {
  const statements = new Map<string, Statement>()
  return {
    close: () => void sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql)
      if (!statement) {
        // Texts with a varying count of parameters (`in (?, ?)`) must not grow the map for ever.
        if (statements.size >= MAX_STATEMENTS) statements.clear()
        statement = sqlite.prepare(sql)
        statements.set(sql, statement)
      }
      return statement
    },
  }
}
