import type { Kysely } from 'kysely'
import type { Database } from '../schema'

/** The code a new site shows its guests (issue 35): 10 % off stays of two nights or more. */
export const WELCOME_CODE = 'WELCOME10'

/** Writes the welcome code once; staff's own codes, and a welcome code they voided, stay. */
export async function seedPromoCodes(
  db: Kysely<Database>,
  now: string,
): Promise<void> {
  await db
    .insertInto('promo_codes')
    .values({
      id: 'seed-welcome10',
      code: WELCOME_CODE,
      kind: 'percent',
      value: 10,
      currency: null,
      property_ids: '[]',
      rate_plan_ids: '[]',
      stay_from: null,
      stay_to: null,
      book_from: null,
      book_to: null,
      min_nights: 2,
      max_uses: null,
      max_uses_per_guest: null,
      combinable: 0,
      created_at: now,
      voided_at: null,
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute()
}
