import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'

/** The card a booking keeps for later charges (its first payment with a card), if any. */
export async function bookingCardOnFile(
  db: Kysely<Database>,
  bookingId: string,
): Promise<{ paymentMethod: string; customer: string | null } | undefined> {
  const card = await db
    .selectFrom('payments')
    .select(['payment_method', 'customer'])
    .where('booking_id', '=', bookingId)
    .where('payment_method', 'is not', null)
    .where('state', 'in', ['saved', 'held', 'taken'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
  return card?.payment_method
    ? { paymentMethod: card.payment_method, customer: card.customer }
    : undefined
}
