import {
  createApiClient,
  existingBookingSchema,
  finalQuoteResponseSchema,
  propertyResponseSchema,
  type ExistingBookingResponse,
  type FetchLike,
  type FinalQuoteRequest,
  type FinalQuoteResponse,
  type NewBookingRequestInput,
  type PropertyResponse,
} from '@resort/core/api'

export interface StayRequest {
  propertyId: string
  dateFrom: string
  dateTo: string
  adults: number
  children: number
  lang: string
}

/** The calls of the booking flow, each answer checked by its zod schema. */
export interface BookingApi {
  property(stay: StayRequest): Promise<PropertyResponse>
  quote(request: FinalQuoteRequest): Promise<FinalQuoteResponse>
  book(
    request: NewBookingRequestInput,
    idempotencyKey: string,
  ): Promise<ExistingBookingResponse>
}

/** The booking flow's client on core's API client. */
export function createBookingApi(
  baseUrl: string,
  fetch?: FetchLike,
): BookingApi {
  const client = createApiClient({ baseUrl, fetch })
  return {
    property: (stay) =>
      client.get('/api/v1/search/property', {
        schema: propertyResponseSchema,
        query: { ...stay },
      }),
    quote: (request) =>
      client.post('/api/v1/search/final-price-quote', request, {
        schema: finalQuoteResponseSchema,
      }),
    // The key makes a retry after a lost answer return the same booking, never a second one.
    book: (request, idempotencyKey) =>
      client.post('/api/v1/booking/new-booking', request, {
        schema: existingBookingSchema,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  }
}
