import { namespaces, type FlowTexts } from './flowTexts'
import enCalendar from './locales/en/calendar.json'

/** The date picker's own texts, for a host page's picker (ResortCalendarDialog). */
export const calendarResources: FlowTexts = {
  en: { calendar: enCalendar },
  de: () => namespaces({ calendar: import('./locales/de/calendar.json') }),
  it: () => namespaces({ calendar: import('./locales/it/calendar.json') }),
  hr: () => namespaces({ calendar: import('./locales/hr/calendar.json') }),
  sl: () => namespaces({ calendar: import('./locales/sl/calendar.json') }),
}
