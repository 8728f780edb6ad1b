// The admin area's answers (issue 14). Classic zod: only the server, which checks every answer
// against them, and the API document load these (decision 014).
import * as z from 'zod'
import { MAIL_RESENDS } from './admin'

/** Who is at the admin area, and whether this session has passed its second factor. */
export const adminSessionResponseSchema = z.object({
  email: z.string(),
  /** How this session proved its second factor; null until it has. */
  secondFactor: z.enum(['passkey', 'code']).nullable(),
})

export const adminCodeSentResponseSchema = z.object({
  sent: z.literal(true),
  /** When the code stops working. */
  expiresAt: z.iso.datetime(),
})

export const adminBookingsResponseSchema = z.object({
  items: z.array(
    z.object({
      bookingId: z.string(),
      status: z.enum(['confirmed', 'cancelled']),
      propertyId: z.string(),
      propertyName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      guestName: z.string(),
      email: z.string(),
      totalPrice: z.number().int(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})

const adminProperty = z.object({
  propertyId: z.string(),
  name: z.string(),
  type: z.string(),
  stars: z.number().int(),
  city: z.string(),
  regionId: z.string(),
  regionName: z.string(),
  /** The property's public page. */
  href: z.string(),
  currency: z.string(),
})

export const adminPropertiesResponseSchema = z.object({
  items: z.array(adminProperty),
})

export const adminPropertyResponseSchema = adminProperty.extend({
  unitTypes: z.array(
    z.object({ unitTypeId: z.string(), name: z.string(), kind: z.string() }),
  ),
  rates: z.array(
    z.object({
      rateId: z.string(),
      name: z.string(),
      boardName: z.string(),
      paymentType: z.string(),
      refundable: z.boolean(),
    }),
  ),
})

export const adminMembersResponseSchema = z.object({
  items: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      /** Null for an account that has not joined the club. */
      memberNumber: z.string().nullable(),
      joinedAt: z.string().nullable(),
      earned: z.number().int(),
      pending: z.number().int(),
    }),
  ),
})

export const pointsAdjustedResponseSchema = z.object({
  earned: z.number().int(),
  pending: z.number().int(),
})

export const auditLogResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      adminEmail: z.string(),
      action: z.string(),
      entity: z.string(),
      entityId: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      note: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})

const outboxLine = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  /** When delivery succeeded; null while waiting, failed, or without SMTP. */
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
})

export const outboxResponseSchema = z.object({
  items: z.array(outboxLine),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})

export const outboxMailResponseSchema = outboxLine.extend({
  /** The text with every credential (a link's token, a sign-in code) shown as [hidden]. */
  text: z.string(),
  /** The header fields, credentials hidden alike. */
  headers: z.record(z.string(), z.string()),
  /** How it may be sent again (MAIL_RESENDS). */
  resend: z.enum(MAIL_RESENDS),
})

export const mailResentResponseSchema = z.object({
  /** The new mail's id in the outbox. */
  id: z.string(),
})

const serviceRequestLine = z.object({
  id: z.string(),
  kind: z.enum(['booking', 'callback']),
  language: z.string(),
  email: z.string().nullable(),
  /** The form as the guest sent it. */
  form: z.record(z.string(), z.unknown()),
  /** The catalog's name for the form's propertyId, in the request's language; null without one. */
  propertyName: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['new', 'in_progress', 'done']),
  note: z.string().nullable(),
})

export const serviceRequestsResponseSchema = z.object({
  items: z.array(serviceRequestLine),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})

export const serviceRequestUpdatedResponseSchema = serviceRequestLine
