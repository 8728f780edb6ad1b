import deSearch from './locales/de/search.json'
import enSearch from './locales/en/search.json'
import hrSearch from './locales/hr/search.json'
import itSearch from './locales/it/search.json'
import slSearch from './locales/sl/search.json'

/** The search flow's texts, per language; English is the source. Each flow bundles only its own. */
export const searchResources = {
  en: { search: enSearch },
  de: { search: deSearch },
  it: { search: itSearch },
  hr: { search: hrSearch },
  sl: { search: slSearch },
} as const
