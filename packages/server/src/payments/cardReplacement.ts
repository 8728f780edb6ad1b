import type {
  CardPaymentResponse,
  CardReplacedRequest,
  ExistingBookingResponse,
  ReplaceCardRequest,
} from '@resort/core/api'
import { todayIso } from '@resort/core/stay'
import { inTransaction } from '#db/transactions'
import { ApiProblem } from '#http/errors'
import { updateBooking } from '../booking/bookingChanges'
import {
  loadBooking,
  viewBookingById,
  type BookingRow,
} from '../booking/bookingView'
import { holderName } from '../booking/holderName'
import { findProperty } from '../search/propertyOffers'
import {
  attachPayment,
  bookingCardColumns,
  confirmedPayment,
} from './bookingPayment'
import { openCardPage } from './cardPayment'
import { runClaimedFor, type DuePaymentDeps } from './duePayments'
import type { PaymentDeps } from './paymentDeps'
import { gatewayUnavailable } from './paymentProblems'

// Another card for a booking (issue 32): when the card a rate's later payment was to be charged
// to is declined, the guest gives another on the card page; the payment owed is made with it at
// once, and every later one too. Reached with the booking's signed link.

type Deps = PaymentDeps & DuePaymentDeps

const GUARANTEE = { kind: 'guarantee', amount: 0, take: false } as const

function refuseClosed(booking: BookingRow, today: string) {
  if (booking.status === 'cancelled')
    throw new ApiProblem(409, 'cancelled', 'This booking is cancelled.', {
      token: 'cancelled',
    })
  if (booking.date_to <= today)
    throw new ApiProblem(
      409,
      'not_editable',
      'This stay is over; its card can no longer be changed.',
      { token: 'ended' },
    )
  if (booking.payment_type === 'NOGUARANTEE')
    throw new ApiProblem(
      409,
      'not_editable',
      'This booking needs no card: it is paid at the property.',
      { token: 'no_card_needed' },
    )
}

/** POST replace-card: the card step for another card, saved for the booking's later payments. */
export async function startCardReplacement(
  deps: Deps,
  request: ReplaceCardRequest,
): Promise<CardPaymentResponse> {
  const bookingId = await deps.tokens.verify(request.token)
  const booking = await loadBooking(deps.db, bookingId)
  refuseClosed(booking, todayIso(deps.now()))
  const started = await deps.gateway
    .startGuarantee({
      reference: `${booking.id}/card`,
      guest: {
        email: booking.email,
        name: holderName(booking.holder),
      },
    })
    .catch(gatewayUnavailable)
  return openCardPage(deps, started, {
    step: GUARANTEE,
    propertyId: booking.property_id,
    currency: booking.currency,
    parent: request.parent,
    lang: request.lang,
  })
}

/**
 * POST card-replaced: the card the card page confirmed becomes the booking's card, and what
 * the declined one owed is made with it now. A decline of the new card is told (402) and the
 * payment stays owed; the card is kept, so the guest may try yet another.
 */
export async function keepReplacedCard(
  deps: Deps,
  request: CardReplacedRequest,
): Promise<ExistingBookingResponse> {
  const bookingId = await deps.tokens.verify(request.token)
  const booking = await loadBooking(deps.db, bookingId)
  const today = todayIso(deps.now())
  refuseClosed(booking, today)
  const property = findProperty(await deps.catalog.get(), booking.property_id)
  const payment = await confirmedPayment(
    deps,
    { intent: request.intent },
    GUARANTEE,
    {
      propertyId: booking.property_id,
      currency: booking.currency,
      allowedBrands: property.allowed_card_brands,
    },
  )
  const stamp = deps.now().toISOString()
  await inTransaction(deps.db, async (trx) => {
    await attachPayment(trx, payment!, bookingId)
    await updateBooking(trx, booking, bookingCardColumns(payment!.card))
    // What the declined card owed is owed today, with the new card: claimed here, so that no
    // round of the job takes it meanwhile, and made just below.
    await trx
      .updateTable('payment_schedule')
      .set({ state: 'running', due_on: today, updated_at: stamp })
      .where('booking_id', '=', bookingId)
      .where('state', '=', 'failed')
      .execute()
  })
  const outcomes = await runClaimedFor(deps, bookingId, stamp)
  if (outcomes.includes('failed'))
    throw new ApiProblem(
      402,
      'payment_declined',
      'This card was declined too. Please use another card.',
      { card: 'card_declined' },
    )
  return viewBookingById(deps, bookingId, request.lang)
}
