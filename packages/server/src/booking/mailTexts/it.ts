import type { BookingMailTexts } from './bookingMailTexts'

// Formal address (Lei), its courtesy forms capitalised, as in the rest of the product.
export const it: BookingMailTexts = {
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
  bookingNumber: 'Numero di prenotazione',
  stay: 'Soggiorno',
  nights: { one: '{count} notte', other: '{count} notti' },
  checkInOut: (from, until) =>
    `Check-in dalle ${from}, check-out entro le ${until}`,
  rate: 'Tariffa',
  board: 'Trattamento',
  unitsTitle: 'Cosa ha prenotato',
  adults: { one: '{count} adulto', other: '{count} adulti' },
  children: { one: '{count} bambino', other: '{count} bambini' },
  childUnderOne: 'meno di 1',
  accommodation: 'Alloggio',
  extras: 'Servizi extra',
  unitTotal: 'Totale camera',
  priceTitle: 'Prezzo',
  total: 'Totale',
  paidAtBooking: 'Pagato alla prenotazione',
  dueAtProperty: 'Da pagare in struttura',
  scheduled: {
    charge: (amount, date) => `Addebito di ${amount} il ${date}`,
    hold: (amount, date) => `Blocco di ${amount} sulla Sua carta il ${date}`,
  },
  scheduleState: {
    due: 'in programma',
    done_charge: 'pagato',
    done_hold: 'bloccato',
    failed: 'carta rifiutata',
  },
  cancellationTitle: 'Condizioni di cancellazione',
  nonRefundable:
    'Questa prenotazione non è rimborsabile: la cancellazione costa l’intero importo.',
  freeUntil: (date) => `Cancellazione gratuita fino al ${date}.`,
  feeAfterFree: (percent, fee) =>
    `In seguito la cancellazione costa il ${percent}% del totale (${fee}).`,
  feeAlways: (percent, fee) =>
    `La cancellazione costa il ${percent}% del totale (${fee}).`,
  freeAlways: 'Può cancellare gratuitamente fino all’arrivo.',
  cancellationFee: 'Penale di cancellazione',
  propertyTitle: 'Indirizzo e contatti',
  address: 'Indirizzo',
  phone: 'Telefono',
  map: 'Mappa',
  mapLink: 'Vedi sulla mappa',
  manage: 'Qui può visualizzare, modificare o cancellare la Sua prenotazione',
  closing: 'Saremo lieti di accoglierLa.\nAdria Alpe Resorts',
  closingCancelled:
    'Speriamo di accoglierLa un’altra volta.\nAdria Alpe Resorts',
  calendarSummary: (property, id) =>
    `Soggiorno: ${property} (prenotazione ${id})`,
}
