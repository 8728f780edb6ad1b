import { daysFromToday } from '@resort/test-fixtures'
import Database from 'better-sqlite3'
import { serverDatabaseFile } from './outbox'

/**
 * Moves a booked stay into the past on the e2e server on `port`, as time passing would (a stay
 * cannot be booked for past nights): it ended `endedDaysAgo` days ago. One of the two writes a
 * test makes to a server's database; the server reads the booking afresh on every request.
 */
export function moveStayIntoPast(
  port: string,
  bookingId: string,
  { nights, endedDaysAgo }: { nights: number; endedDaysAgo: number },
): void {
  const db = new Database(serverDatabaseFile(port), { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    const moved = db
      .prepare('update bookings set date_from = ?, date_to = ? where id = ?')
      .run(
        daysFromToday(-endedDaysAgo - nights),
        daysFromToday(-endedDaysAgo),
        bookingId,
      )
    if (moved.changes !== 1) throw new Error(`No booking ${bookingId}`)
  } finally {
    db.close()
  }
}

/**
 * Brings the payments a booking's rate policy asks for later (issue 32) to today, on the e2e
 * server on `port`, as time passing would: its job (every second there) then makes them.
 */
export function movePaymentsDueToToday(port: string, bookingId: string): void {
  const db = new Database(serverDatabaseFile(port), { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    const moved = db
      .prepare(
        "update payment_schedule set due_on = ? where booking_id = ? and state = 'due'",
      )
      .run(daysFromToday(0), bookingId)
    if (moved.changes === 0)
      throw new Error(`No payment waiting for booking ${bookingId}`)
  } finally {
    db.close()
  }
}
