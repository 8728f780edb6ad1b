import { randomUUID } from 'node:crypto'
import type {
  BookingRequest,
  BookingRequestResponse,
  CallbackRequest,
  CallbackRequestResponse,
} from '@resort/core/api'
import type { Insertable, Kysely } from 'kysely'
import type { Database, ServiceRequestTable } from '#db/schema'
import { invalidParam } from '#http/errors'
import type { Mailer, MailMessage } from '../mail/mailer'
import {
  bookingRequestMails,
  callbackRequestMails,
  type PropertyNames,
  type RequestMails,
} from './serviceRequestMails'

const DEFAULT_RESERVATIONS_EMAIL = 'reservations@adria-alpe.example'

// The desk reads English whatever the guest's language.
const DESK_LANGUAGE = 'en'

export interface ServiceRequestContext {
  db: Kysely<Database>
  mailer: Mailer
  /** The reservations desk that receives every request. */
  reservationsEmail: string
}

/** The desk's address: RESERVATIONS_EMAIL, else the group's default. */
export function reservationsEmailFrom(
  env: NodeJS.ProcessEnv = process.env,
): string {
  return env.RESERVATIONS_EMAIL?.trim() || DEFAULT_RESERVATIONS_EMAIL
}

/**
 * A reference short enough to read out on the phone, such as BR-3F9A1C7D2E: 40 random bits, so a
 * clash is as good as impossible, and the primary key would refuse one anyway.
 */
function newRequestId(kind: ServiceRequestTable['kind']): string {
  const prefix = kind === 'booking' ? 'BR' : 'CB'
  return `${prefix}-${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`
}

/** The preferred property's names, or a 400 naming propertyId when no such property exists. */
async function propertyNames(
  db: Kysely<Database>,
  propertyId: string,
  language: string,
): Promise<PropertyNames> {
  const texts = await db
    .selectFrom('property_texts')
    .select(['language', 'name'])
    .where('property_id', '=', propertyId)
    .where('language', 'in', [language, DESK_LANGUAGE])
    .execute()
  const nameIn = (wanted: string) =>
    texts.find((text) => text.language === wanted)?.name
  const deskName = nameIn(DESK_LANGUAGE) ?? nameIn(language)
  if (deskName === undefined) {
    throw invalidParam(
      'propertyId',
      'not_found',
      `No property "${propertyId}".`,
    )
  }
  return { id: propertyId, deskName, guestName: nameIn(language) ?? deskName }
}

/** Stores the request and its mails in one transaction: all of it, or nothing to send twice. */
async function store(
  { mailer }: ServiceRequestContext,
  row: Insertable<ServiceRequestTable>,
  mails: RequestMails,
): Promise<void> {
  const messages: MailMessage[] = mails.guest
    ? [mails.desk, mails.guest]
    : [mails.desk]
  await mailer.sendWith(async (trx) => {
    await trx.insertInto('service_requests').values(row).execute()
  }, messages)
}

/** Stores a booking request and mails the desk and the guest. */
export async function submitBookingRequest(
  context: ServiceRequestContext,
  request: BookingRequest,
): Promise<BookingRequestResponse> {
  const property = request.propertyId
    ? await propertyNames(context.db, request.propertyId, request.lang)
    : undefined
  const requestId = newRequestId('booking')
  const receivedAt = new Date().toISOString()
  await store(
    context,
    {
      id: requestId,
      kind: 'booking',
      language: request.lang,
      email: request.email,
      payload: JSON.stringify(request),
      created_at: receivedAt,
    },
    bookingRequestMails({ requestId, receivedAt, request }, property, {
      desk: context.reservationsEmail,
    }),
  )
  return { requestId, receivedAt, context: 'Booking', crmEmail: request.email }
}

/** Stores a callback request and mails the desk, and the guest when an email was given. */
export async function submitCallbackRequest(
  context: ServiceRequestContext,
  request: CallbackRequest,
): Promise<CallbackRequestResponse> {
  const requestId = newRequestId('callback')
  const receivedAt = new Date().toISOString()
  await store(
    context,
    {
      id: requestId,
      kind: 'callback',
      language: request.lang,
      email: request.email ?? null,
      payload: JSON.stringify(request),
      created_at: receivedAt,
    },
    callbackRequestMails(
      { requestId, receivedAt, request },
      {
        desk: context.reservationsEmail,
      },
    ),
  )
  return {
    requestId,
    receivedAt,
    context: 'Callback',
    crmEmail: request.email ?? null,
  }
}
