import type { BookingRequest, CallbackRequest } from '@resort/core/api'
import { formatStayDates } from '@resort/core/format'
import { nightsBetween } from '@resort/core/stay'
import type { MailMessage } from '../mail/mailer'
import { GUEST_TEXTS } from './serviceRequestMailTexts'

/** The request as stored, with what the mails name beside the form. */
export interface ReceivedRequest<T> {
  requestId: string
  receivedAt: string
  request: T
}

/** A preferred property's name in the guest's language and in the desk's. */
export interface PropertyNames {
  id: string
  guestName: string
  deskName: string
}

export interface MailAddresses {
  /** The reservations desk. */
  desk: string
}

export interface RequestMails {
  desk: MailMessage
  /** Present when the guest gave an email address. */
  guest?: MailMessage
}

const lines = (entries: [label: string, value: string | undefined][]) =>
  entries
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([label, value]) => `${label}: ${value}`)

const paragraphs = (...blocks: (string | string[] | undefined)[]) =>
  blocks
    .filter((block) => block !== undefined && block.length > 0)
    .map((block) => (Array.isArray(block) ? block.join('\n') : block))
    .join('\n\n')

const messageBlock = (label: string, message: string | undefined) =>
  message ? `${label}:\n${message}` : undefined

/** The desk's mail and the guest's confirmation for a booking request. */
export function bookingRequestMails(
  { requestId, receivedAt, request }: ReceivedRequest<BookingRequest>,
  property: PropertyNames | undefined,
  addresses: MailAddresses,
): RequestMails {
  const name = `${request.firstName} ${request.lastName}`
  const { dateFrom, dateTo } = request
  const stay = dateFrom && dateTo ? { dateFrom, dateTo } : undefined
  const deskDates = stay
    ? `${stay.dateFrom} – ${stay.dateTo} (${nightsBetween(stay.dateFrom, stay.dateTo)} nights)`
    : 'flexible'
  const desk: MailMessage = {
    purpose: 'service_request',
    to: addresses.desk,
    subject: `Booking request ${requestId}: ${name}${stay ? `, ${stay.dateFrom} – ${stay.dateTo}` : ''}`,
    replyTo: request.email,
    text: paragraphs(
      lines([
        ['Booking request', requestId],
        ['Received', receivedAt],
        ['Language', request.lang],
      ]),
      lines([
        ['Name', name],
        ['Email', request.email],
        ['Phone', request.phonenumber],
        ['Country', request.country],
      ]),
      lines([
        [
          'Property',
          property ? `${property.deskName} (${property.id})` : 'no preference',
        ],
        ['Dates', deskDates],
        ['Adults', String(request.adults)],
        ['Children', String(request.children)],
        ['Newsletter', request.newsletter ? 'yes' : 'no'],
        ['Privacy consent', 'given'],
      ]),
      messageBlock('Message', request.message),
    ),
  }
  const t = GUEST_TEXTS[request.lang]
  const guest: MailMessage = {
    purpose: 'service_request',
    to: request.email,
    subject: t.bookingSubject(requestId),
    replyTo: addresses.desk,
    text: paragraphs(
      t.greeting(name),
      t.bookingIntro,
      lines([
        [t.reference, requestId],
        [t.property, property?.guestName ?? t.anyProperty],
        [
          t.dates,
          stay
            ? formatStayDates(stay.dateFrom, stay.dateTo, request.lang)
            : t.flexibleDates,
        ],
        [t.adults, String(request.adults)],
        [t.children, String(request.children)],
      ]),
      messageBlock(t.message, request.message),
      t.notABooking,
      t.closing,
    ),
  }
  return { desk, guest }
}

/** The desk's mail and, when the guest gave an email, a confirmation for a callback request. */
export function callbackRequestMails(
  { requestId, receivedAt, request }: ReceivedRequest<CallbackRequest>,
  addresses: MailAddresses,
): RequestMails {
  const window = request.timeWindow ?? 'any'
  const desk: MailMessage = {
    purpose: 'service_request',
    to: addresses.desk,
    subject: `Callback request ${requestId}: ${request.name}, ${request.phonenumber}, ${GUEST_TEXTS.en.timeWindows[window].toLowerCase()}`,
    ...(request.email && { replyTo: request.email }),
    text: paragraphs(
      lines([
        ['Callback request', requestId],
        ['Received', receivedAt],
        ['Language', request.lang],
      ]),
      lines([
        ['Name', request.name],
        ['Phone', request.phonenumber],
        ['Country', request.country],
        ['Email', request.email],
        ['Preferred time', GUEST_TEXTS.en.timeWindows[window]],
        ['Privacy consent', 'given'],
      ]),
      messageBlock('Message', request.message),
    ),
  }
  if (!request.email) return { desk }
  const t = GUEST_TEXTS[request.lang]
  const guest: MailMessage = {
    purpose: 'service_request',
    to: request.email,
    subject: t.callbackSubject(requestId),
    replyTo: addresses.desk,
    text: paragraphs(
      t.greeting(request.name),
      t.callbackIntro,
      lines([
        [t.reference, requestId],
        [t.phone, request.phonenumber],
        [t.timeWindow, t.timeWindows[window]],
      ]),
      messageBlock(t.message, request.message),
      t.closing,
    ),
  }
  return { desk, guest }
}
