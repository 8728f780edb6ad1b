// Booking recovery (issue 35, decision 047): a guest who gave their address and consent on the
// payment step, and left before booking, gets one reminder of the stay; one click stops them.
// Classic zod: only the server and the API document load these schemas (decision 014).
import * as z from 'zod'
import { MAX_TEXT_LENGTH } from '../validation/schemaParts'
import { reservationUnitsSchema } from './quote'
import {
  catalogIdSchema,
  isoDateSchema,
  languageParam,
  refineStay,
} from './stayQuery'

/** An opaque token naming a kept stay or its reminder's unsubscription: 256 random bits. */
const reminderTokenSchema = z
  .string()
  .min(20, 'token_invalid')
  .max(200, 'token_invalid')

/**
 * POST /api/v1/booking/reminder: the stay on the payment step, the guest's address and their
 * consent to one reminder; a stay kept before (`reminder`) is replaced, so the reminder is of the
 * stay as it is now.
 */
export const keepBookingReminderRequestSchema = z
  .object({
    lang: languageParam,
    propertyId: catalogIdSchema,
    rateId: catalogIdSchema,
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    units: reservationUnitsSchema,
    email: z
      .string()
      .trim()
      .max(MAX_TEXT_LENGTH, 'too_long')
      .regex(z.regexes.email, 'email_invalid'),
    /** Given by the guest's own tick; without it nothing is kept. */
    consent: z.literal(true, 'consent_required'),
    reminder: z.optional(reminderTokenSchema),
  })
  .superRefine(refineStay)

export const keptBookingReminderSchema = z.object({
  /** Names the kept stay for the guest's browser: to replace or withdraw it, nothing else. */
  reminder: z.string(),
})

/** POST /api/v1/booking/reminder/withdraw: the guest took their consent back, or booked. */
export const withdrawBookingReminderRequestSchema = z.object({
  reminder: reminderTokenSchema,
})

export const withdrawnBookingReminderSchema = z.object({
  withdrawn: z.literal(true),
})

/** POST /api/v1/booking/reminders/unsubscribe: the reminder's page, by the mail's token. */
export const stopBookingRemindersRequestSchema = z.object({
  token: reminderTokenSchema,
})

export const stoppedBookingRemindersSchema = z.object({
  status: z.literal('unsubscribed'),
})
