import type { Language } from '@resort/core'
import type { ExistingBookingResponse } from '@resort/core/api'
import {
  formatLongDate,
  formatPrice,
  formatStayDates,
} from '@resort/core/format'
import { mapUrl, type BookingMailProperty } from './bookingMailProperty'
import {
  bookingMailTexts,
  countIn,
  type BookingEvent,
  type BookingMailTexts,
} from './mailTexts/bookingMailTexts'

export interface MailLine {
  label: string
  value: string
}

interface MailSection {
  title: string
  lines: MailLine[]
  /** Sentences under the lines: the cancellation terms, a hold's note. */
  notes: string[]
}

interface MailUnit {
  name: string
  guests: string
  /** The unit's own price, each extra with its price, and the unit's total. */
  lines: MailLine[]
}

/**
 * What a booking mail says, once, in the booking's language: the text and the HTML part render
 * this same content (issue 33), so neither can miss what the other has.
 */
export interface BookingMailContent {
  language: Language
  subject: string
  greeting: string
  paragraphs: string[]
  heading: string
  stay: MailLine[]
  unitsTitle: string
  units: MailUnit[]
  price: MailSection
  cancellation: MailSection | null
  property: MailSection & {
    name: string
    /** The map's label in text, the link's words in HTML. */
    map: { label: string; link: string; url: string } | null
  }
  manage: { label: string; url: string } | null
  closing: string[]
}

type Booking = ExistingBookingResponse

/** The booking's self-service link as the guest opens it. */
export const manageUrl = (booking: Booking, publicBaseUrl: string) =>
  `${publicBaseUrl.replace(/\/+$/, '')}${booking.bookingURI}`

/** A unit's guests (issue 33, SPEC 3 childAges): "2 adults, 2 children (under 1, 4)". */
function guestsOf(
  unit: Booking['accomodationData'][number],
  texts: BookingMailTexts,
  language: Language,
): string {
  const ages = (unit.childAges ?? []).map((age) =>
    age === 0 ? texts.childUnderOne : String(age),
  )
  const children = countIn(language, texts.children, unit.children)
  return [
    countIn(language, texts.adults, unit.adults),
    ...(unit.children > 0
      ? [ages.length > 0 ? `${children} (${ages.join(', ')})` : children]
      : []),
  ].join(', ')
}

function unitsOf(
  booking: Booking,
  texts: BookingMailTexts,
  language: Language,
) {
  const price = (amount: number) =>
    formatPrice(amount, booking.currency, language)
  return booking.accomodationData.map((unit) => ({
    name: unit.unitName,
    guests: guestsOf(unit, texts, language),
    lines: [
      { label: texts.accommodation, value: price(unit.initialTotal) },
      ...unit.selectedSupplements.map((extra) => ({
        label: `${texts.extras}: ${extra.quantity > 1 ? `${extra.name} × ${extra.quantity}` : extra.name}`,
        value: price(extra.total),
      })),
      { label: texts.unitTotal, value: price(unit.total) },
    ],
  }))
}

// As the widget's booking summary: what the card pays now and later, and what is left for the
// property, shown once some of it is paid by card (issue 32).
function priceOf(
  event: BookingEvent,
  booking: Booking,
  texts: BookingMailTexts,
  language: Language,
): MailSection {
  const price = (amount: number) =>
    formatPrice(amount, booking.currency, language)
  const lines = [{ label: texts.total, value: price(booking.totalPrice) }]
  if (event === 'cancelled') {
    if (booking.cancellation.fee)
      lines.push({
        label: texts.cancellationFee,
        value: price(booking.cancellation.fee),
      })
    return { title: texts.priceTitle, lines, notes: [] }
  }
  const later = booking.paymentSchedule.reduce(
    (sum, payment) => sum + payment.amount,
    0,
  )
  const atProperty = booking.totalPrice - booking.prepaymentAmount - later
  if (booking.prepaymentAmount > 0)
    lines.push({
      label: texts.paidAtBooking,
      value: price(booking.prepaymentAmount),
    })
  for (const payment of booking.paymentSchedule) {
    lines.push({
      label: texts.scheduled[payment.action](
        price(payment.amount),
        formatLongDate(payment.on, language),
      ),
      value:
        texts.scheduleState[
          payment.state === 'done'
            ? (`done_${payment.action}` as const)
            : payment.state
        ],
    })
  }
  if ((booking.prepaymentAmount > 0 || later > 0) && atProperty > 0)
    lines.push({ label: texts.dueAtProperty, value: price(atProperty) })
  return { title: texts.priceTitle, lines, notes: [] }
}

