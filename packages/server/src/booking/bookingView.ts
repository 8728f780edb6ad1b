import { toLanguage, type Language } from '@resort/core'
import type { ExistingBookingResponse } from '@resort/core/api'
import { addDaysIso, nightsBetween, todayIso } from '@resort/core/stay'
import type { GuestForm } from '@resort/core/validation'
import type { Kysely, Selectable } from 'kysely'
import type { BookingTable, Database } from '#db/schema'
import { readTogether } from '#db/transactions'
import { invalidParam, notFound } from '#http/errors'
import { inLanguage, type Catalog } from '../catalog/catalogSnapshot'
import { bookingVoucher } from '../giftVouchers/giftVoucherStore'
import { scheduledPayments } from '../payments/paymentSchedule'
import { bookingPoints } from '../payments/pointsPayment'
import { MAX_CALENDAR_DAYS } from '../search/availabilityCalendar'
import { paymentMethods, ratePolicy } from '../search/offers'
import { findProperty } from '../search/propertyOffers'
import { bookingCalendar } from './bookingCalendar'
import type { BookingDeps } from './bookingDeps'
import type { BookingFacts } from './bookingFacts'
import { bookingUri, type BookingTokens } from './bookingTokens'
import { storedChildAges } from './bookingUnits'
import { soldTermsIn } from './soldTerms'

export type BookingRow = Selectable<BookingTable>

/** Why a booking cannot be changed, or null when it can (SPEC 4: editable). */
export function notEditableReason(
  booking: BookingRow,
  today = todayIso(),
): ExistingBookingResponse['notEditableReason'] {
  if (booking.status === 'cancelled') return 'cancelled'
  if (booking.date_from <= today) return 'started'
  if (!booking.refundable) return 'non_refundable'
  if (booking.payment_type === 'PREPAYMENT') return 'prepaid'
  return null
}

/**
 * Why the guest's contact details (SPEC 3 guest form) can no longer be changed, or null while they
 * can: on every rate, also during the stay; not once it is cancelled or over.
 */
export function guestFormRefusal(
  booking: Pick<BookingRow, 'status' | 'date_to'>,
  today = todayIso(),
): 'cancelled' | 'ended' | null {
  if (booking.status === 'cancelled') return 'cancelled'
  if (booking.date_to <= today) return 'ended'
  return null
}

/** What cancelling now costs under the booking's own terms, in minor units. */
export function cancellationFeeNow(
  booking: BookingRow,
  today = todayIso(),
): number {
  if (
    booking.refundable &&
    booking.free_cancellation_until !== null &&
    today <= booking.free_cancellation_until
  )
    return 0
  if (!booking.refundable) return booking.total_price
  return Math.round(
    (booking.total_price * booking.cancellation_fee_percent) / 100,
  )
}

/** A booking by id; `field` names what the request called it (the guest's link, or staff's id). */
export async function loadBooking(
  db: Kysely<Database>,
  bookingId: string,
  field = 'token',
): Promise<BookingRow> {
  const booking = await db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .executeTakeFirst()
  if (!booking) throw notFound('booking', bookingId, field)
  return booking
}

/** The days [from, to] the rooms of the booking behind a signed link could move to. */
export async function bookingCalendarForLink(
  deps: Pick<BookingDeps, 'db' | 'catalog' | 'tokens'>,
  { token, from, to }: { token: string; from: string; to: string },
) {
  const booking = await loadBooking(deps.db, await deps.tokens.verify(token))
  if (to < from || nightsBetween(from, to) + 1 > MAX_CALENDAR_DAYS) {
    throw invalidParam(
      'to',
      'range_too_long',
      `A calendar covers 1 to ${MAX_CALENDAR_DAYS} days.`,
    )
  }
  const units = await deps.db
    .selectFrom('booking_units')
    .select(['unit_type_id', 'adults', 'children'])
    .where('booking_id', '=', booking.id)
    .execute()
  return {
    days: await bookingCalendar(
      deps.db,
      await deps.catalog.get(),
      booking,
      units,
      from,
      addDaysIso(to, 1),
    ),
  }
}

