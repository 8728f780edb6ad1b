import deSearch from './locales/de/search.json'
import enSearch from './locales/en/search.json'
import hrSearch from './locales/hr/search.json'
import itSearch from './locales/it/search.json'
import slSearch from './locales/sl/search.json'

/** Every namespace of the widget, per language; English is the source. */
export const widgetResources = {
  en: { search: enSearch },
  de: { search: deSearch },
  it: { search: itSearch },
  hr: { search: hrSearch },
  sl: { search: slSearch },
} as const