/** The cancellation terms as the booking was sold (issue 14's sold terms), in sentences. */
function cancellationOf(
  booking: Booking,
  texts: BookingMailTexts,
  language: Language,
): MailSection {
  const { refundable, freeUntil, feePercent } = booking.cancellation
  const fee = formatPrice(
    Math.round((booking.totalPrice * feePercent) / 100),
    booking.currency,
    language,
  )
  const terms = !refundable
    ? [texts.nonRefundable]
    : freeUntil
      ? [
          texts.freeUntil(formatLongDate(freeUntil, language)),
          ...(feePercent > 0 ? [texts.feeAfterFree(feePercent, fee)] : []),
        ]
      : [feePercent > 0 ? texts.feeAlways(feePercent, fee) : texts.freeAlways]
  return {
    title: texts.cancellationTitle,
    lines: [],
    notes: [terms.join(' '), ...booking.policy.cancelation],
  }
}

function propertyOf(
  booking: Booking,
  property: BookingMailProperty,
  texts: BookingMailTexts,
): BookingMailContent['property'] {
  const map = property.position && mapUrl(property.position)
  return {
    title: texts.propertyTitle,
    name: booking.hotelDetails.name,
    lines: [
      { label: texts.address, value: property.address },
      ...(property.phone
        ? [{ label: texts.phone, value: property.phone }]
        : []),
    ],
    notes: [
      texts.checkInOut(
        booking.hotelDetails.checkInFrom,
        booking.hotelDetails.checkOutUntil,
      ),
    ],
    map: map ? { label: texts.map, link: texts.mapLink, url: map } : null,
  }
}

/** Everything a booking mail says about a booking event, in the booking's language. */
export function bookingMailContent(
  event: BookingEvent,
  booking: Booking,
  language: Language,
  {
    property,
    publicBaseUrl,
    staffReason,
  }: {
    property: BookingMailProperty
    publicBaseUrl: string
    staffReason?: string | undefined
  },
): BookingMailContent {
  const texts = bookingMailTexts(language)
  const name = booking.hotelDetails.name
  const byStaff = staffReason !== undefined && event !== 'confirmed'
  const holder = booking.reservationHolder
  return {
    language,
    subject: texts.subject[event](booking.bookingId, name),
    greeting: texts.greeting(`${holder.firstName} ${holder.lastName}`),
    paragraphs: byStaff
      ? [texts.introByStaff[event], texts.staffReason(staffReason)]
      : [texts.intro[event]],
    heading: `${booking.bookingId} · ${name}`,
    stay: [
      { label: texts.bookingNumber, value: booking.bookingId },
      {
        label: texts.stay,
        value: `${formatStayDates(booking.checkIn, booking.checkOut, language)} (${countIn(language, texts.nights, booking.nights)})`,
      },
      { label: texts.rate, value: booking.rate.name },
      ...(booking.rate.boardName
        ? [{ label: texts.board, value: booking.rate.boardName }]
        : []),
    ],
    unitsTitle: texts.unitsTitle,
    units: unitsOf(booking, texts, language),
    price: priceOf(event, booking, texts, language),
    cancellation:
      event === 'cancelled' ? null : cancellationOf(booking, texts, language),
    property: propertyOf(booking, property, texts),
    manage:
      event === 'cancelled'
        ? null
        : { label: texts.manage, url: manageUrl(booking, publicBaseUrl) },
    closing: (event === 'cancelled'
      ? texts.closingCancelled
      : texts.closing
    ).split('\n'),
  }
}
