import {
  newBookingRequestSchema,
  editGuestRequestSchema,
} from '@resort/core/api'
import type { FastifyReply } from 'fastify'
import { withPhoneNumberPlan } from '#http/phoneNumberPlan'
import type { RouteModule } from '../appContext'
import { bookingAvailabilityForLink } from '../booking/bookingView'
import { editGuestDetails } from '../booking/editGuest'
import { findBooking } from '../booking/findBooking'
import {
  cancelBooking,
  editBooking,
  quoteBookingChange,
  viewBooking,
} from '../booking/manageBooking'
import { createBookingOnce } from '../booking/newBooking'

/** /api/v1/booking/*: book, view, change and cancel; reached only with a signed booking link. */
export const bookingRoutes: RouteModule = (handle, deps) => {
  handle(
    'newBooking',
    async (body, { request, reply }) => {
      const result = await createBookingOnce(
        deps,
        body,
        request.headers['idempotency-key'],
      )
      if (result.replayed) reply.header('idempotent-replayed', 'true')
      // Already the JSON sent the first time: sent unchanged, as text.
      return (reply as FastifyReply)
        .status(result.status)
        .type('application/json; charset=utf-8')
        .send(result.json)
    },
    { request: withPhoneNumberPlan(newBookingRequestSchema, ['guest']) },
  )
  handle('viewBooking', ({ token, lang }) => viewBooking(deps, token, lang))
  handle('cancelBooking', ({ token, lang }) => cancelBooking(deps, token, lang))
  handle('editBooking', (body) => editBooking(deps, body))
  handle('editBookingQuote', (body) => quoteBookingChange(deps, body))
  handle('editGuest', (body) => editGuestDetails(deps, body), {
    request: withPhoneNumberPlan(editGuestRequestSchema, ['guest']),
  })
  handle('findBooking', (body) => findBooking(deps, body))
  handle('viewBookingAvailability', (query) =>
    bookingAvailabilityForLink(deps, query),
  )
}
