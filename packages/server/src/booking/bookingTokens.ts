import { webcrypto } from 'node:crypto'
import { addDaysIso } from '@resort/core/stay'
import { jwtVerify, SignJWT } from 'jose'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { storedSecret } from '#db/storedSecret'
import { ApiProblem } from '#http/errors'

const PURPOSE = 'manage_booking'
// A link keeps working for two months after departure, for invoices and questions.
const VALID_AFTER_DEPARTURE_DAYS = 60

/**
 * The secret that signs booking links: BOOKING_TOKEN_SECRET, or one generated once and kept in
 * the database, so that every server process sharing the database signs alike.
 */
export const bookingTokenSecret = (
  db: Kysely<Database>,
  fromEnv = process.env.BOOKING_TOKEN_SECRET,
): Promise<Uint8Array> =>
  storedSecret(db, {
    key: 'booking_token_secret',
    variable: 'BOOKING_TOKEN_SECRET',
    fromEnv,
  })

export interface BookingTokens {
  sign(bookingId: string, checkOut: string): Promise<string>
  /** The booking id a token grants, or a 404 that reveals nothing about other bookings. */
  verify(token: string): Promise<string>
}

/** Signed self-service links (the spec's bookingURI): whoever holds one manages that booking only. */
export function createBookingTokens(secret: Uint8Array): BookingTokens {
  // Imported once: jose imports raw bytes again on every call, half of a signature's time.
  let imported: Promise<webcrypto.CryptoKey> | undefined
  const key = () =>
    (imported ??= webcrypto.subtle.importKey(
      'raw',
      secret,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ))
  return {
    async sign(bookingId, checkOut) {
      const expires = new Date(
        `${addDaysIso(checkOut, VALID_AFTER_DEPARTURE_DAYS)}T00:00:00Z`,
      )
      return new SignJWT({ purpose: PURPOSE })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(bookingId)
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(await key())
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key(), {
          algorithms: ['HS256'],
        })
        if (payload.purpose === PURPOSE && typeof payload.sub === 'string')
          return payload.sub
      } catch {
        // Tampered, expired or foreign: answered below exactly like an unknown booking.
      }
      throw new ApiProblem(
        404,
        'not_found',
        'This booking link is not valid. Please use the link from your confirmation email.',
        {
          token: 'token_invalid',
        },
      )
    },
  }
}

/** The guest-facing path of a booking link in a language. */
export function bookingUri(language: string, token: string): string {
  return `/${language}/booking/modify?token=${encodeURIComponent(token)}`
}
