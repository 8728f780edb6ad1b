import type { BookingMailTexts } from './bookingMailTexts'

// Formal address (vi) with the courtesy forms written lower-case (vaš, vam), as in the widget.
export const sl: BookingMailTexts = {
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
  bookingNumber: 'Številka rezervacije',
  stay: 'Bivanje',
  nights: {
    one: '{count} noč',
    two: '{count} noči',
    few: '{count} noči',
    other: '{count} noči',
  },
  checkInOut: (from, until) => `Prijava od ${from}, odjava do ${until}`,
  rate: 'Tarifa',
  board: 'Prehrana',
  unitsTitle: 'Kaj ste rezervirali',
  adults: {
    one: '{count} odrasla oseba',
    two: '{count} odrasli osebi',
    few: '{count} odrasle osebe',
    other: '{count} odraslih oseb',
  },
  children: {
    one: '{count} otrok',
    two: '{count} otroka',
    few: '{count} otroci',
    other: '{count} otrok',
  },
  childUnderOne: 'manj kot 1',
  accommodation: 'Nastanitev',
  extras: 'Dodatne storitve',
  unitTotal: 'Skupaj za enoto',
  priceTitle: 'Cena bivanja',
  total: 'Skupaj',
  paidAtBooking: 'Plačano ob rezervaciji',
  dueAtProperty: 'Plačilo v nastanitvi',
  scheduled: {
    charge: (amount, date) => `Bremenitev ${amount} dne ${date}`,
    hold: (amount, date) => `Rezervacija ${amount} na vaši kartici dne ${date}`,
  },
  scheduleState: {
    due: 'sledi',
    done_charge: 'plačano',
    done_hold: 'rezervirano',
    failed: 'kartica zavrnjena',
  },
  cancellationTitle: 'Pogoji odpovedi',
  nonRefundable:
    'Te rezervacije ni mogoče povrniti: ob odpovedi zaračunamo celotni znesek.',
  freeUntil: (date) => `Brezplačna odpoved do ${date}.`,
  feeAfterFree: (percent, fee) =>
    `Nato ob odpovedi zaračunamo ${percent} % skupnega zneska (${fee}).`,
  feeAlways: (percent, fee) =>
    `Ob odpovedi zaračunamo ${percent} % skupnega zneska (${fee}).`,
  freeAlways: 'Do prihoda lahko odpoveste brezplačno.',
  cancellationFee: 'Stroški odpovedi',
  propertyTitle: 'Naslov in kontakt',
  address: 'Naslov',
  phone: 'Telefon',
  map: 'Zemljevid',
  mapLink: 'Prikaži na zemljevidu',
  manage: 'Tukaj si lahko rezervacijo ogledate, jo spremenite ali prekličete',
  closing: 'Veselimo se vašega obiska.\nAdria Alpe Resorts',
  closingCancelled:
    'Upamo, da vas bomo gostili kdaj drugič.\nAdria Alpe Resorts',
  calendarSummary: (property, id) => `Bivanje: ${property} (rezervacija ${id})`,
}
