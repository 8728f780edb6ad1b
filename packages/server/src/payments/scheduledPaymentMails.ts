import type { Language } from '@resort/core'
import type { ExistingBookingResponse } from '@resort/core/api'
import type { MailMessage } from '../mail/mailer'
import { moneyMailLines } from './paymentMails'

/** A payment the rate's policy asked for later, as the guest is told of it (issue 32). */
export type ScheduledMailEvent = 'taken' | 'held' | 'card_failed'

interface ScheduledTexts {
  subject: Record<ScheduledMailEvent, (id: string, property: string) => string>
  intro: Record<ScheduledMailEvent, string>
  manage: string
  closing: string
}

// Formal address, as the booking mails (bookingMails.ts).
const TEXTS: Record<Language, ScheduledTexts> = {
  en: {
    subject: {
      taken: (id, property) =>
        `Payment received for your booking ${id} at ${property}`,
      held: (id, property) =>
        `An amount held on your card for booking ${id} at ${property}`,
      card_failed: (id, property) =>
        `Action needed: your card for booking ${id} at ${property}`,
    },
    intro: {
      taken:
        'As agreed in the terms of your rate, we have charged the payment due today to the card you booked with.',
      held: 'As agreed in the terms of your rate, we have placed a hold on the card you booked with. The amount is taken on your arrival day.',
      card_failed:
        'We could not charge the payment due today under the terms of your rate to the card you booked with. Your booking stands: please give us another card on your booking page within the next few days.',
    },
    manage: 'Your booking page',
    closing: 'Kind regards,\nAdria Alpe Resorts',
  },
  de: {
    subject: {
      taken: (id, property) =>
        `Zahlung für Ihre Buchung ${id} im ${property} erhalten`,
      held: (id, property) =>
        `Ein auf Ihrer Karte reservierter Betrag für die Buchung ${id} im ${property}`,
      card_failed: (id, property) =>
        `Bitte handeln Sie: Ihre Karte für die Buchung ${id} im ${property}`,
    },
    intro: {
      taken:
        'wie in den Bedingungen Ihres Tarifs vereinbart, haben wir die heute fällige Zahlung von der Karte abgebucht, mit der Sie gebucht haben.',
      held: 'wie in den Bedingungen Ihres Tarifs vereinbart, haben wir einen Betrag auf der Karte reserviert, mit der Sie gebucht haben. Er wird am Anreisetag abgebucht.',
      card_failed:
        'die heute nach den Bedingungen Ihres Tarifs fällige Zahlung konnten wir nicht von der Karte abbuchen, mit der Sie gebucht haben. Ihre Buchung bleibt bestehen: Bitte hinterlegen Sie in den nächsten Tagen auf Ihrer Buchungsseite eine andere Karte.',
    },
    manage: 'Ihre Buchungsseite',
    closing: 'Mit freundlichen Grüßen\nAdria Alpe Resorts',
  },
  it: {
    subject: {
      taken: (id, property) =>
        `Pagamento ricevuto per la Sua prenotazione ${id} presso ${property}`,
      held: (id, property) =>
        `Un importo bloccato sulla Sua carta per la prenotazione ${id} presso ${property}`,
      card_failed: (id, property) =>
        `Azione richiesta: la Sua carta per la prenotazione ${id} presso ${property}`,
    },
    intro: {
      taken:
        'Come previsto dalle condizioni della Sua tariffa, abbiamo addebitato il pagamento dovuto oggi sulla carta con cui ha prenotato.',
      held: "Come previsto dalle condizioni della Sua tariffa, abbiamo bloccato un importo sulla carta con cui ha prenotato. L'importo viene addebitato il giorno dell'arrivo.",
      card_failed:
        'Non siamo riusciti ad addebitare sulla carta con cui ha prenotato il pagamento dovuto oggi secondo le condizioni della Sua tariffa. La prenotazione resta valida: La preghiamo di indicare un’altra carta nella pagina della Sua prenotazione entro i prossimi giorni.',
    },
    manage: 'La pagina della Sua prenotazione',
    closing: 'Cordiali saluti,\nAdria Alpe Resorts',
  },
  hr: {
    subject: {
      taken: (id, property) =>
        `Primili smo uplatu za Vašu rezervaciju ${id} – ${property}`,
      held: (id, property) =>
        `Iznos rezerviran na Vašoj kartici za rezervaciju ${id} – ${property}`,
      card_failed: (id, property) =>
        `Potrebna je Vaša radnja: kartica za rezervaciju ${id} – ${property}`,
    },
    intro: {
      taken:
        'kako je dogovoreno uvjetima Vaše cijene, današnje dospjelo plaćanje naplatili smo s kartice kojom ste rezervirali.',
      held: 'kako je dogovoreno uvjetima Vaše cijene, rezervirali smo iznos na kartici kojom ste rezervirali. Iznos se naplaćuje na dan dolaska.',
      card_failed:
        's kartice kojom ste rezervirali nismo uspjeli naplatiti plaćanje koje danas dospijeva prema uvjetima Vaše cijene. Vaša rezervacija i dalje vrijedi: molimo Vas da u sljedećih nekoliko dana na stranici rezervacije unesete drugu karticu.',
    },
    manage: 'Stranica Vaše rezervacije',
    closing: 'Srdačan pozdrav,\nAdria Alpe Resorts',
  },
  sl: {
    subject: {
      taken: (id, property) =>
        `Prejeli smo plačilo za vašo rezervacijo ${id} – ${property}`,
      held: (id, property) =>
        `Znesek, rezerviran na vaši kartici za rezervacijo ${id} – ${property}`,
      card_failed: (id, property) =>
        `Potrebno je vaše ukrepanje: kartica za rezervacijo ${id} – ${property}`,
    },
    intro: {
      taken:
        'kot je dogovorjeno v pogojih vaše cene, smo današnje zapadlo plačilo bremenili s kartice, s katero ste rezervirali.',
      held: 'kot je dogovorjeno v pogojih vaše cene, smo na kartici, s katero ste rezervirali, rezervirali znesek. Bremenimo ga na dan prihoda.',
      card_failed:
        'plačila, ki danes zapade po pogojih vaše cene, nismo mogli bremeniti s kartice, s katero ste rezervirali. Vaša rezervacija ostaja veljavna: prosimo, da v naslednjih nekaj dneh na strani rezervacije vnesete drugo kartico.',
    },
    manage: 'Stran vaše rezervacije',
    closing: 'Lep pozdrav,\nAdria Alpe Resorts',
  },
}

/** The guest's mail about a payment the rate's policy made later, or could not make. */
export function scheduledPaymentMail(
  event: ScheduledMailEvent,
  booking: ExistingBookingResponse,
  amount: number,
  language: Language,
  publicBaseUrl: string,
): MailMessage {
  const texts = TEXTS[language]
  const lines = [
    ...moneyMailLines(booking, texts.intro[event], amount, language),
    '',
    `${texts.manage}:`,
    `${publicBaseUrl.replace(/\/+$/, '')}${booking.bookingURI}`,
    '',
    texts.closing,
  ]
  return {
    to: booking.userDetails.email,
    subject: texts.subject[event](booking.bookingId, booking.hotelDetails.name),
    text: lines.join('\n'),
    purpose: 'booking',
  }
}
