// zod's mini build: the widget's request forms check their input with these schemas in the
// browser (see validation/schemaParts.ts).
import * as z from 'zod/mini'
import { nightsBetween, todayIso } from '../stay/stayDates'
import type { FormSubmitContext } from '../tracking/trackingEvents'
import { guestFormSchema } from '../validation/guestFormSchema'
import { validatePhoneDigits } from '../validation/phoneDigits'
import {
  MAX_COMMENT_LENGTH,
  optionalText,
  requiredText,
  whenValid,
} from '../validation/schemaParts'
import { MAX_GUESTS } from './stayLimits'
import { isoDateSchema, languageParam } from './stayQuery'

/**
 * Codes these forms report beyond the validation module's list (and the stay codes of search),
 * so that UIs can translate them.
 */
export const SERVICE_REQUEST_ERROR_CODES = [
  'consent_required',
  'time_window_invalid',
] as const

export type ServiceRequestErrorCode =
  (typeof SERVICE_REQUEST_ERROR_CODES)[number]

/**
 * Longest stay a booking request may ask about. Far above the 30 nights of online booking: long
 * stays are what guests send a request for.
 */
export const MAX_REQUEST_NIGHTS = 365

/** Longest address the database keeps (RFC 5321). */
const MAX_EMAIL_LENGTH = 254

// The shape of ISO 3166-1 alpha-2, as the guest form checks it.
const COUNTRY_CODE = /^[A-Z]{2}$/

const { firstName, lastName, country, phonenumber, newsletter } =
  guestFormSchema.shape

const email = requiredText(MAX_EMAIL_LENGTH, [
  (value) => z.regexes.email.test(value),
  'email_invalid',
])

const propertyId = z
  .string({ error: 'invalid_type' })
  .check(z.minLength(1, 'required'), z.maxLength(64, 'too_long'))

// Not .int(): its failure aborts the object, hiding the other fields' errors from the guest.
const guests = (min: number, fallback: number) =>
  z._default(
    z
      .number({ error: 'invalid_type' })
      .check(
        z.refine(Number.isInteger, 'whole_number'),
        z.gte(min, 'too_small'),
        z.lte(MAX_GUESTS, 'too_large'),
      ),
    fallback,
  )

// Missing, false or anything else: the guest has not agreed, and nothing is stored.
const privacyConsent = z.literal(true, {
  error: 'consent_required' satisfies ServiceRequestErrorCode,
})

/** The windows a guest may ask to be called back in (the resort's local time). */
export const CALLBACK_TIME_WINDOWS = [
  'morning',
  'afternoon',
  'evening',
] as const

export type CallbackTimeWindow = (typeof CALLBACK_TIME_WINDOWS)[number]

const timeWindow = z.enum(CALLBACK_TIME_WINDOWS, {
  error: 'time_window_invalid' satisfies ServiceRequestErrorCode,
})

/** The phone is read with the form's country when it has no +calling code (091 ...). */
function refinePhone(
  form: { phonenumber: string; country?: string | undefined },
  ctx: z.core.$RefinementCtx,
): void {
  const defaultCountry =
    form.country !== undefined && COUNTRY_CODE.test(form.country)
      ? form.country
      : undefined
  if (!validatePhoneDigits(form.phonenumber, defaultCountry).isValid) {
    ctx.addIssue({
      code: 'custom',
      message: 'phone_invalid',
      path: ['phonenumber'],
    })
  }
}

/** Dates are optional as a pair; given, they must be ahead and in order, up to a year long. */
function refineRequestedStay(
  value: { dateFrom?: string | undefined; dateTo?: string | undefined },
  ctx: z.core.$RefinementCtx,
): void {
  const issue = (field: 'dateFrom' | 'dateTo', message: string) =>
    ctx.addIssue({ code: 'custom', message, path: [field] })
  const { dateFrom, dateTo } = value
  if (dateFrom === undefined && dateTo === undefined) return
  if (dateFrom === undefined) return issue('dateFrom', 'required')
  if (dateTo === undefined) return issue('dateTo', 'required')
  if (dateFrom < todayIso()) return issue('dateFrom', 'date_from_in_past')
  const nights = nightsBetween(dateFrom, dateTo)
  if (nights < 1) issue('dateTo', 'date_to_not_after_date_from')
  else if (nights > MAX_REQUEST_NIGHTS) issue('dateTo', 'stay_too_long')
}

/** POST /api/v1/service/booking-request: a guest asks the reservations desk for a stay. */
export const bookingRequestSchema = z
  .object(
    {
      lang: languageParam,
      firstName,
      lastName,
      email,
      // Spelled as the guest form (SPEC 3) spells it.
      phonenumber,
      country,
      /** The property the guest would prefer; left out, any of the group's. */
      propertyId: z.optional(propertyId),
      dateFrom: z.optional(isoDateSchema),
      dateTo: z.optional(isoDateSchema),
      adults: guests(1, 2),
      children: guests(0, 0),
      message: optionalText(MAX_COMMENT_LENGTH),
      privacyConsent,
      newsletter,
    },
    { error: 'invalid_type' },
  )
  .check(
    z.superRefine(refinePhone, whenValid('phonenumber')),
    z.superRefine(refineRequestedStay, whenValid('dateFrom', 'dateTo')),
  )
export type BookingRequest = z.output<typeof bookingRequestSchema>
export type BookingRequestInput = z.input<typeof bookingRequestSchema>

/** POST /api/v1/service/callback-request: a guest asks to be called back. */
export const callbackRequestSchema = z
  .object(
    {
      lang: languageParam,
      name: requiredText(),
      phonenumber,
      /** Reads a phone number typed without its calling code; the phone field usually adds one. */
      country: z.optional(country),
      /** For a confirmation of the request; the desk calls, it does not write. */
      email: z.optional(email),
      /** Left out, any time suits the guest. */
      timeWindow: z.optional(timeWindow),
      message: optionalText(MAX_COMMENT_LENGTH),
      privacyConsent,
    },
    { error: 'invalid_type' },
  )
  .check(z.superRefine(refinePhone, whenValid('phonenumber')))
export type CallbackRequest = z.output<typeof callbackRequestSchema>
export type CallbackRequestInput = z.input<typeof callbackRequestSchema>

/** The tracking contexts of SPEC 4's form submit, one per form. */
export const serviceRequestContextSchema = z.enum([
  'Booking',
  'Callback',
]) satisfies z.ZodMiniType<FormSubmitContext>

const receipt = {
  /** The reference the guest quotes to the desk, such as BR-3F9A1C7D2E. */
  requestId: z.string(),
  receivedAt: z.iso.datetime(),
  /** For the form submit event's crm email; null when the guest gave none. */
  crmEmail: z.nullable(z.string()),
}

export const bookingRequestResponseSchema = z.object({
  ...receipt,
  context: z.literal('Booking'),
})
export type BookingRequestResponse = z.infer<
  typeof bookingRequestResponseSchema
>

export const callbackRequestResponseSchema = z.object({
  ...receipt,
  context: z.literal('Callback'),
})
export type CallbackRequestResponse = z.infer<
  typeof callbackRequestResponseSchema
>
