import {
  cardPaymentRequestSchema,
  newBookingRequestSchema,
  editGuestRequestSchema,
} from '@resort/core/api'
import type { FastifyReply } from 'fastify'
import { withPhoneNumberPlan } from '#http/phoneNumberPlan'
import { signedInMemberIdOf } from '../accounts/signedInMember'
import type { RouteModule } from '../appContext'
import { bookingCalendarForLink } from '../booking/bookingView'
import { editGuestDetails } from '../booking/editGuest'
import { findBooking } from '../booking/findBooking'
import {
  cancelBooking,
  editBooking,
  quoteBookingChange,
  viewBooking,
} from '../booking/manageBooking'
import { createBookingOnce } from '../booking/newBooking'
import {
  pricedCaller,
  priceForMember,
  priceForRequest,
} from '../loyalty/memberPricing'
import { startCardPayment } from '../payments/cardPayment'
import {
  keepReplacedCard,
  startCardReplacement,
} from '../payments/cardReplacement'

/** /api/v1/booking/*: book, view, change and cancel; reached only with a signed booking link. */
export const bookingRoutes: RouteModule = (handle, deps) => {
  const { accounts } = deps
  handle(
    'newBooking',
    async (body, { request, reply }) => {
      // Booked signed in (on the host site; the widget elsewhere sends no cookies): the stay is
      // the member's, and earns points if they are in the club.
      const memberId = await signedInMemberIdOf(accounts, request)
      const result = await createBookingOnce(
        deps,
        body,
        request.headers['idempotency-key'],
        memberId,
        await priceForMember(accounts, memberId),
      )
      if (memberId) deps.memberBookingChanged(memberId)
      if (result.replayed) reply.header('idempotent-replayed', 'true')
      // Already the JSON sent the first time: sent unchanged, as text.
      return (reply as FastifyReply)
        .status(result.status)
        .type('application/json; charset=utf-8')
        .send(result.json)
    },
    { request: withPhoneNumberPlan(newBookingRequestSchema, ['guest']) },
  )
  // Priced as the booking will be: member prices need a member's session.
  handle(
    'cardPayment',
    async (body, { request }) => {
      const payer = await pricedCaller(accounts, request)
      return startCardPayment(deps, body, payer.priceFor, payer.pointsPayer)
    },
    { request: withPhoneNumberPlan(cardPaymentRequestSchema, ['guest']) },
  )
  handle('viewBooking', ({ token, lang }) => viewBooking(deps, token, lang))
  handle('cancelBooking', ({ token, lang }) => cancelBooking(deps, token, lang))
  // A change is priced for whoever asks, as a new booking is: member prices need a member's session.
  handle('editBooking', async (body, { request }) =>
    editBooking(deps, body, await priceForRequest(accounts, request)),
  )
  handle('editBookingQuote', async (body, { request }) =>
    quoteBookingChange(deps, body, await priceForRequest(accounts, request)),
  )
  handle('editGuest', (body) => editGuestDetails(deps, body), {
    request: withPhoneNumberPlan(editGuestRequestSchema, ['guest']),
  })
  handle('replaceCard', (body) => startCardReplacement(deps, body))
  handle('cardReplaced', (body) => keepReplacedCard(deps, body))
  handle('findBooking', (body) => findBooking(deps, body))
  handle('viewBookingAvailability', (query) =>
    bookingCalendarForLink(deps, query),
  )
}
