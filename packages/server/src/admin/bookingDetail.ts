import type { Language } from '@resort/core'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { findUserById } from '../accounts/users'
import type { BookingDeps } from '../booking/bookingDeps'
import { loadBooking, viewBookingById } from '../booking/bookingView'
import { clubMemberOf } from '../loyalty/membership'
import { paymentsOfBooking } from '../payments/bookingPayments'
import { bookingHistory } from './bookingHistory'

/** The member who booked signed in, as staff find them; null for a guest booking. */
async function memberOf(db: Kysely<Database>, userId: string | null) {
  if (!userId) return null
  const [user, membership] = await Promise.all([
    findUserById(db, userId),
    clubMemberOf(db, userId),
  ])
  return {
    userId,
    email: user?.email ?? null,
    memberNumber: membership?.member_number ?? null,
  }
}

/**
 * One booking as staff see it (issue 14): the guest's own view of it (the terms it was sold
 * with, units, prices, fee now) without the guest's signed link or stored card, with the member
 * and its history. An unknown number is not_found on `id`.
 */
export async function adminBookingDetail(
  deps: Pick<BookingDeps, 'db' | 'catalog' | 'tokens' | 'bookingFacts'>,
  bookingId: string,
  language: Language,
) {
  const booking = await loadBooking(deps.db, bookingId, 'id')
  const [view, member, history, payments] = await Promise.all([
    viewBookingById(deps, booking.id, language),
    memberOf(deps.db, booking.member_id),
    bookingHistory(deps.db, booking),
    paymentsOfBooking(deps.db, booking.id),
  ])
  // Staff act through their own audited calls, never the guest's link; of the card they see
  // only what tells them which card secures the booking.
  const {
    bookingURI: _link,
    creditCard,
    availabilityCalendar: _calendar,
    isGuestsFormActive: _form,
    scrollToRoomTabs: _scroll,
    ...shown
  } = view
  return {
    ...shown,
    language: booking.language,
    createdAt: booking.created_at,
    updatedAt: booking.updated_at,
    soldTermsKept: booking.sold_terms !== null,
    member,
    history,
    card: creditCard
      ? { brand: creditCard.brand, last4: creditCard.last4 }
      : null,
    payments,
  }
}
