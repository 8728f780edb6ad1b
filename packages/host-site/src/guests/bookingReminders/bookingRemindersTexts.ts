import { lazyTexts } from '../../platform/i18n/lazyTexts'

/** Adds the `bookingReminders` namespace (the reminders' page) in the page's language, once. */
export const bookingRemindersTextsFor = lazyTexts('bookingReminders', {
  en: () => import('../../platform/i18n/locales/en/bookingReminders.json'),
  de: () => import('../../platform/i18n/locales/de/bookingReminders.json'),
  it: () => import('../../platform/i18n/locales/it/bookingReminders.json'),
  hr: () => import('../../platform/i18n/locales/hr/bookingReminders.json'),
  sl: () => import('../../platform/i18n/locales/sl/bookingReminders.json'),
})
