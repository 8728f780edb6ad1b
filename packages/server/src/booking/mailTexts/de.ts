import type { BookingMailTexts } from './bookingMailTexts'

// Formal address (Sie) throughout, as in the rest of the product.
export const de: BookingMailTexts = {
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
  bookingNumber: 'Buchungsnummer',
  stay: 'Aufenthalt',
  nights: { one: '{count} Nacht', other: '{count} Nächte' },
  checkInOut: (from, until) =>
    `Check-in ab ${from} Uhr, Check-out bis ${until} Uhr`,
  rate: 'Tarif',
  board: 'Verpflegung',
  unitsTitle: 'Ihre Buchung im Einzelnen',
  adults: { one: '{count} Erwachsener', other: '{count} Erwachsene' },
  children: { one: '{count} Kind', other: '{count} Kinder' },
  childUnderOne: 'unter 1',
  accommodation: 'Unterkunft',
  extras: 'Zusatzleistungen',
  unitTotal: 'Summe Zimmer',
  priceTitle: 'Preis',
  total: 'Gesamtbetrag',
  paidAtBooking: 'Bei der Buchung bezahlt',
  dueAtProperty: 'In der Unterkunft zu zahlen',
  scheduled: {
    charge: (amount, date) => `Abbuchung von ${amount} am ${date}`,
    hold: (amount, date) =>
      `Reservierung von ${amount} auf Ihrer Karte am ${date}`,
  },
  scheduleState: {
    due: 'ausstehend',
    done_charge: 'bezahlt',
    done_hold: 'reserviert',
    failed: 'Karte abgelehnt',
  },
  cancellationTitle: 'Stornobedingungen',
  nonRefundable:
    'Diese Buchung ist nicht erstattungsfähig: Eine Stornierung kostet den vollen Preis.',
  freeUntil: (date) => `Kostenlose Stornierung bis ${date}.`,
  feeAfterFree: (percent, fee) =>
    `Danach kostet eine Stornierung ${percent} % des Gesamtbetrags (${fee}).`,
  feeAlways: (percent, fee) =>
    `Eine Stornierung kostet ${percent} % des Gesamtbetrags (${fee}).`,
  freeAlways: 'Sie können bis zur Anreise kostenlos stornieren.',
  cancellationFee: 'Stornogebühr',
  propertyTitle: 'Anschrift und Kontakt',
  address: 'Adresse',
  phone: 'Telefon',
  map: 'Karte',
  mapLink: 'Auf der Karte ansehen',
  manage: 'Hier können Sie Ihre Buchung ansehen, ändern oder stornieren',
  closing: 'Wir freuen uns auf Ihren Besuch.\nAdria Alpe Resorts',
  closingCancelled:
    'Wir hoffen, Sie ein anderes Mal begrüßen zu dürfen.\nAdria Alpe Resorts',
  calendarSummary: (property, id) => `Aufenthalt: ${property} (Buchung ${id})`,
}
