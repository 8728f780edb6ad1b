import deCommon from './locales/de/common.json'
import deHome from './locales/de/home.json'
import enCommon from './locales/en/common.json'
import enHome from './locales/en/home.json'
import hrCommon from './locales/hr/common.json'
import hrHome from './locales/hr/home.json'
import itCommon from './locales/it/common.json'
import itHome from './locales/it/home.json'
import slCommon from './locales/sl/common.json'
import slHome from './locales/sl/home.json'

/** The host site's namespaces, per language; English is the source. */
export const siteResources = {
  en: { common: enCommon, home: enHome },
  de: { common: deCommon, home: deHome },
  it: { common: itCommon, home: itHome },
  hr: { common: hrCommon, home: hrHome },
  sl: { common: slCommon, home: slHome },
} as const
