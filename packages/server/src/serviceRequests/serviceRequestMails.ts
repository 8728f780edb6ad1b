import type { Language } from '@resort/core'
import type {
  BookingRequest,
  CallbackRequest,
  CallbackTimeWindow,
} from '@resort/core/api'
import { formatStayDates } from '@resort/core/format'
import { nightsBetween } from '@resort/core/stay'
import type { MailMessage } from '../mail/mailer'

/** What the guest reads, per language; the desk reads English. */
interface GuestTexts {
  bookingSubject: (requestId: string) => string
  callbackSubject: (requestId: string) => string
  greeting: (name: string) => string
  bookingIntro: string
  callbackIntro: string
  reference: string
  property: string
  anyProperty: string
  dates: string
  flexibleDates: string
  adults: string
  children: string
  phone: string
  timeWindow: string
  timeWindows: Record<CallbackTimeWindow | 'any', string>
  message: string
  notABooking: string
  closing: string
}

// German and the others address the guest formally (Sie, Lei, Vi), as the widget does: Italian and
// Croatian capitalise the courtesy forms (Sua, Le; Vaš, Vam), Slovenian writes them lower-case (vaš,
// vam). The German, Croatian and Slovenian greetings are followed by a lower-case line, as their
// orthographies want.
const GUEST_TEXTS: Record<Language, GuestTexts> = {
  en: {
    bookingSubject: (id) => `We have received your booking request ${id}`,
    callbackSubject: (id) => `We have received your callback request ${id}`,
    greeting: (name) => `Dear ${name},`,
    bookingIntro:
      'Thank you for your booking request. Our reservations team will check availability and reply to you, usually within one working day.',
    callbackIntro:
      'Thank you for your callback request. Our reservations team will call you back as soon as possible.',
    reference: 'Reference',
    property: 'Property',
    anyProperty: 'Any of our properties',
    dates: 'Dates',
    flexibleDates: 'Flexible',
    adults: 'Adults',
    children: 'Children',
    phone: 'Phone',
    timeWindow: 'Preferred time',
    timeWindows: {
      morning: 'Morning',
      afternoon: 'Afternoon',
      evening: 'Evening',
      any: 'Any time',
    },
    message: 'Your message',
    notABooking: 'Please note: this is a request, not yet a confirmed booking.',
    closing: 'Kind regards\nThe reservations team of Adria Alpe Resorts',
  },
  de: {
    bookingSubject: (id) => `Wir haben Ihre Buchungsanfrage ${id} erhalten`,
    callbackSubject: (id) => `Wir haben Ihre Rückrufbitte ${id} erhalten`,
    greeting: (name) => `Guten Tag ${name},`,
    bookingIntro:
      'vielen Dank für Ihre Buchungsanfrage. Unser Reservierungsteam prüft die Verfügbarkeit und antwortet Ihnen in der Regel innerhalb eines Werktages.',
    callbackIntro:
      'vielen Dank für Ihre Rückrufbitte. Unser Reservierungsteam ruft Sie so bald wie möglich zurück.',
    reference: 'Anfragenummer',
    property: 'Unterkunft',
    anyProperty: 'Eine beliebige unserer Unterkünfte',
    dates: 'Reisedaten',
    flexibleDates: 'Flexibel',
    adults: 'Erwachsene',
    children: 'Kinder',
    phone: 'Telefon',
    timeWindow: 'Bevorzugte Zeit',
    timeWindows: {
      morning: 'Vormittags',
      afternoon: 'Nachmittags',
      evening: 'Abends',
      any: 'Jederzeit',
    },
    message: 'Ihre Nachricht',
    notABooking:
      'Bitte beachten Sie: Dies ist eine Anfrage und noch keine bestätigte Buchung.',
    closing:
      'Mit freundlichen Grüßen\nIhr Reservierungsteam von Adria Alpe Resorts',
  },
  it: {
    bookingSubject: (id) =>
      `Abbiamo ricevuto la Sua richiesta di prenotazione ${id}`,
    callbackSubject: (id) =>
      `Abbiamo ricevuto la Sua richiesta di richiamata ${id}`,
    greeting: (name) => `Gentile ${name},`,
    bookingIntro:
      'La ringraziamo per la Sua richiesta di prenotazione. Il nostro ufficio prenotazioni verificherà la disponibilità e Le risponderà di norma entro un giorno lavorativo.',
    callbackIntro:
      'La ringraziamo per la Sua richiesta. Il nostro ufficio prenotazioni La richiamerà al più presto.',
    reference: 'Numero di riferimento',
    property: 'Struttura',
    anyProperty: 'Una qualsiasi delle nostre strutture',
    dates: 'Date',
    flexibleDates: 'Flessibili',
    adults: 'Adulti',
    children: 'Bambini',
    phone: 'Telefono',
    timeWindow: 'Orario preferito',
    timeWindows: {
      morning: 'Mattina',
      afternoon: 'Pomeriggio',
      evening: 'Sera',
      any: 'Qualsiasi orario',
    },
    message: 'Il Suo messaggio',
    notABooking:
      'Attenzione: si tratta di una richiesta, non ancora di una prenotazione confermata.',
    closing: "Cordiali saluti\nL'ufficio prenotazioni di Adria Alpe Resorts",
  },
  hr: {
    bookingSubject: (id) => `Zaprimili smo Vaš upit za rezervaciju ${id}`,
    callbackSubject: (id) =>
      `Zaprimili smo Vaš zahtjev za povratni poziv ${id}`,
    greeting: (name) => `Poštovani/a ${name},`,
    bookingIntro:
      'zahvaljujemo na Vašem upitu za rezervaciju. Naš odjel rezervacija provjerit će raspoloživost i javiti Vam se, u pravilu unutar jednog radnog dana.',
    callbackIntro:
      'zahvaljujemo na Vašem zahtjevu. Naš odjel rezervacija nazvat će Vas što je prije moguće.',
    reference: 'Referentni broj',
    property: 'Objekt',
    anyProperty: 'Bilo koji od naših objekata',
    dates: 'Datumi',
    flexibleDates: 'Fleksibilni',
    adults: 'Odrasli',
    children: 'Djeca',
    phone: 'Telefon',
    timeWindow: 'Željeno vrijeme',
    timeWindows: {
      morning: 'Ujutro',
      afternoon: 'Poslijepodne',
      evening: 'Navečer',
      any: 'Bilo kada',
    },
    message: 'Vaša poruka',
    notABooking: 'Napomena: ovo je upit, a ne potvrđena rezervacija.',
    closing: 'Srdačan pozdrav\nOdjel rezervacija Adria Alpe Resorts',
  },
  sl: {
    bookingSubject: (id) =>
      `Prejeli smo vaše povpraševanje za rezervacijo ${id}`,
    callbackSubject: (id) => `Prejeli smo vašo prošnjo za povratni klic ${id}`,
    greeting: (name) => `Spoštovani/-a ${name},`,
    bookingIntro:
      'zahvaljujemo se vam za povpraševanje. Naša rezervacijska služba bo preverila razpoložljivost in vam odgovorila, praviloma v enem delovnem dnevu.',
    callbackIntro:
      'zahvaljujemo se vam za prošnjo. Naša rezervacijska služba vas bo poklicala v najkrajšem možnem času.',
    reference: 'Referenčna številka',
    property: 'Nastanitev',
    anyProperty: 'Katera koli od naših nastanitev',
    dates: 'Datumi',
    flexibleDates: 'Prilagodljivi',
    adults: 'Odrasli',
    children: 'Otroci',
    phone: 'Telefon',
    timeWindow: 'Želeni čas',
    timeWindows: {
      morning: 'Dopoldne',
      afternoon: 'Popoldne',
      evening: 'Zvečer',
      any: 'Kadar koli',
    },
    message: 'Vaše sporočilo',
    notABooking: 'Opomba: to je povpraševanje in še ni potrjena rezervacija.',
    closing: 'Lep pozdrav\nRezervacijska služba Adria Alpe Resorts',
  },
}

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
