import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { queuedDialect } from './connectionQueue'
import { boundedDialect, DATABASE_WAIT_MS } from './databaseBound'
import type { DatabaseKind } from './databaseKind'
import { withPreparedStatements } from './preparedStatements'
import type { Database } from './schema'

export interface DatabaseHandle {
  db: Kysely<Database>
  kind: DatabaseKind
  /** The PostgreSQL schema worked in, when not the default. */
  schema?: string
  /** PostgreSQL's connection pool: its depth for /metrics, its settings for a listening connection. */
  pool?: pg.Pool
}

export interface DatabaseOptions {
  databaseUrl: string | undefined
  /** PostgreSQL schema to work in (tests give each server its own); public when unset. */
  schema?: string
  /** SQLite file; ':memory:' is allowed for tests that need no file. */
  sqliteFile: string
  /** How long a query waits for a connection before it fails as DatabaseBusy (decision 039). */
  waitMs?: number
}

/** Opens PostgreSQL when a postgres:// URL is given, else the SQLite file (WAL mode). */
export function openDatabase({
  databaseUrl,
  sqliteFile,
  schema,
  waitMs = DATABASE_WAIT_MS,
}: DatabaseOptions): DatabaseHandle {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    })
    return {
      db: new Kysely<Database>({
        dialect: boundedDialect(new PostgresDialect({ pool }), waitMs),
      }),
      kind: 'postgresql',
      pool,
      ...(schema ? { schema } : {}),
    }
  }
  if (databaseUrl) {
    throw new Error(
      'DATABASE_URL must start with postgres:// (leave it unset for SQLite)',
    )
  }
  if (sqliteFile !== ':memory:')
    mkdirSync(path.dirname(sqliteFile), { recursive: true })
  const sqlite = new SQLite(sqliteFile)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // Deleted rows are overwritten with zeros, in table and index pages and on the freelist, so an
  // erased member's data is not left in free space of the file (decision 022).
  sqlite.pragma('secure_delete = ON')
  return {
    db: new Kysely<Database>({
      dialect: boundedDialect(
        queuedDialect(
          new SqliteDialect({ database: withPreparedStatements(sqlite) }),
        ),
        waitMs,
      ),
    }),
    kind: 'sqlite',
  }
}
