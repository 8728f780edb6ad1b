import {
  bookingAvailabilityQuerySchema,
  bookingAvailabilityResponseSchema,
  cancelBookingRequestSchema,
  editBookingQuoteRequestSchema,
  editBookingRequestSchema,
  editGuestRequestSchema,
  existingBookingSchema,
  finalQuoteResponseSchema,
  findBookingRequestSchema,
  findBookingResponseSchema,
  newBookingRequestSchema,
  viewBookingQuerySchema,
} from '@resort/core/api'
import { addDaysIso, nightsBetween } from '@resort/core/stay'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { invalidParam } from '#http/errors'
import { withPhoneNumberPlan } from '#http/phoneNumberPlan'
import type { BookingDeps } from '../booking/bookingDeps'
import { bookingAvailability, loadBooking } from '../booking/bookingView'
import { editGuestDetails } from '../booking/editGuest'
import { findBooking } from '../booking/findBooking'
import { withIdempotencyKey } from '../booking/idempotency'
import {
  cancelBooking,
  editBooking,
  quoteBookingChange,
  viewBooking,
} from '../booking/manageBooking'
import { bookingById, createBooking } from '../booking/newBooking'
import { MAX_CALENDAR_DAYS } from '../search/availabilityCalendar'

export interface BookingRoutesOptions {
  deps: BookingDeps
  /** Route config merged into the state-changing routes, e.g. a rate limit. */
  writeConfig?: Record<string, unknown>
}

const IDEMPOTENCY_KEY = /^[\w.:-]{8,200}$/

/** /api/v1/booking/*: book, view, change and cancel; reached only with a signed booking link. */
export const bookingRoutes: FastifyPluginAsyncZod<
  BookingRoutesOptions
> = async (app, { deps, writeConfig = {} }) => {
  const tags = ['booking']

  app.post(
    '/api/v1/booking/new-booking',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Book a stay (honours an Idempotency-Key header)',
        body: withPhoneNumberPlan(newBookingRequestSchema, ['guest']),
        response: { 201: existingBookingSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key']
      if (key === undefined)
        return reply.status(201).send(await createBooking(deps, request.body))
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
        throw invalidParam(
          'idempotency-key',
          'invalid',
          'An Idempotency-Key is 8 to 200 letters, digits, dots, colons, dashes or underscores.',
        )
      }
      const result = await withIdempotencyKey(deps.db, key, request.body, {
        run: async (markBooked) => ({
          status: 201,
          body: await createBooking(deps, request.body, markBooked),
        }),
        replayBooking: async (bookingId) => ({
          status: 201,
          body: await bookingById(deps, bookingId),
        }),
      })
      if (result.replayed) reply.header('idempotent-replayed', 'true')
      // A stored answer is already what was sent the first time; send it unchanged, as JSON text.
      return (reply as FastifyReply)
        .status(result.status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(result.body))
    },
  )

  app.get(
    '/api/v1/booking/view-booking',
    {
      schema: {
        tags,
        summary: 'A booking by its signed link',
        querystring: viewBookingQuerySchema,
        response: { 200: existingBookingSchema },
      },
    },
    async (request) =>
      viewBooking(deps, request.query.token, request.query.lang),
  )

  app.post(
    '/api/v1/booking/cancel-booking',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Cancel under the rate’s policy',
        body: cancelBookingRequestSchema,
        response: { 200: existingBookingSchema },
      },
    },
    async (request) =>
      cancelBooking(deps, request.body.token, request.body.lang),
  )

  app.post(
    '/api/v1/booking/edit-booking',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Change dates, units or extras',
        body: editBookingRequestSchema,
        response: { 200: existingBookingSchema },
      },
    },
    async (request) => editBooking(deps, request.body),
  )

  app.post(
    '/api/v1/booking/edit-booking-quote',
    {
      // Limited like the writes: each quote runs (and rolls back) the edit's transaction.
      config: writeConfig,
      schema: {
        tags,
        summary: 'What a change would cost (changes nothing)',
        body: editBookingQuoteRequestSchema,
        response: { 200: finalQuoteResponseSchema },
      },
    },
    async (request) => quoteBookingChange(deps, request.body),
  )

  app.post(
    '/api/v1/booking/edit-guest',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Change the guest’s contact details',
        body: withPhoneNumberPlan(editGuestRequestSchema, ['guest']),
        response: { 200: existingBookingSchema },
      },
    },
    async (request) => editGuestDetails(deps, request.body),
  )

  app.post(
    '/api/v1/booking/find-booking',
    {
      // Rate-limited like the other writes: it must not become a way to guess bookings.
      config: writeConfig,
      schema: {
        tags,
        summary: 'The booking link for a booking number and e-mail address',
        body: findBookingRequestSchema,
        response: { 200: findBookingResponseSchema },
      },
    },
    async (request) => findBooking(deps, request.body),
  )

  app.get(
    '/api/v1/booking/view-booking-availability',
    {
      schema: {
        tags,
        summary: 'Days the booking’s units are free, for changing dates',
        querystring: bookingAvailabilityQuerySchema,
        response: { 200: bookingAvailabilityResponseSchema },
      },
    },
    async (request) => {
      const { token, from, to } = request.query
      const booking = await loadBooking(
        deps.db,
        await deps.tokens.verify(token),
      )
      if (to < from || nightsBetween(from, to) + 1 > MAX_CALENDAR_DAYS) {
        throw invalidParam(
          'to',
          'range_too_long',
          `A calendar covers 1 to ${MAX_CALENDAR_DAYS} days.`,
        )
      }
      const units = await deps.db
        .selectFrom('booking_units')
        .select('unit_type_id')
        .where('booking_id', '=', booking.id)
        .execute()
      return {
        days: await bookingAvailability(
          deps.db,
          booking,
          units,
          from,
          addDaysIso(to, 1),
        ),
      }
    },
  )
}
