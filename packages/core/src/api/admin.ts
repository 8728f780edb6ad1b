// The admin area's calls (issue 14; SPEC 6, 7 /api/v1/admin/). Request schemas in zod mini
// (decision 014: the admin pages run them); the answers' classic schemas are in adminResponses.ts.
import * as zm from 'zod/mini'
import { requiredText } from '../validation/schemaParts'
import { catalogIdSchema, isoDateSchema, languageParam } from './stayQuery'

/** How long a mailed admin code works, and how many wrong tries burn it. */
export const ADMIN_CODE_RULES = {
  digits: 6,
  validMinutes: 10,
  attempts: 5,
  /** A new code at most this often per session (the mail is the limit that matters). */
  resendSeconds: 30,
} as const

/**
 * An admin account's budget of wrong codes (issue 30), counted across all its sessions and codes.
 * 100 in any 30 days keeps the chance of guessing a code below 1 in 10,000 (100 of 10^6); the
 * last one locks the account's admin access until an operator releases it. At most 10 in any
 * hour (two burnt codes): an admin who mistypes waits an hour at most, while a stolen password
 * needs ten hours and twenty code mails to the admin to reach the lock.
 */
export const ADMIN_CODE_BUDGET = {
  wrongPerHour: 10,
  wrongPerWindow: 100,
  windowDays: 30,
} as const

/** POST /api/v1/admin/second-factor/verify: the code of the mail. */
export const adminCodeRequestSchema = zm.object({
  code: zm
    .string({ error: 'required' })
    .check(
      zm.trim(),
      zm.minLength(1, 'required'),
      zm.regex(/^\d{6}$/, 'code_invalid'),
    ),
})

export const ADMIN_BOOKING_SORTS = [
  'created',
  'checkIn',
  'guest',
  'total',
] as const
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number]

const optionalText = (max: number) =>
  zm.optional(zm.string().check(zm.trim(), zm.maxLength(max, 'too_long')))

const pageNumber = (min: number, max: number, fallback: number) =>
  zm._default(
    zm.coerce
      .number()
      .check(
        zm.int('whole_number'),
        zm.gte(min, 'too_small'),
        zm.lte(max, 'too_large'),
      ),
    fallback,
  )

/**
 * GET /api/v1/admin/bookings: staff find a booking by its number, the guest's name or e-mail
 * (`q`), property, stay dates (a stay overlapping [from, to]) and status; sorted and paged by
 * the server.
 */
export const adminBookingsQuerySchema = zm.object({
  q: optionalText(200),
  propertyId: zm.optional(catalogIdSchema),
  status: zm.optional(zm.enum(['confirmed', 'cancelled'])),
  from: zm.optional(isoDateSchema),
  to: zm.optional(isoDateSchema),
  sort: zm._default(zm.enum(ADMIN_BOOKING_SORTS), 'created'),
  order: zm._default(zm.enum(['asc', 'desc']), 'desc'),
  page: pageNumber(1, 100_000, 1),
  pageSize: pageNumber(1, 100, 25),
  /** The language of the property names. */
  lang: languageParam,
})

/** GET /api/v1/admin/properties-search (SPEC 7): the properties, found by name or place. */
export const adminPropertiesQuerySchema = zm.object({
  q: optionalText(200),
  lang: languageParam,
})

/** GET /api/v1/admin/property-search (SPEC 7): one property with its unit types and rates. */
export const adminPropertyQuerySchema = zm.object({
  propertyId: catalogIdSchema,
  lang: languageParam,
})

/** GET /api/v1/admin/members: members found by part of the address or name, or member number. */
export const adminMembersQuerySchema = zm.object({
  q: requiredText(200),
})

/** GET /api/v1/admin/members/points: one member's points history. */
export const adminMemberPointsQuerySchema = zm.object({
  userId: requiredText(36),
  lang: languageParam,
})

/** The most points staff add or take in one adjustment. */
export const MAX_POINTS_ADJUSTMENT = 100_000

/** POST /api/v1/admin/members/points-adjustment: earned points added or taken, with the reason. */
export const pointsAdjustmentRequestSchema = zm.object({
  /** The page's id of this adjustment (a UUID): sent again, it changes nothing more. */
  requestId: zm.string().check(zm.uuid('invalid')),
  userId: requiredText(36),
  points: zm.number({ error: 'required' }).check(
    zm.int('whole_number'),
    zm.gte(-MAX_POINTS_ADJUSTMENT, 'too_small'),
    zm.lte(MAX_POINTS_ADJUSTMENT, 'too_large'),
    zm.refine((points) => points !== 0, 'not_zero'),
  ),
  /** Why, as the member reads it in the points history. */
  note: requiredText(500),
})

/** GET /api/v1/admin/audit-log: newest first; by an admin's address, an action or a thing's id. */
export const auditLogQuerySchema = zm.object({
  q: optionalText(200),
  entity: zm.optional(zm.string().check(zm.maxLength(32, 'too_long'))),
  entityId: zm.optional(zm.string().check(zm.maxLength(64, 'too_long'))),
  page: pageNumber(1, 100_000, 1),
  pageSize: pageNumber(1, 100, 50),
})

/** GET /api/v1/admin/outbox: the mails sent, newest first; by part of the address or subject. */
export const outboxQuerySchema = zm.object({
  q: optionalText(200),
  page: pageNumber(1, 100_000, 1),
  pageSize: pageNumber(1, 100, 50),
})

/** GET /api/v1/admin/outbox/mail and POST /api/v1/admin/outbox/resend: one mail of the outbox. */
export const outboxMailRequestSchema = zm.object({ id: requiredText(36) })

/**
 * How staff may send a mail again (issue 30): a copy as it was; a new link, the old one then
 * stopping; or not at all, since only the admin at sign-in or the recipient on the site may ask
 * for a new code or link.
 */
export const MAIL_RESENDS = [
  'as_sent',
  'new_link',
  'new_code_at_sign_in',
  'recipient_asks_again',
] as const
export type MailResend = (typeof MAIL_RESENDS)[number]

export const SERVICE_REQUEST_STATUSES = ['new', 'in_progress', 'done'] as const

/** GET /api/v1/admin/requests: booking and call-back requests, newest first. */
export const serviceRequestsQuerySchema = zm.object({
  status: zm.optional(zm.enum(SERVICE_REQUEST_STATUSES)),
  kind: zm.optional(zm.enum(['booking', 'callback'])),
  page: pageNumber(1, 100_000, 1),
  pageSize: pageNumber(1, 100, 50),
})

/** POST /api/v1/admin/requests/update: a request's status, and a note for the team. */
export const serviceRequestUpdateSchema = zm.object({
  id: requiredText(36),
  status: zm.enum(SERVICE_REQUEST_STATUSES),
  note: zm.optional(
    zm.string().check(zm.trim(), zm.maxLength(2000, 'too_long')),
  ),
})

/** The longest reason staff give for a change or cancellation on the guest's behalf (the guest reads it). */
export const MAX_STAFF_REASON = 500
