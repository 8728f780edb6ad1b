import type { Language } from '@resort/core'
import type { ExistingBookingResponse } from '@resort/core/api'
import { formatPrice, formatStayDates } from '@resort/core/format'
import type { MailMessage } from '../mail/mailer'

export type BookingEvent = 'confirmed' | 'changed' | 'cancelled'

interface BookingTexts {
  subject: Record<BookingEvent, (id: string, property: string) => string>
  intro: Record<BookingEvent, string>
  /** The intro when staff changed or cancelled the booking for the guest (issue 14). */
  introByStaff: Record<Exclude<BookingEvent, 'confirmed'>, string>
  /** The paragraph with staff's reason. */
  staffReason: (reason: string) => string
  greeting: (name: string) => string
  stay: string
  total: string
  cancellationFee: string
  manage: string
  closing: string
  /** The cancellation mail's closing: no welcome to look forward to. */
  closingCancelled: string
}

// Formal address throughout (Sie, Lei, Vi), as in the rest of the product; Slovenian writes the
// courtesy forms lower-case (vaš, vam) like the widget, Italian and Croatian capitalise them.
const TEXTS: Record<Language, BookingTexts> = {
  en: {
    subject: {
      confirmed: (id, property) =>
        `Your booking ${id} at ${property} is confirmed`,
      changed: (id, property) =>
        `Your booking ${id} at ${property} has been changed`,
      cancelled: (id, property) =>
        `Your booking ${id} at ${property} has been cancelled`,
    },
    intro: {
      confirmed:
        'Thank you for your booking. Here are the details of your stay.',
      changed:
        'Your booking has been changed as you asked. Here are the new details.',
      cancelled: 'Your booking has been cancelled as you asked.',
    },
    introByStaff: {
      changed:
        'Our reservations team has changed your booking. Here are the new details.',
      cancelled: 'Our reservations team has cancelled your booking.',
    },
    staffReason: (reason) => `Reason given by our reservations team: ${reason}`,
    greeting: (name) => `Dear ${name},`,
    stay: 'Stay',
    total: 'Total',
    cancellationFee: 'Cancellation fee',
    manage: 'View, change or cancel your booking here',
    closing: 'We look forward to welcoming you.\nAdria Alpe Resorts',
    closingCancelled:
      'We hope to welcome you another time.\nAdria Alpe Resorts',
  },
  de: {
    subject: {
      confirmed: (id, property) =>
        `Ihre Buchung ${id} im ${property} ist bestätigt`,
      changed: (id, property) =>
        `Ihre Buchung ${id} im ${property} wurde geändert`,
      cancelled: (id, property) =>
        `Ihre Buchung ${id} im ${property} wurde storniert`,
    },
    intro: {
      confirmed:
        'vielen Dank für Ihre Buchung. Hier sind die Details Ihres Aufenthalts.',
      changed:
        'Ihre Buchung wurde wie gewünscht geändert. Hier sind die neuen Details.',
      cancelled: 'Ihre Buchung wurde wie gewünscht storniert.',
    },
    introByStaff: {
      changed:
        'unser Reservierungsteam hat Ihre Buchung geändert. Hier sind die neuen Details.',
      cancelled: 'unser Reservierungsteam hat Ihre Buchung storniert.',
    },
    staffReason: (reason) => `Begründung unseres Reservierungsteams: ${reason}`,
    greeting: (name) => `Sehr geehrte(r) ${name},`,
    stay: 'Aufenthalt',
    total: 'Gesamtbetrag',
    cancellationFee: 'Stornogebühr',
    manage: 'Hier können Sie Ihre Buchung ansehen, ändern oder stornieren',
    closing: 'Wir freuen uns auf Ihren Besuch.\nAdria Alpe Resorts',
    closingCancelled:
      'Wir hoffen, Sie ein anderes Mal begrüßen zu dürfen.\nAdria Alpe Resorts',
  },
  it: {
    subject: {
      confirmed: (id, property) =>
        `La Sua prenotazione ${id} presso ${property} è confermata`,
      changed: (id, property) =>
        `La Sua prenotazione ${id} presso ${property} è stata modificata`,
      cancelled: (id, property) =>
        `La Sua prenotazione ${id} presso ${property} è stata cancellata`,
    },
    intro: {
      confirmed:
        'La ringraziamo per la Sua prenotazione. Ecco i dettagli del soggiorno.',
      changed:
        'La Sua prenotazione è stata modificata come richiesto. Ecco i nuovi dettagli.',
      cancelled: 'La Sua prenotazione è stata cancellata come richiesto.',
    },
    introByStaff: {
      changed:
        'Il nostro ufficio prenotazioni ha modificato la Sua prenotazione. Ecco i nuovi dettagli.',
      cancelled:
        'Il nostro ufficio prenotazioni ha cancellato la Sua prenotazione.',
    },
    staffReason: (reason) =>
      `Motivo indicato dal nostro ufficio prenotazioni: ${reason}`,
    greeting: (name) => `Gentile ${name},`,
    stay: 'Soggiorno',
    total: 'Totale',
    cancellationFee: 'Penale di cancellazione',
    manage: 'Qui può visualizzare, modificare o cancellare la Sua prenotazione',
    closing: 'Saremo lieti di accoglierLa.\nAdria Alpe Resorts',
    closingCancelled:
      'Speriamo di accoglierLa un’altra volta.\nAdria Alpe Resorts',
  },
  hr: {
    subject: {
      confirmed: (id, property) =>
        `Vaša rezervacija ${id} – ${property} je potvrđena`,
      changed: (id, property) =>
        `Vaša rezervacija ${id} – ${property} je izmijenjena`,
      cancelled: (id, property) =>
        `Vaša rezervacija ${id} – ${property} je otkazana`,
    },
    intro: {
      confirmed:
        'zahvaljujemo na rezervaciji. U nastavku su podaci o Vašem boravku.',
      changed:
        'Vaša je rezervacija izmijenjena prema Vašem zahtjevu. U nastavku su novi podaci.',
      cancelled: 'Vaša je rezervacija otkazana prema Vašem zahtjevu.',
    },
    introByStaff: {
      changed:
        'naš je rezervacijski odjel izmijenio Vašu rezervaciju. U nastavku su novi podaci.',
      cancelled: 'naš je rezervacijski odjel otkazao Vašu rezervaciju.',
    },
    staffReason: (reason) =>
      `Razlog koji je naveo naš rezervacijski odjel: ${reason}`,
    greeting: (name) => `Poštovani/Poštovana ${name},`,
    stay: 'Boravak',
    total: 'Ukupno',
    cancellationFee: 'Naknada za otkazivanje',
    manage: 'Ovdje možete pregledati, izmijeniti ili otkazati rezervaciju',
    closing: 'Veselimo se Vašem dolasku.\nAdria Alpe Resorts',
    closingCancelled:
      'Nadamo se da ćemo Vas ugostiti neki drugi put.\nAdria Alpe Resorts',
  },
  sl: {
    subject: {
      confirmed: (id, property) =>
        `Vaša rezervacija ${id} – ${property} je potrjena`,
      changed: (id, property) =>
        `Vaša rezervacija ${id} – ${property} je spremenjena`,
      cancelled: (id, property) =>
        `Vaša rezervacija ${id} – ${property} je preklicana`,
    },
    intro: {
      confirmed:
        'zahvaljujemo se vam za rezervacijo. Spodaj so podatki o vašem bivanju.',
      changed:
        'Vaša rezervacija je spremenjena po vaši želji. Spodaj so novi podatki.',
      cancelled: 'Vaša rezervacija je preklicana po vaši želji.',
    },
    introByStaff: {
      changed:
        'naša rezervacijska služba je spremenila vašo rezervacijo. Spodaj so novi podatki.',
      cancelled: 'naša rezervacijska služba je preklicala vašo rezervacijo.',
    },
    staffReason: (reason) =>
      `Razlog, ki ga je navedla naša rezervacijska služba: ${reason}`,
    greeting: (name) => `Spoštovani/Spoštovana ${name},`,
    stay: 'Bivanje',
    total: 'Skupaj',
    cancellationFee: 'Stroški odpovedi',
    manage: 'Tukaj si lahko rezervacijo ogledate, jo spremenite ali prekličete',
    closing: 'Veselimo se vašega obiska.\nAdria Alpe Resorts',
    closingCancelled:
      'Upamo, da vas bomo gostili kdaj drugič.\nAdria Alpe Resorts',
  },
}

