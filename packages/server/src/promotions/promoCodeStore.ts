import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database, PromoCodeTable } from '#db/schema'
import type { PromoCode } from './promoCodeRules'
import { promoRefused } from './quotePromo'

type Db = Kysely<Database> | Transaction<Database>

export const asPromoCode = (row: Selectable<PromoCodeTable>): PromoCode => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  currency: row.currency,
  propertyIds: JSON.parse(row.property_ids) as string[],
  ratePlanIds: JSON.parse(row.rate_plan_ids) as string[],
  stayFrom: row.stay_from,
  stayTo: row.stay_to,
  bookFrom: row.book_from,
  bookTo: row.book_to,
  minNights: row.min_nights,
  maxUses: row.max_uses,
  maxUsesPerGuest: row.max_uses_per_guest,
  combinable: row.combinable === 1,
  uses: Number(row.uses),
  voided: row.voided_at !== null,
})

/** Codes are kept in upper case; a guest's is matched the same way. */
export const promoCodeKey = (code: string) => code.trim().toUpperCase()

/** A guest's e-mail address as their uses of a code are counted. */
const guestKey = (email: string) => email.trim().toLowerCase()

export async function findPromoCode(
  db: Db,
  code: string,
): Promise<PromoCode | undefined> {
  const row = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('code', '=', promoCodeKey(code))
    .executeTakeFirst()
  return row && asPromoCode(row)
}

/**
 * Takes one use of `code` for a booking in the booking's own transaction (decision 044): one
 * conditional update, so two guests racing for the last use cannot both have it; the guest's own
 * uses are counted after it, under that row's lock. Throws 409 when none is left.
 */
export async function takePromoUse(
  trx: Transaction<Database>,
  use: { code: string; bookingId: string; email: string; at: string },
): Promise<void> {
  const taken = await trx
    .updateTable('promo_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('code', '=', promoCodeKey(use.code))
    .where('voided_at', 'is', null)
    .where((eb) =>
      eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]),
    )
    .returning(['id', 'max_uses_per_guest'])
    .executeTakeFirst()
  if (!taken) throw promoRefused('promo_code_used_up')
  const email = guestKey(use.email)
  if (taken.max_uses_per_guest !== null) {
    const held = await trx
      .selectFrom('promo_code_uses')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('code_id', '=', taken.id)
      .where('email', '=', email)
      .where('released_at', 'is', null)
      .executeTakeFirstOrThrow()
    if (Number(held.count) >= taken.max_uses_per_guest)
      throw promoRefused('promo_code_guest_limit')
  }
  await trx
    .insertInto('promo_code_uses')
    .values({
      booking_id: use.bookingId,
      code_id: taken.id,
      email,
      used_at: use.at,
      released_at: null,
    })
    .execute()
}

/** A cancelled booking gives its use back, once: true when it had one to give. */
export async function releasePromoUse(
  trx: Transaction<Database>,
  bookingId: string,
  at: string,
): Promise<boolean> {
  const released = await trx
    .updateTable('promo_code_uses')
    .set({ released_at: at })
    .where('booking_id', '=', bookingId)
    .where('released_at', 'is', null)
    .returning('code_id')
    .executeTakeFirst()
  if (!released) return false
  await trx
    .updateTable('promo_codes')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('id', '=', released.code_id)
    .execute()
  return true
}

/** The code a booking was made with and still holds a use of, for pricing a change of it. */
export async function bookingPromoCode(
  db: Db,
  bookingId: string,
): Promise<PromoCode | undefined> {
  const row = await db
    .selectFrom('promo_code_uses')
    .innerJoin('promo_codes', 'promo_codes.id', 'promo_code_uses.code_id')
    .selectAll('promo_codes')
    .where('promo_code_uses.booking_id', '=', bookingId)
    .where('promo_code_uses.released_at', 'is', null)
    .executeTakeFirst()
  return row && asPromoCode(row)
}
