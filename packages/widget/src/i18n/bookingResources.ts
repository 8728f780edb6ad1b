import { namespaces, type FlowTexts } from './flowTexts'
import enBooking from './locales/en/booking.json'
import enConfirmation from './locales/en/confirmation.json'
import enPayment from './locales/en/payment.json'

/**
 * The booking flow's texts (rooms, payment, confirmation); English bundled, the other languages
 * loaded when asked for.
 */
export const bookingResources: FlowTexts = {
  en: {
    booking: enBooking,
    payment: enPayment,
    confirmation: enConfirmation,
  },
  de: () =>
    namespaces({
      booking: import('./locales/de/booking.json'),
      payment: import('./locales/de/payment.json'),
      confirmation: import('./locales/de/confirmation.json'),
    }),
  it: () =>
    namespaces({
      booking: import('./locales/it/booking.json'),
      payment: import('./locales/it/payment.json'),
      confirmation: import('./locales/it/confirmation.json'),
    }),
  hr: () =>
    namespaces({
      booking: import('./locales/hr/booking.json'),
      payment: import('./locales/hr/payment.json'),
      confirmation: import('./locales/hr/confirmation.json'),
    }),
  sl: () =>
    namespaces({
      booking: import('./locales/sl/booking.json'),
      payment: import('./locales/sl/payment.json'),
      confirmation: import('./locales/sl/confirmation.json'),
    }),
}