/** The mails' greeting of the reservation holder, in the booking's language. */
export const bookingGreeting = (language: Language, name: string) =>
  TEXTS[language].greeting(name)

/**
 * The guest's mail about a booking event, in the booking's language, with the self-service link;
 * with `staffReason` when staff changed or cancelled it for the guest, saying so and why.
 */
export function bookingMail(
  event: BookingEvent,
  booking: ExistingBookingResponse,
  language: Language,
  publicBaseUrl: string,
  staffReason?: string,
): MailMessage {
  const texts = TEXTS[language]
  const property = booking.hotelDetails.name
  const byStaff =
    staffReason === undefined || event === 'confirmed'
      ? undefined
      : { event, reason: staffReason }
  const lines = [
    texts.greeting(
      `${booking.reservationHolder.firstName} ${booking.reservationHolder.lastName}`,
    ),
    '',
    byStaff ? texts.introByStaff[byStaff.event] : texts.intro[event],
    ...(byStaff ? ['', texts.staffReason(byStaff.reason)] : []),
    '',
    `${booking.bookingId} · ${property}`,
    `${texts.stay}: ${formatStayDates(booking.checkIn, booking.checkOut, language)}`,
    ...booking.accomodationData.map((unit) => `- ${unit.unitName}`),
    `${texts.total}: ${formatPrice(booking.totalPrice, booking.currency, language)}`,
    ...(event === 'cancelled' && booking.cancellation.fee
      ? [
          `${texts.cancellationFee}: ${formatPrice(booking.cancellation.fee, booking.currency, language)}`,
        ]
      : []),
    '',
    ...(event === 'cancelled'
      ? []
      : [
          `${texts.manage}:`,
          `${publicBaseUrl.replace(/\/+$/, '')}${booking.bookingURI}`,
          '',
        ]),
    event === 'cancelled' ? texts.closingCancelled : texts.closing,
  ]
  return {
    to: booking.userDetails.email,
    subject: texts.subject[event](booking.bookingId, property),
    text: lines.join('\n'),
    purpose: 'booking',
  }
}
