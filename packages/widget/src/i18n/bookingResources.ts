import deBooking from './locales/de/booking.json'
import deConfirmation from './locales/de/confirmation.json'
import dePayment from './locales/de/payment.json'
import enBooking from './locales/en/booking.json'
import enConfirmation from './locales/en/confirmation.json'
import enPayment from './locales/en/payment.json'
import hrBooking from './locales/hr/booking.json'
import hrConfirmation from './locales/hr/confirmation.json'
import hrPayment from './locales/hr/payment.json'
import itBooking from './locales/it/booking.json'
import itConfirmation from './locales/it/confirmation.json'
import itPayment from './locales/it/payment.json'
import slBooking from './locales/sl/booking.json'
import slConfirmation from './locales/sl/confirmation.json'
import slPayment from './locales/sl/payment.json'

/** The booking flow's texts (rooms, payment, confirmation), per language; English is the source. */
export const bookingResources = {
  en: { booking: enBooking, payment: enPayment, confirmation: enConfirmation },
  de: { booking: deBooking, payment: dePayment, confirmation: deConfirmation },
  it: { booking: itBooking, payment: itPayment, confirmation: itConfirmation },
  hr: { booking: hrBooking, payment: hrPayment, confirmation: hrConfirmation },
  sl: { booking: slBooking, payment: slPayment, confirmation: slConfirmation },
} as const
