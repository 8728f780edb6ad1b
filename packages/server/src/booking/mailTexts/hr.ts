import type { BookingMailTexts } from './bookingMailTexts'

// Formal address (Vi), its courtesy forms capitalised, as in the rest of the product.
export const hr: BookingMailTexts = {
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
  bookingNumber: 'Broj rezervacije',
  stay: 'Boravak',
  nights: {
    one: '{count} noćenje',
    few: '{count} noćenja',
    other: '{count} noćenja',
  },
  checkInOut: (from, until) => `Prijava od ${from}, odjava do ${until}`,
  rate: 'Tarifa',
  board: 'Usluga prehrane',
  unitsTitle: 'Što ste rezervirali',
  adults: {
    one: '{count} odrasla osoba',
    few: '{count} odrasle osobe',
    other: '{count} odraslih osoba',
  },
  children: {
    one: '{count} dijete',
    few: '{count} djeteta',
    other: '{count} djece',
  },
  childUnderOne: 'manje od 1',
  accommodation: 'Smještaj',
  extras: 'Dodatne usluge',
  unitTotal: 'Ukupno za smještajnu jedinicu',
  priceTitle: 'Cijena boravka',
  total: 'Ukupno',
  paidAtBooking: 'Plaćeno pri rezervaciji',
  dueAtProperty: 'Plaća se u objektu',
  scheduled: {
    charge: (amount, date) => `Naplata iznosa ${amount} ${date}`,
    hold: (amount, date) =>
      `Rezervacija iznosa ${amount} na Vašoj kartici ${date}`,
  },
  scheduleState: {
    due: 'predstoji',
    done_charge: 'plaćeno',
    done_hold: 'rezervirano',
    failed: 'kartica odbijena',
  },
  cancellationTitle: 'Uvjeti otkazivanja',
  nonRefundable:
    'Ova je rezervacija nepovratna: pri otkazivanju naplaćuje se puni iznos.',
  // Croatian dates end in a full stop of their own ("7. svibnja 2027.").
  freeUntil: (date) => `Besplatno otkazivanje do ${date.replace(/\.$/, '')}.`,
  feeAfterFree: (percent, fee) =>
    `Nakon toga pri otkazivanju naplaćuje se ${percent} % ukupnog iznosa (${fee}).`,
  feeAlways: (percent, fee) =>
    `Pri otkazivanju naplaćuje se ${percent} % ukupnog iznosa (${fee}).`,
  freeAlways: 'Do dolaska možete otkazati besplatno.',
  cancellationFee: 'Naknada za otkazivanje',
  propertyTitle: 'Adresa i kontakt',
  address: 'Adresa',
  phone: 'Telefon',
  map: 'Karta',
  mapLink: 'Prikaži na karti',
  manage: 'Ovdje možete pregledati, izmijeniti ili otkazati rezervaciju',
  closing: 'Veselimo se Vašem dolasku.\nAdria Alpe Resorts',
  closingCancelled:
    'Nadamo se da ćemo Vas ugostiti neki drugi put.\nAdria Alpe Resorts',
  calendarSummary: (property, id) => `Boravak: ${property} (rezervacija ${id})`,
}
