// The admin's name search as SQL alone, one query at a time, as it was before issue 34 and as it
// is now (trigram index, ids sorted before rows are read): what the change saves, apart from HTTP
// and from the other staff waiting.

const COLUMNS = `status, property_id, date_from, date_to, holder, email, total_price,
  currency, created_at`
// Issue 14's page: the words tested row by row, the count riding along.
const BEFORE = `SELECT id, ${COLUMNS}, count(*) OVER () AS total FROM bookings
  WHERE search_text LIKE ? ESCAPE '\\' ORDER BY created_at DESC, id DESC LIMIT 25`
// admin/bookingSearch.ts's textSearchPage as it runs now.
const now = (where) => `WITH found AS MATERIALIZED (
    SELECT id, created_at AS sort_key FROM bookings WHERE ${where}),
  page AS (SELECT id, count(*) OVER () AS total FROM found
    ORDER BY sort_key DESC, id DESC LIMIT 25 OFFSET 0)
  SELECT bookings.id, ${COLUMNS}, page.total FROM page
  INNER JOIN bookings ON bookings.id = page.id
  ORDER BY created_at DESC, bookings.id DESC`

const likeContains = (text) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/** The two ways on this database: SQL, its argument, and what to set around it. */
function ways(postgres) {
  if (postgres)
    return {
      // Before, no trigram index: its bitmap scan is the one way the planner can read it.
      before: {
        sql: BEFORE,
        arg: likeContains,
        set: 'enable_bitmapscan = off',
      },
      now: { sql: now(`search_text LIKE ? ESCAPE '\\'`), arg: likeContains },
    }
  return {
    before: { sql: BEFORE, arg: likeContains },
    now: {
      sql: now(
        'id IN (SELECT booking_id FROM bookings_search WHERE search_text MATCH ?)',
      ),
      arg: (text) => `"${text.replaceAll('"', '""')}"`,
    },
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/**
 * Runs each folded query `rounds` times each way; resolves with a line per way (p50, p95 in ms)
 * and whether both ways found the same bookings, in the same order.
 */
export async function nameSearchSql(db, { postgres, queries, rounds = 5 }) {
  const lines = []
  const found = {}
  for (const [name, way] of Object.entries(ways(postgres))) {
    if (way.set) await db.query(`SET ${way.set}`)
    const times = []
    found[name] = []
    for (let round = 0; round < rounds; round++)
      for (const q of queries) {
        const started = process.hrtime.bigint()
        const rows = await db.query(way.sql, [way.arg(q)])
        times.push(Number(process.hrtime.bigint() - started) / 1e6)
        if (round === 0)
          found[name].push(rows.map((row) => `${row.id}:${row.total}`).join())
      }
    if (way.set) await db.query(`RESET ${way.set.split(' ')[0]}`)
    times.sort((a, b) => a - b)
    lines.push(
      `| ${name} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms |`,
    )
  }
  return { lines, same: found.before.join() === found.now.join() }
}
