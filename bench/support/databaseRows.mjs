// Read-only SQL over the server's database for the checks that look behind the API (crash
// durability, the cluster checks): the SQLite file, or PostgreSQL by URL. One shape for both:
// `rows(sql, params)` with `?` placeholders, resolving with plain row objects.
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
// The root depends on neither driver; the server does, so resolve them from there.
const requireFromServer = createRequire(
  path.join(root, 'packages/server/package.json'),
)

/** Rows of the SQLite file, opened read-only. */
export function sqliteRows(file) {
  const Database = requireFromServer('better-sqlite3')
  const db = new Database(file, { readonly: true, fileMustExist: true })
  return {
    rows: async (sql, params = []) => db.prepare(sql).all(...params),
    close: async () => db.close(),
  }
}

/** Rows of a PostgreSQL database; `?` placeholders become $1, $2, ... */
export function postgresRows(url) {
  const pg = requireFromServer('pg')
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  return {
    async rows(sql, params = []) {
      let n = 0
      const text = sql.replace(/\?/g, () => `$${++n}`)
      return (await pool.query(text, params)).rows
    },
    close: () => pool.end(),
  }
}
