import type { Language } from '@resort/core'
import type { CallbackTimeWindow } from '@resort/core/api'

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
export const GUEST_TEXTS: Record<Language, GuestTexts> = {
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