/** A booking as the modify flow reads it (SPEC 3), in the guest's language. */
async function bookingView(
  db: Kysely<Database>,
  catalog: Catalog,
  tokens: BookingTokens,
  facts: BookingFacts,
  booking: BookingRow,
  language: Language,
): Promise<ExistingBookingResponse> {
  const units = await db
    .selectFrom('booking_units')
    .selectAll()
    .where('booking_id', '=', booking.id)
    .orderBy('position')
    .execute()
  const property = findProperty(catalog, booking.property_id)
  const rate = property.ratePlans.find(
    (candidate) => candidate.id === booking.rate_plan_id,
  )
  // What was sold, when the booking kept it (issue 14); else the catalog as it is now.
  const sold = soldTermsIn(booking.sold_terms, language)
  const rateTexts =
    sold ??
    (rate
      ? inLanguage(rate.texts, language)
      : { name: booking.rate_plan_id, boardName: '' })
  const holder = JSON.parse(
    booking.holder,
  ) as ExistingBookingResponse['reservationHolder']
  // The guest form as booked, without the e-mail (it has its own column).
  const guest = JSON.parse(booking.guest) as Partial<GuestForm>
  const reason = notEditableReason(booking)
  const token = await tokens.sign(booking.id, booking.date_to)
  const voucher = await bookingVoucher(db, booking.id)
  const points = await bookingPoints(db, booking.id)
  const unitName = (unitTypeId: string) => {
    const unit = property.unitTypes.find(
      (candidate) => candidate.id === unitTypeId,
    )
    return unit ? inLanguage(unit.texts, language).name : unitTypeId
  }
  return {
    bookingId: booking.id,
    bookingURI: bookingUri(language, token),
    status: booking.status,
    checkIn: booking.date_from,
    checkOut: booking.date_to,
    nights: nightsBetween(booking.date_from, booking.date_to),
    deletable: booking.status === 'confirmed' && booking.date_from > todayIso(),
    editable: reason === null,
    notEditableReason: reason,
    hotelDetails: {
      propertyId: property.id,
      name: inLanguage(property.texts, language).name,
      type: property.type,
      stars: property.stars,
      city: property.city,
      checkInFrom: property.check_in_from,
      checkOutUntil: property.check_out_until,
    },
    rate: {
      rateId: booking.rate_plan_id,
      name: rateTexts.name,
      boardName: rateTexts.boardName,
    },
    paymentMethods: paymentMethods(property, language).filter(
      (method) => method.type === booking.payment_type,
    ),
    paymentType: booking.payment_type,
    reservationDetails: {
      total: booking.total_price,
      checkIn: booking.date_from,
      checkOut: booking.date_to,
    },
    rezervationDate: booking.created_at.slice(0, 10),
    totalPrice: booking.total_price,
    prepaymentAmount: booking.prepayment_amount,
    paymentSchedule: await scheduledPayments(db, booking.id),
    currency: booking.currency,
    accomodationData: units.map((unit) => ({
      unitId: unit.unit_type_id,
      unitName: unitName(unit.unit_type_id),
      adults: unit.adults,
      children: unit.children,
      childAges: storedChildAges(unit.child_ages),
      initialTotal: unit.initial_total,
      total: unit.total,
      selectedSupplements: JSON.parse(unit.supplements),
      priceBrakedown: JSON.parse(unit.breakdown),
    })),
    reservationHolder: holder,
    userDetails: {
      firstName: guest.firstName ?? '',
      lastName: guest.lastName ?? '',
      email: booking.email,
      country: guest.country ?? '',
      city: guest.city ?? '',
      zipCode: guest.zipCode ?? '',
      address: guest.address ?? '',
      telephone: guest.phonenumber ?? '',
      arrivalDetails: guest.arrivalDetails ?? '',
      otherComments: guest.otherComments ?? '',
      newsletter: guest.newsletter === true,
      sms: guest.sms === true,
    },
    availabilityCalendar:
      booking.status === 'confirmed'
        ? await bookingCalendar(
            db,
            catalog,
            booking,
            units,
            [addDaysIso(booking.date_from, -14), todayIso()].sort().at(-1)!,
            addDaysIso(booking.date_to, 14),
          )
        : [],
    isPolicyAccepted: booking.policy_accepted === 1,
    creditCard:
      booking.card_brand && booking.card_last4 && booking.card_expiry
        ? {
            brand: booking.card_brand,
            providerCode: booking.card_provider_code,
            last4: booking.card_last4,
            expiry: booking.card_expiry,
          }
        : null,
    ...(voucher ? { giftVoucher: voucher } : {}),
    ...(points ? { pointsPayment: points } : {}),
    loyalty: await facts.earnsPoints(db, booking),
    review: await facts.reviewState(db, booking, todayIso()),
    // SPEC 3: the guest form opens while the details may change; a change of several rooms
    // lands on the rooms, each of which the guest may change.
    isGuestsFormActive: guestFormRefusal(booking) === null,
    scrollToRoomTabs: reason === null && units.length > 1,
    policy:
      sold?.policy ??
      (rate
        ? ratePolicy(rate, language)
        : { sales: [], salesAdditional: [], cancelation: [], other: [] }),
    cancellation: {
      refundable: booking.refundable === 1,
      freeUntil: booking.free_cancellation_until,
      feePercent: booking.cancellation_fee_percent,
      feeIfCancelledNow:
        booking.status === 'confirmed' ? cancellationFeeNow(booking) : 0,
      cancelledAt: booking.cancelled_at,
      fee: booking.cancellation_fee,
    },
  }
}

/**
 * A booking by id, for a caller that has checked the link (or made the booking), in a language:
 * the booking's own when none is given.
 */
export async function viewBookingById(
  deps: Pick<BookingDeps, 'db' | 'catalog' | 'tokens' | 'bookingFacts'>,
  bookingId: string,
  language?: Language,
): Promise<ExistingBookingResponse> {
  // Before the reads: a stale catalog is read on the outer handle.
  const catalog = await deps.catalog.get()
  return readTogether(deps.db, async (db) => {
    const booking = await loadBooking(db, bookingId)
    return bookingView(
      db,
      catalog,
      deps.tokens,
      deps.bookingFacts,
      booking,
      language ?? toLanguage(booking.language) ?? 'en',
    )
  })
}
