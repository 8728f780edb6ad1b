// Earned points for a member of the e2e server's club, written into its ledger as an adjustment:
// the product's way is a staff adjustment in the admin area (issue 14), not yet built, so the
// journeys write the entry as that would, with the columns and key shape of the server's ledger
// writer (server/src/loyalty/ledger.ts, decision 021). No test-only endpoint in the product.
import { randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'
import { serverDatabaseFile } from './outbox'

/**
 * Credits `points` earned points to the member with the address, as an `adjustment` by staff
 * would (its own lot, a unique event key), on the e2e server on `port`.
 */
export function creditEarnedPoints(
  port: string,
  email: string,
  points: number,
): void {
  const db = new Database(serverDatabaseFile(port), { fileMustExist: true })
  try {
    // The server writes too (WAL): wait for its lock rather than fail.
    db.pragma('busy_timeout = 5000')
    const user = db
      .prepare('select adb2c_id as id from users where email = ?')
      .get(email.trim().toLowerCase()) as { id: string } | undefined
    if (!user) throw new Error(`No member with the address ${email}`)
    db.prepare(
      `insert into points_entries
         (id, user_id, bucket, points, reason, booking_id, transfer_id, lot_id, event_key, created_at)
       values (?, ?, 'earned', ?, 'adjustment', null, null, null, ?, ?)`,
    ).run(
      randomUUID(),
      user.id,
      points,
      `adjustment:${user.id}:${randomUUID()}`,
      new Date().toISOString(),
    )
  } finally {
    db.close()
  }
}
