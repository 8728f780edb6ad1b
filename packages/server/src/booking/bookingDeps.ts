import { randomInt } from 'node:crypto'
import type { Language } from '@resort/core'
import type { ExistingBookingResponse } from '@resort/core/api'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { ApiProblem } from '#http/errors'
import type { PaymentProvider } from '../payments/paymentProvider'
import type { SearchCache } from '../search/availability'
import type { CatalogCache } from '../search/catalogSnapshot'
import type { finalPriceQuote } from '../search/priceQuote'
import type { BookingTokens } from './bookingTokens'

export interface BookingDeps {
  db: Kysely<Database>
  catalog: CatalogCache
  cache: SearchCache
  tokens: BookingTokens
  payments: PaymentProvider
  /** Called after a booking is confirmed, changed or cancelled (mail, tracking); failures are logged, not fatal. */
  notify?: (
    event: 'confirmed' | 'changed' | 'cancelled',
    booking: ExistingBookingResponse,
    language: Language,
  ) => Promise<void>
}

// No 0/O or 1/I: booking ids are read out on the phone.
const ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export function newBookingId(): string {
  let id = 'AA'
  for (let i = 0; i < 8; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)]
  return id
}

export const now = () => new Date().toISOString()

export function priceChanged(quote: unknown): ApiProblem {
  return new ApiProblem(
    409,
    'price_changed',
    'The price of this stay has changed since you saw it. Please check the new total and book again.',
    { expectedTotal: 'price_changed' },
    quote,
  )
}

/** Stores the priced units of a booking, inside the caller's transaction. */
export async function insertUnits(
  trx: Kysely<Database>,
  bookingId: string,
  units: Awaited<ReturnType<typeof finalPriceQuote>>['units'],
) {
  await trx
    .insertInto('booking_units')
    .values(
      units.map((unit, position) => ({
        booking_id: bookingId,
        position,
        unit_type_id: unit.unitId,
        adults: unit.adults,
        children: unit.children,
        initial_total: unit.initialTotal,
        total: unit.total,
        supplements: JSON.stringify(unit.selectedSupplements),
        breakdown: JSON.stringify(unit.priceBrakedown),
      })),
    )
    .execute()
}
