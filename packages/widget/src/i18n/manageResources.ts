import deBooking from './locales/de/booking.json'
import deCalendar from './locales/de/calendar.json'
import deConfirmation from './locales/de/confirmation.json'
import deManage from './locales/de/manage.json'
import enBooking from './locales/en/booking.json'
import enCalendar from './locales/en/calendar.json'
import enConfirmation from './locales/en/confirmation.json'
import enManage from './locales/en/manage.json'
import hrBooking from './locales/hr/booking.json'
import hrCalendar from './locales/hr/calendar.json'
import hrConfirmation from './locales/hr/confirmation.json'
import hrManage from './locales/hr/manage.json'
import itBooking from './locales/it/booking.json'
import itCalendar from './locales/it/calendar.json'
import itConfirmation from './locales/it/confirmation.json'
import itManage from './locales/it/manage.json'
import slBooking from './locales/sl/booking.json'
import slCalendar from './locales/sl/calendar.json'
import slConfirmation from './locales/sl/confirmation.json'
import slManage from './locales/sl/manage.json'

/** Managing a booking: its own texts, the booking summary's, the rooms' and the calendar's. */
export const manageResources = {
  en: {
    manage: enManage,
    confirmation: enConfirmation,
    booking: enBooking,
    calendar: enCalendar,
  },
  de: {
    manage: deManage,
    confirmation: deConfirmation,
    booking: deBooking,
    calendar: deCalendar,
  },
  it: {
    manage: itManage,
    confirmation: itConfirmation,
    booking: itBooking,
    calendar: itCalendar,
  },
  hr: {
    manage: hrManage,
    confirmation: hrConfirmation,
    booking: hrBooking,
    calendar: hrCalendar,
  },
  sl: {
    manage: slManage,
    confirmation: slConfirmation,
    booking: slBooking,
    calendar: slCalendar,
  },
} as const
