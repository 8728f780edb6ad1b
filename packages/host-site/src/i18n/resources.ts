import deAccommodation from './locales/de/accommodation.json'
import deAmenities from './locales/de/amenities.json'
import deCommon from './locales/de/common.json'
import deHome from './locales/de/home.json'
import enAccommodation from './locales/en/accommodation.json'
import enAmenities from './locales/en/amenities.json'
import enCommon from './locales/en/common.json'
import enHome from './locales/en/home.json'
import hrAccommodation from './locales/hr/accommodation.json'
import hrAmenities from './locales/hr/amenities.json'
import hrCommon from './locales/hr/common.json'
import hrHome from './locales/hr/home.json'
import itAccommodation from './locales/it/accommodation.json'
import itAmenities from './locales/it/amenities.json'
import itCommon from './locales/it/common.json'
import itHome from './locales/it/home.json'
import slAccommodation from './locales/sl/accommodation.json'
import slAmenities from './locales/sl/amenities.json'
import slCommon from './locales/sl/common.json'
import slHome from './locales/sl/home.json'

/** The host site's namespaces, per language; English is the source. */
export const siteResources = {
  en: {
    common: enCommon,
    home: enHome,
    accommodation: enAccommodation,
    amenities: enAmenities,
  },
  de: {
    common: deCommon,
    home: deHome,
    accommodation: deAccommodation,
    amenities: deAmenities,
  },
  it: {
    common: itCommon,
    home: itHome,
    accommodation: itAccommodation,
    amenities: itAmenities,
  },
  hr: {
    common: hrCommon,
    home: hrHome,
    accommodation: hrAccommodation,
    amenities: hrAmenities,
  },
  sl: {
    common: slCommon,
    home: slHome,
    accommodation: slAccommodation,
    amenities: slAmenities,
  },
} as const
