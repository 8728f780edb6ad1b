import {
  bookingAvailabilityResponseSchema,
  createApiClient,
  existingBookingSchema,
  finalQuoteResponseSchema,
  findBookingResponseSchema,
  type EditBookingQuoteRequest,
  type EditBookingRequest,
  type EditGuestRequestInput,
  type ExistingBookingResponse,
  type FetchLike,
  type FinalQuoteResponse,
  type FindBookingRequest,
  type PropertyResponse,
} from '@resort/core/api'
import { createBookingApi, type StayRequest } from '../booking/bookingApi'

/** The calls of managing a booking; each answer is checked by its zod schema. */
export interface ManageApi {
  view(token: string, lang: string): Promise<ExistingBookingResponse>
  /** The days the booking's units are free, for choosing other dates. */
  availability(
    token: string,
    from: string,
    to: string,
    lang: string,
  ): Promise<{ days: { date: string; Available: boolean }[] }>
  /** The property's rooms and extras for a stay: the extras and room types a change can choose. */
  property(stay: StayRequest): Promise<PropertyResponse>
  quoteChange(request: EditBookingQuoteRequest): Promise<FinalQuoteResponse>
  change(request: EditBookingRequest): Promise<ExistingBookingResponse>
  cancel(token: string, lang: string): Promise<ExistingBookingResponse>
  editGuest(request: EditGuestRequestInput): Promise<ExistingBookingResponse>
  find(request: FindBookingRequest): Promise<{ bookingURI: string }>
}

export function createManageApi(baseUrl: string, fetch?: FetchLike): ManageApi {
  const client = createApiClient({ baseUrl, fetch })
  return {
    view: (token, lang) =>
      client.get('/api/v1/booking/view-booking', {
        schema: existingBookingSchema,
        query: { token, lang },
      }),
    availability: (token, from, to, lang) =>
      client.get('/api/v1/booking/view-booking-availability', {
        schema: bookingAvailabilityResponseSchema,
        query: { token, from, to, lang },
      }),
    // The same call as the booking flow's rooms step.
    property: createBookingApi(baseUrl, fetch).property,
    quoteChange: (request) =>
      client.post('/api/v1/booking/edit-booking-quote', request, {
        schema: finalQuoteResponseSchema,
      }),
    change: (request) =>
      client.post('/api/v1/booking/edit-booking', request, {
        schema: existingBookingSchema,
      }),
    cancel: (token, lang) =>
      client.post(
        '/api/v1/booking/cancel-booking',
        { token, lang },
        { schema: existingBookingSchema },
      ),
    editGuest: (request) =>
      client.post('/api/v1/booking/edit-guest', request, {
        schema: existingBookingSchema,
      }),
    find: (request) =>
      client.post('/api/v1/booking/find-booking', request, {
        schema: findBookingResponseSchema,
      }),
  }
}
