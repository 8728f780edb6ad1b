// The crash-durability check's look into the database after the kill (bench/crashDurability.mjs),
// over `rows(sql, params)` (databaseRows.mjs), so that it reads the SQLite file of one server or
// the PostgreSQL database of a cluster alike. (a) to (d) are the rules its report names.

const SELECT_INVENTORY =
  'SELECT unit_type_id, night, sold, total FROM inventory'
const nightKey = (row) => `${row.unit_type_id}|${row.night}`

/** Every inventory row by unit type and night. */
export async function readInventory(db) {
  return new Map(
    (await db.rows(SELECT_INVENTORY)).map((row) => [nightKey(row), row]),
  )
}

/** The bookings already there (the seed's past stays, earlier runs'), before this run's. */
export async function readBookingIds(db) {
  return new Set((await db.rows('SELECT id FROM bookings')).map((b) => b.id))
}

/** A booking's rows of a table, all read at once: booking id -> rows in `order`. */
async function byBooking(db, table, columns, order = 'booking_id') {
  const grouped = new Map()
  for (const row of await db.rows(
    `SELECT booking_id, ${columns} FROM ${table} ORDER BY ${order}`,
  )) {
    const list = grouped.get(row.booking_id) ?? []
    list.push(row)
    grouped.set(row.booking_id, list)
  }
  return (id) => grouped.get(id) ?? []
}

/** (a) Every booking a guest got a 201 for is there, confirmed, with the units booked. */
function checkAnswered(unitsOf, bookings, created) {
  const problems = []
  for (const { body, answer } of created) {
    const booking = bookings.get(answer.bookingId)
    if (!booking) {
      problems.push(`(a) booking ${answer.bookingId} (201) is missing`)
      continue
    }
    if (booking.status !== 'confirmed')
      problems.push(`(a) booking ${booking.id} is ${booking.status}`)
    const units = unitsOf(booking.id).map((u) => u.unit_type_id)
    const wanted = body.units.map((u) => u.unitId)
    if (units.join() !== wanted.join())
      problems.push(
        `(a) booking ${booking.id} has units [${units}], booked [${wanted}]`,
      )
  }
  return problems
}

/** (a) Every card booking answered 201 holds exactly its one payment, tied in its transaction. */
function checkPayments(paymentsOf, created) {
  const problems = []
  for (const { body, answer } of created) {
    if (body.paymentType === 'NOGUARANTEE') continue
    const payments = paymentsOf(answer.bookingId)
    if (payments.length !== 1 || payments[0].intent !== body.payment?.intent)
      problems.push(
        `(a) booking ${answer.bookingId} holds payments [${payments.map((p) => p.intent)}], booked with ${body.payment?.intent}`,
      )
  }
  return problems
}

/** (a) Every booking, answered or not, holds exactly the nights of its units and dates. */
function checkNightsHeld(unitsOf, nightsOf, bookings) {
  const problems = []
  for (const booking of bookings.values()) {
    const held = new Map(
      nightsOf(booking.id).map((r) => [nightKey(r), Number(r.count)]),
    )
    const expected = new Map()
    if (booking.status === 'confirmed')
      for (const { unit_type_id } of unitsOf(booking.id))
        for (const night of stayNights(booking.date_from, booking.date_to)) {
          const key = nightKey({ unit_type_id, night })
          expected.set(key, (expected.get(key) ?? 0) + 1)
        }
    if (booking.status === 'confirmed' && expected.size === 0)
      problems.push(`(a) booking ${booking.id} has no booking_units rows`)
    const same =
      held.size === expected.size &&
      [...expected].every(([key, count]) => held.get(key) === count)
    if (!same)
      problems.push(
        `(a) ${booking.status} booking ${booking.id} holds ${held.size} night rows, its units and dates need ${expected.size}`,
      )
  }
  return problems
}

function stayNights(from, to) {
  const nights = []
  for (let night = from; night < to;) {
    nights.push(night)
    const date = new Date(`${night}T00:00:00Z`)
    date.setUTCDate(date.getUTCDate() + 1)
    night = date.toISOString().slice(0, 10)
  }
  return nights
}

