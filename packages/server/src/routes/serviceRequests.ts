import { bookingRequestSchema, callbackRequestSchema } from '@resort/core/api'
import { withPhoneNumberPlan } from '#http/phoneNumberPlan'
import type { RouteModule } from '../appContext'
import {
  submitBookingRequest,
  submitCallbackRequest,
} from '../serviceRequests/serviceRequests'

/** /api/v1/service/*: the booking-request and callback-request forms, stored and mailed. */
export const serviceRequestRoutes: RouteModule = (handle, context) => {
  handle('bookingRequest', (body) => submitBookingRequest(context, body), {
    request: withPhoneNumberPlan(bookingRequestSchema),
  })
  handle('callbackRequest', (body) => submitCallbackRequest(context, body), {
    request: withPhoneNumberPlan(callbackRequestSchema),
  })
}
