import type { Language } from '@resort/core'
import type { AdminDayPayments } from '@resort/core/api'
import { addDaysIso } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { holderName } from '../booking/holderName'
import { propertyNameIn, type Catalog } from '../catalog/catalogSnapshot'

// The day's payments (issue 32): what moved at the gateway on a UTC day, for staff to reconcile
// with the gateway's report, and every payment a declined card left owed (staff's follow-up).

export async function dayPayments(
  db: Kysely<Database>,
  catalog: Catalog,
  day: string,
  language: Language,
): Promise<AdminDayPayments> {
  const propertyName = (id: string) => propertyNameIn(catalog, id, language)
  const moved = await db
    .selectFrom('payment_movements as m')
    .innerJoin('payments as p', 'p.id', 'm.payment_id')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .select([
      'm.at',
      'm.kind',
      'm.amount',
      'm.reference',
      'p.kind as paymentKind',
      'p.fee_for',
      'p.currency',
      'b.id as bookingId',
      'b.holder',
      'b.property_id',
    ])
    .where('m.at', '>=', `${day}T00:00:00.000Z`)
    .where('m.at', '<', `${addDaysIso(day, 1)}T00:00:00.000Z`)
    .orderBy('m.at')
    .execute()
  const owed = await db
    .selectFrom('payment_schedule as s')
    .innerJoin('bookings as b', 'b.id', 's.booking_id')
    .select([
      's.due_on',
      's.amount',
      's.action',
      's.failure',
      's.currency',
      'b.id as bookingId',
      'b.holder',
      'b.property_id',
      'b.date_from',
    ])
    .where('s.state', '=', 'failed')
    .where('b.status', '=', 'confirmed')
    .orderBy('s.due_on')
    .execute()
  const totals = new Map<string, AdminDayPayments['totals'][number]>()
  for (const move of moved) {
    const total = totals.get(move.currency) ?? {
      currency: move.currency,
      taken: 0,
      refunded: 0,
      net: 0,
      declined: 0,
    }
    if (move.kind === 'taken') total.taken += move.amount
    else if (move.kind === 'refunded') total.refunded += move.amount
    else total.declined += 1
    total.net = total.taken - total.refunded
    totals.set(move.currency, total)
  }
  return {
    day,
    totals: [...totals.values()],
    movements: moved.map((move) => ({
      at: move.at,
      kind: move.kind,
      paymentKind: move.paymentKind,
      feeFor: move.fee_for,
      amount: move.amount,
      currency: move.currency,
      reference: move.reference,
      bookingId: move.bookingId,
      guestName: holderName(move.holder),
      propertyName: propertyName(move.property_id),
    })),
    owed: owed.map((row) => ({
      bookingId: row.bookingId,
      guestName: holderName(row.holder),
      propertyName: propertyName(row.property_id),
      currency: row.currency,
      dueOn: row.due_on,
      checkIn: row.date_from,
      amount: row.amount,
      action: row.action,
      failure: row.failure,
    })),
  }
}