/** (b) sold = seed + confirmed bookings' nights for every unit type and night; (c) 0 <= sold <= total. */
async function checkInventory(db, snapshot, seeded) {
  const problems = []
  const booked = (
    await db.rows(
      `SELECT n.booking_id, n.unit_type_id, n.night, n.count FROM booking_nights n
       JOIN bookings b ON b.id = n.booking_id AND b.status = 'confirmed'`,
    )
  )
    // The bookings there before the run (the seed's past stays) are not this run's.
    .filter((r) => !seeded.has(r.booking_id))
    .reduce(
      (nights, r) =>
        nights.set(
          nightKey(r),
          (nights.get(nightKey(r)) ?? 0) + Number(r.count),
        ),
      new Map(),
    )
  const after = await db.rows(SELECT_INVENTORY)
  let compared = 0
  for (const row of after) {
    const key = nightKey(row)
    if (row.sold < 0 || row.sold > row.total)
      problems.push(`(c) ${key}: sold ${row.sold} of ${row.total}`)
    const before = snapshot.get(key)
    if (!before) continue // a night the seed added on restart (the date moved on)
    compared++
    const expected = before.sold + (booked.get(key) ?? 0)
    if (row.sold !== expected)
      problems.push(
        `(b) ${key}: sold ${row.sold}, seed ${before.sold} + booked ${booked.get(key) ?? 0} = ${expected}`,
      )
  }
  const present = new Set(after.map(nightKey))
  for (const key of snapshot.keys())
    if (!present.has(key)) problems.push(`(b) ${key}: inventory row gone`)
  for (const key of booked.keys())
    if (!present.has(key))
      problems.push(`(b) ${key}: booked night without inventory`)
  return { problems, compared }
}

/** (d) Nothing left of a booking that does not exist. */
async function checkOrphans(db) {
  const problems = []
  for (const table of ['booking_nights', 'booking_units']) {
    const [{ orphans }] = await db.rows(
      `SELECT COUNT(*) AS orphans FROM ${table} t
       LEFT JOIN bookings b ON b.id = t.booking_id WHERE b.id IS NULL`,
    )
    if (Number(orphans) > 0)
      problems.push(`(d) ${orphans} ${table} rows without a booking`)
  }
  return problems
}

/** (a) to (d), read from the database, and the figures to print. */
export async function checkDatabase(db, snapshot, seeded, created) {
  const bookings = new Map(
    (
      await db.rows(
        'SELECT id, status, date_from, date_to, email FROM bookings',
      )
    ).map((b) => [b.id, b]),
  )
  const unitsOf = await byBooking(
    db,
    'booking_units',
    'unit_type_id',
    'booking_id, position',
  )
  const nightsOf = await byBooking(
    db,
    'booking_nights',
    'unit_type_id, night, count',
  )
  const paymentsOf = await byBooking(db, 'payments', 'intent')
  const inventory = await checkInventory(db, snapshot, seeded)
  const problems = [
    ...checkAnswered(unitsOf, bookings, created),
    ...checkPayments(paymentsOf, created),
    ...checkNightsHeld(unitsOf, nightsOf, bookings),
    ...inventory.problems,
    ...(await checkOrphans(db)),
  ]
  // Keys the kill left half-done: a retry with one waits 20 s and gets a 409, for ever.
  const stuck = await db.rows(
    "SELECT key FROM idempotency_keys WHERE status = 'in_progress'",
  )
  const emails = new Set([...bookings.values()].map((b) => b.email))
  const answered = new Set(created.map(({ answer }) => answer.bookingId))
  const [{ n: nightRows }] = await db.rows(
    'SELECT COUNT(*) AS n FROM booking_nights',
  )
  const figures = {
    bookings: bookings.size,
    swallowed: [...bookings.values()].filter(
      (b) =>
        b.status === 'confirmed' && !answered.has(b.id) && !seeded.has(b.id),
    ).length,
    nightRows: Number(nightRows),
    compared: inventory.compared,
    stuckKeys: stuck.length,
    stuckKeysWithBooking: stuck.filter(({ key }) =>
      emails.has(`bench.guest.${key.replace('crash-test-', '')}@example.com`),
    ).length,
  }
  return { problems, figures }
}
