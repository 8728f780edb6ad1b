import deBooking from './locales/de/booking.json'
import deCalendar from './locales/de/calendar.json'
import deConfirmation from './locales/de/confirmation.json'
import deManage from './locales/de/manage.json'
import dePayment from './locales/de/payment.json'
import enBooking from './locales/en/booking.json'
import enCalendar from './locales/en/calendar.json'
import enConfirmation from './locales/en/confirmation.json'
import enManage from './locales/en/manage.json'
import enPayment from './locales/en/payment.json'
import hrBooking from './locales/hr/booking.json'
import hrCalendar from './locales/hr/calendar.json'
import hrConfirmation from './locales/hr/confirmation.json'
import hrManage from './locales/hr/manage.json'
import hrPayment from './locales/hr/payment.json'
import itBooking from './locales/it/booking.json'
import itCalendar from './locales/it/calendar.json'
import itConfirmation from './locales/it/confirmation.json'
import itManage from './locales/it/manage.json'
import itPayment from './locales/it/payment.json'
import slBooking from './locales/sl/booking.json'
import slCalendar from './locales/sl/calendar.json'
import slConfirmation from './locales/sl/confirmation.json'
import slManage from './locales/sl/manage.json'
import slPayment from './locales/sl/payment.json'

/** Managing a booking: its own texts, the summary's, the rooms', the calendar's and the guest form's. */
export const manageResources = {
  en: {
    manage: enManage,
    confirmation: enConfirmation,
    booking: enBooking,
    calendar: enCalendar,
    payment: enPayment,
  },
  de: {
    manage: deManage,
    confirmation: deConfirmation,
    booking: deBooking,
    calendar: deCalendar,
    payment: dePayment,
  },
  it: {
    manage: itManage,
    confirmation: itConfirmation,
    booking: itBooking,
    calendar: itCalendar,
    payment: itPayment,
  },
  hr: {
    manage: hrManage,
    confirmation: hrConfirmation,
    booking: hrBooking,
    calendar: hrCalendar,
    payment: hrPayment,
  },
  sl: {
    manage: slManage,
    confirmation: slConfirmation,
    booking: slBooking,
    calendar: slCalendar,
    payment: slPayment,
  },
} as const
