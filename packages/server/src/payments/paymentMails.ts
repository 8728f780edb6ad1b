import type { Language } from '@resort/core'
import type { ExistingBookingResponse } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { bookingGreeting } from '../booking/bookingMails'
import type { MailMessage } from '../mail/mailer'

/** Money staff moved on a booking (issue 32), as the guest is told of it. */
export type PaymentMailEvent =
  | { kind: 'fee_charged'; fee: 'no_show' | 'late_cancellation' }
  | { kind: 'refunded' }

interface PaymentTexts {
  subject: (id: string, property: string) => string
  fee: Record<'no_show' | 'late_cancellation', string>
  refunded: string
  amount: string
  card: (brand: string, last4: string) => string
  reason: (reason: string) => string
  questions: string
  closing: string
}

// Formal address, as the booking mails (bookingMails.ts).
const TEXTS: Record<Language, PaymentTexts> = {
  en: {
    subject: (id, property) => `A payment on your booking ${id} at ${property}`,
    fee: {
      no_show:
        'As you did not arrive for your stay, we have charged the no-show fee of your rate to the card you booked with.',
      late_cancellation:
        'As your booking was cancelled after the free cancellation period, we have charged the cancellation fee of your rate to the card you booked with.',
    },
    refunded:
      'We have refunded money to the card you paid with. Depending on your bank, it shows on your statement within 5 to 10 days.',
    amount: 'Amount',
    card: (brand, last4) => `Card: ${brand} ending in ${last4}`,
    reason: (reason) => `Note from our reservations team: ${reason}`,
    questions: 'If you have any questions, simply reply to this e-mail.',
    closing: 'Kind regards,\nAdria Alpe Resorts',
  },
  de: {
    subject: (id, property) =>
      `Eine Zahlung zu Ihrer Buchung ${id} im ${property}`,
    fee: {
      no_show:
        'da Sie Ihren Aufenthalt nicht angetreten haben, haben wir die Nichtanreisegebühr Ihres Tarifs von der Karte abgebucht, mit der Sie gebucht haben.',
      late_cancellation:
        'da Ihre Buchung nach Ablauf der kostenlosen Stornierungsfrist storniert wurde, haben wir die Stornogebühr Ihres Tarifs von der Karte abgebucht, mit der Sie gebucht haben.',
    },
    refunded:
      'wir haben Geld auf die Karte zurückerstattet, mit der Sie bezahlt haben. Je nach Bank erscheint die Gutschrift innerhalb von 5 bis 10 Tagen auf Ihrer Abrechnung.',
    amount: 'Betrag',
    card: (brand, last4) => `Karte: ${brand} mit den Endziffern ${last4}`,
    reason: (reason) => `Hinweis unseres Reservierungsteams: ${reason}`,
    questions: 'Bei Fragen antworten Sie einfach auf diese E-Mail.',
    closing: 'Mit freundlichen Grüßen\nAdria Alpe Resorts',
  },
  it: {
    subject: (id, property) =>
      `Un pagamento sulla Sua prenotazione ${id} presso ${property}`,
    fee: {
      no_show:
        'Poiché non si è presentato/a per il soggiorno, abbiamo addebitato la penale di mancata presentazione della Sua tariffa sulla carta con cui ha prenotato.',
      late_cancellation:
        'Poiché la Sua prenotazione è stata cancellata dopo il periodo di cancellazione gratuita, abbiamo addebitato la penale di cancellazione della Sua tariffa sulla carta con cui ha prenotato.',
    },
    refunded:
      'Abbiamo rimborsato un importo sulla carta con cui ha pagato. A seconda della Sua banca, lo vedrà sull’estratto conto entro 5-10 giorni.',
    amount: 'Importo',
    card: (brand, last4) => `Carta: ${brand} che termina con ${last4}`,
    reason: (reason) => `Nota del nostro ufficio prenotazioni: ${reason}`,
    questions: 'Per qualsiasi domanda, risponda semplicemente a questa e-mail.',
    closing: 'Cordiali saluti,\nAdria Alpe Resorts',
  },
  hr: {
    subject: (id, property) =>
      `Plaćanje po Vašoj rezervaciji ${id} – ${property}`,
    fee: {
      no_show:
        'budući da niste došli na boravak, naplatili smo naknadu za nedolazak prema Vašoj cijeni s kartice kojom ste rezervirali.',
      late_cancellation:
        'budući da je Vaša rezervacija otkazana nakon razdoblja besplatnog otkazivanja, naplatili smo naknadu za otkazivanje prema Vašoj cijeni s kartice kojom ste rezervirali.',
    },
    refunded:
      'vratili smo novac na karticu kojom ste platili. Ovisno o Vašoj banci, povrat će se na izvodu pojaviti u roku od 5 do 10 dana.',
    amount: 'Iznos',
    card: (brand, last4) => `Kartica: ${brand} koja završava na ${last4}`,
    reason: (reason) => `Napomena našeg tima za rezervacije: ${reason}`,
    questions: 'Ako imate pitanja, jednostavno odgovorite na ovu e-poruku.',
    closing: 'Srdačan pozdrav,\nAdria Alpe Resorts',
  },
  sl: {
    subject: (id, property) =>
      `Plačilo pri vaši rezervaciji ${id} – ${property}`,
    fee: {
      no_show:
        'ker niste prišli na bivanje, smo s kartice, s katero ste rezervirali, bremenili nadomestilo za neprihod po vaši ceni.',
      late_cancellation:
        'ker je bila vaša rezervacija odpovedana po izteku brezplačne odpovedi, smo s kartice, s katero ste rezervirali, bremenili stroške odpovedi po vaši ceni.',
    },
    refunded:
      'na kartico, s katero ste plačali, smo vrnili denar. Odvisno od vaše banke bo vračilo na izpisku vidno v 5 do 10 dneh.',
    amount: 'Znesek',
    card: (brand, last4) => `Kartica: ${brand} s končnimi številkami ${last4}`,
    reason: (reason) => `Opomba naše ekipe za rezervacije: ${reason}`,
    questions: 'Če imate vprašanja, preprosto odgovorite na to e-pošto.',
    closing: 'Lep pozdrav,\nAdria Alpe Resorts',
  },
}

/** The mail's opening and the money's facts: the booking, the amount and the card. */
export function moneyMailLines(
  booking: ExistingBookingResponse,
  intro: string,
  amount: number,
  language: Language,
): string[] {
  const texts = TEXTS[language]
  const card = booking.creditCard
  return [
    bookingGreeting(
      language,
      `${booking.reservationHolder.firstName} ${booking.reservationHolder.lastName}`,
    ),
    '',
    intro,
    '',
    `${booking.bookingId} · ${booking.hotelDetails.name}`,
    `${texts.amount}: ${formatPrice(amount, booking.currency, language)}`,
    ...(card ? [texts.card(card.brand, card.last4)] : []),
  ]
}

/** The guest's mail about a fee staff charged or money staff refunded, in the booking's language. */
export function paymentMail(
  event: PaymentMailEvent,
  booking: ExistingBookingResponse,
  amount: number,
  reason: string,
  language: Language,
): MailMessage {
  const texts = TEXTS[language]
  const lines = [
    ...moneyMailLines(
      booking,
      event.kind === 'refunded' ? texts.refunded : texts.fee[event.fee],
      amount,
      language,
    ),
    '',
    texts.reason(reason),
    '',
    texts.questions,
    '',
    texts.closing,
  ]
  return {
    to: booking.userDetails.email,
    subject: texts.subject(booking.bookingId, booking.hotelDetails.name),
    text: lines.join('\n'),
    purpose: 'booking',
  }
}
