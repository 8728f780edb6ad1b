import { namespaces, type FlowTexts } from './flowTexts'
import enBooking from './locales/en/booking.json'
import enCalendar from './locales/en/calendar.json'
import enConfirmation from './locales/en/confirmation.json'
import enManage from './locales/en/manage.json'
import enPayment from './locales/en/payment.json'
import enReview from './locales/en/review.json'

/**
 * Managing a booking: its own texts, the summary's, the rooms', the calendar's and the guest
 * form's, and the review's; English bundled, the other languages loaded when asked for.
 */
export const manageResources: FlowTexts = {
  en: {
    manage: enManage,
    confirmation: enConfirmation,
    booking: enBooking,
    calendar: enCalendar,
    payment: enPayment,
    review: enReview,
  },
  de: () =>
    namespaces({
      manage: import('./locales/de/manage.json'),
      confirmation: import('./locales/de/confirmation.json'),
      booking: import('./locales/de/booking.json'),
      calendar: import('./locales/de/calendar.json'),
      payment: import('./locales/de/payment.json'),
      review: import('./locales/de/review.json'),
    }),
  it: () =>
    namespaces({
      manage: import('./locales/it/manage.json'),
      confirmation: import('./locales/it/confirmation.json'),
      booking: import('./locales/it/booking.json'),
      calendar: import('./locales/it/calendar.json'),
      payment: import('./locales/it/payment.json'),
      review: import('./locales/it/review.json'),
    }),
  hr: () =>
    namespaces({
      manage: import('./locales/hr/manage.json'),
      confirmation: import('./locales/hr/confirmation.json'),
      booking: import('./locales/hr/booking.json'),
      calendar: import('./locales/hr/calendar.json'),
      payment: import('./locales/hr/payment.json'),
      review: import('./locales/hr/review.json'),
    }),
  sl: () =>
    namespaces({
      manage: import('./locales/sl/manage.json'),
      confirmation: import('./locales/sl/confirmation.json'),
      booking: import('./locales/sl/booking.json'),
      calendar: import('./locales/sl/calendar.json'),
      payment: import('./locales/sl/payment.json'),
      review: import('./locales/sl/review.json'),
    }),
}
