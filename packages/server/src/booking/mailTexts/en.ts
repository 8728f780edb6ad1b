import type { BookingMailTexts } from './bookingMailTexts'

export const en: BookingMailTexts = {
  subject: {
    confirmed: (id, property) =>
      `Your booking ${id} at ${property} is confirmed`,
    changed: (id, property) =>
      `Your booking ${id} at ${property} has been changed`,
    cancelled: (id, property) =>
      `Your booking ${id} at ${property} has been cancelled`,
  },
  intro: {
    confirmed: 'Thank you for your booking. Here are the details of your stay.',
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
  bookingNumber: 'Booking number',
  stay: 'Stay',
  nights: { one: '{count} night', other: '{count} nights' },
  checkInOut: (from, until) =>
    `Check-in from ${from}, check-out until ${until}`,
  rate: 'Rate',
  board: 'Board',
  unitsTitle: 'What you booked',
  adults: { one: '{count} adult', other: '{count} adults' },
  children: { one: '{count} child', other: '{count} children' },
  childUnderOne: 'under 1',
  accommodation: 'Accommodation',
  extras: 'Extras',
  unitTotal: 'Room total',
  priceTitle: 'Price',
  total: 'Total',
  paidAtBooking: 'Paid at booking',
  dueAtProperty: 'To pay at the property',
  scheduled: {
    charge: (amount, date) => `Charge of ${amount} on ${date}`,
    hold: (amount, date) => `Hold of ${amount} on your card on ${date}`,
  },
  scheduleState: {
    due: 'to come',
    done_charge: 'paid',
    done_hold: 'held',
    failed: 'card declined',
  },
  cancellationTitle: 'Cancellation terms',
  nonRefundable:
    'This booking is non-refundable: cancelling it costs the full price.',
  freeUntil: (date) => `Free cancellation until ${date}.`,
  feeAfterFree: (percent, fee) =>
    `After that, cancelling costs ${percent}% of the total (${fee}).`,
  feeAlways: (percent, fee) =>
    `Cancelling costs ${percent}% of the total (${fee}).`,
  freeAlways: 'You can cancel free of charge before your arrival.',
  cancellationFee: 'Cancellation fee',
  propertyTitle: 'Address and contact',
  address: 'Address',
  phone: 'Phone',
  map: 'Map',
  mapLink: 'Show on the map',
  manage: 'View, change or cancel your booking here',
  closing: 'We look forward to welcoming you.\nAdria Alpe Resorts',
  closingCancelled: 'We hope to welcome you another time.\nAdria Alpe Resorts',
  calendarSummary: (property, id) => `Stay at ${property} (booking ${id})`,
}
