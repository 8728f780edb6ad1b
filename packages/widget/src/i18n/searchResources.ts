import { namespaces, type FlowTexts } from './flowTexts'
import enCalendar from './locales/en/calendar.json'
import enSearch from './locales/en/search.json'

/** The search flow's texts; English bundled, the other languages loaded when asked for. */
export const searchResources: FlowTexts = {
  en: { search: enSearch, calendar: enCalendar },
  de: () =>
    namespaces({
      search: import('./locales/de/search.json'),
      calendar: import('./locales/de/calendar.json'),
    }),
  it: () =>
    namespaces({
      search: import('./locales/it/search.json'),
      calendar: import('./locales/it/calendar.json'),
    }),
  hr: () =>
    namespaces({
      search: import('./locales/hr/search.json'),
      calendar: import('./locales/hr/calendar.json'),
    }),
  sl: () =>
    namespaces({
      search: import('./locales/sl/search.json'),
      calendar: import('./locales/sl/calendar.json'),
    }),
}
