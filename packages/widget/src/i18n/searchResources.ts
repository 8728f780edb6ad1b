import deCalendar from './locales/de/calendar.json'
import deSearch from './locales/de/search.json'
import enCalendar from './locales/en/calendar.json'
import enSearch from './locales/en/search.json'
import hrCalendar from './locales/hr/calendar.json'
import hrSearch from './locales/hr/search.json'
import itCalendar from './locales/it/calendar.json'
import itSearch from './locales/it/search.json'
import slCalendar from './locales/sl/calendar.json'
import slSearch from './locales/sl/search.json'

/** The search flow's texts, per language; English is the source. Each flow bundles only its own. */
export const searchResources = {
  en: { search: enSearch, calendar: enCalendar },
  de: { search: deSearch, calendar: deCalendar },
  it: { search: itSearch, calendar: itCalendar },
  hr: { search: hrSearch, calendar: hrCalendar },
  sl: { search: slSearch, calendar: slCalendar },
} as const
