import {
  bookingRequestResponseSchema,
  callbackRequestResponseSchema,
  createApiClient,
  type BookingRequestInput,
  type BookingRequestResponse,
  type CallbackRequestInput,
  type CallbackRequestResponse,
  type FetchLike,
} from '@resort/core/api'

/** The two service forms' calls (SPEC 7), each answer checked by its zod schema. */
export interface RequestsApi {
  bookingRequest(request: BookingRequestInput): Promise<BookingRequestResponse>
  callbackRequest(
    request: CallbackRequestInput,
  ): Promise<CallbackRequestResponse>
}

/** The request forms' client on core's API client. */
export function createRequestsApi(
  baseUrl: string,
  fetch?: FetchLike,
): RequestsApi {
  const client = createApiClient({ baseUrl, fetch })
  return {
    bookingRequest: (request) =>
      client.post('/api/v1/service/booking-request', request, {
        schema: bookingRequestResponseSchema,
      }),
    callbackRequest: (request) =>
      client.post('/api/v1/service/callback-request', request, {
        schema: callbackRequestResponseSchema,
      }),
  }
}
