// Booking recovery's calls (issue 35, decision 047), rows of the endpoint table in a module of
// their own (see endpoints.ts).
import type * as z from 'zod'
import type {
  keepBookingReminderRequestSchema,
  keptBookingReminderSchema,
  stopBookingRemindersRequestSchema,
  stoppedBookingRemindersSchema,
  withdrawBookingReminderRequestSchema,
  withdrawnBookingReminderSchema,
} from './bookingReminders'
import { publicEndpoint, type WireInput } from './endpoint'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

export const keepBookingReminder = /* @__PURE__ */ publicEndpoint<
  In<typeof keepBookingReminderRequestSchema>,
  Out<typeof keptBookingReminderSchema>
>('keepBookingReminder', 'POST', '/api/v1/booking/reminder')
export const withdrawBookingReminder = /* @__PURE__ */ publicEndpoint<
  In<typeof withdrawBookingReminderRequestSchema>,
  Out<typeof withdrawnBookingReminderSchema>
>('withdrawBookingReminder', 'POST', '/api/v1/booking/reminder/withdraw')
export const stopBookingReminders = /* @__PURE__ */ publicEndpoint<
  In<typeof stopBookingRemindersRequestSchema>,
  Out<typeof stoppedBookingRemindersSchema>
>('stopBookingReminders', 'POST', '/api/v1/booking/reminders/unsubscribe', [
  'link_invalid',
])

/**
 * The List-Unsubscribe address of a reminder (RFC 8058): a POST with the form body
 * `List-Unsubscribe=One-Click` stops reminders to the address; a GET only opens the page.
 */
export const BOOKING_REMINDER_ONE_CLICK_PATH =
  '/api/v1/booking/reminders/one-click'
