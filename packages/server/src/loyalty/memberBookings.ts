import type { Language } from '@resort/core'
import { sql } from 'kysely'
import { notFound } from '#http/errors'
import type { UserRow } from '../accounts/users'
import type { AppContext } from '../appContext'
import { bookingUri } from '../booking/bookingTokens'
import { propertyNameIn } from '../catalog/catalogSnapshot'
import { POINTS_PAYMENT_REASONS } from '../payments/pointsPayment'
import { bookingEarnsPoints } from './earningBookings'
import { settleStays } from './stays'

type Deps = Pick<AppContext, 'db' | 'catalog' | 'tokens'>

// The bookings of the member's address that no member holds yet: what they may claim.
const unclaimedOf = (deps: Deps, user: UserRow) =>
  deps.db
    .selectFrom('bookings')
    .selectAll()
    .where('member_id', 'is', null)
    .where(sql<string>`lower(email)`, '=', user.email)

/**
 * The member's bookings, newest stay first, each with a fresh link into the manage flow and its
 * points; and the guest bookings made with their (verified) address they may claim.
 */
export async function memberReservations(
  deps: Deps,
  user: UserRow,
  language: Language,
) {
  const catalog = await deps.catalog.get()
  const propertyName = (propertyId: string) =>
    propertyNameIn(catalog, propertyId, language)
  const own = await deps.db
    .selectFrom('bookings')
    .selectAll()
    .where('member_id', '=', user.adb2c_id)
    .orderBy('date_from', 'desc')
    .execute()
  const points = await deps.db
    .selectFrom('points_entries')
    .select(({ fn }) => [
      'booking_id',
      'bucket',
      fn.sum<number | string>('points').as('total'),
    ])
    .where('user_id', '=', user.adb2c_id)
    .where('booking_id', 'is not', null)
    .where('reason', 'not in', [...POINTS_PAYMENT_REASONS])
    .groupBy(['booking_id', 'bucket'])
    .execute()
  const held = (bookingId: string, bucket: string) =>
    Number(
      points.find(
        (row) => row.booking_id === bookingId && row.bucket === bucket,
      )?.total ?? 0,
    )
  const reservations = await Promise.all(
    own.map(async (booking) => {
      const earned = held(booking.id, 'earned')
      const pending = held(booking.id, 'pending')
      return {
        bookingId: booking.id,
        bookingURI: bookingUri(
          language,
          await deps.tokens.sign(booking.id, booking.date_to),
        ),
        status: booking.status,
        checkIn: booking.date_from,
        checkOut: booking.date_to,
        propertyId: booking.property_id,
        propertyName: propertyName(booking.property_id),
        totalPrice: booking.total_price,
        currency: booking.currency,
        earnsPoints: await bookingEarnsPoints(deps.db, booking),
        points: earned || pending,
        pointsState: earned
          ? ('earned' as const)
          : pending
            ? ('pending' as const)
            : ('none' as const),
      }
    }),
  )
  // Only an address the member proved can claim what was booked with it.
  const claimable = user.email_verified_at
    ? (
        await unclaimedOf(deps, user).orderBy('date_from', 'desc').execute()
      ).map((booking) => ({
        bookingId: booking.id,
        checkIn: booking.date_from,
        checkOut: booking.date_to,
        propertyName: propertyName(booking.property_id),
      }))
    : []
  return { reservations, claimable }
}

/**
 * Makes a guest booking of the member's verified address theirs, its points settled (pending
 * from now on when it earns); any other is not_found.
 */
export async function claimReservation(
  deps: Pick<AppContext, 'db' | 'ledger'>,
  user: UserRow,
  bookingId: string,
): Promise<void> {
  const claimed = user.email_verified_at
    ? await deps.db
        .updateTable('bookings')
        .set({ member_id: user.adb2c_id })
        .where('id', '=', bookingId)
        .where('member_id', 'is', null)
        .where(sql<string>`lower(email)`, '=', user.email)
        .executeTakeFirst()
    : undefined
  if (Number(claimed?.numUpdatedRows ?? 0) !== 1)
    throw notFound('booking', bookingId, 'bookingId')
  await settleStays(deps.ledger, user.adb2c_id)
}
