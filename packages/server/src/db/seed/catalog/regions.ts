import type { SeedRegion } from '../catalogTypes'

export const regions: SeedRegion[] = [
  {
    id: 'istria',
    countryCode: 'HR',
    name: {
      en: 'Istria',
      de: 'Istrien',
      it: 'Istria',
      hr: 'Istra',
      sl: 'Istra',
    },
  },
  {
    id: 'kvarner',
    countryCode: 'HR',
    name: {
      en: 'Kvarner',
      de: 'Kvarner',
      it: 'Quarnero',
      hr: 'Kvarner',
      sl: 'Kvarner',
    },
  },
  {
    id: 'dalmatia',
    countryCode: 'HR',
    name: {
      en: 'Dalmatia',
      de: 'Dalmatien',
      it: 'Dalmazia',
      hr: 'Dalmacija',
      sl: 'Dalmacija',
    },
  },
  {
    id: 'julian-alps',
    countryCode: 'SI',
    name: {
      en: 'Julian Alps',
      de: 'Julische Alpen',
      it: 'Alpi Giulie',
      hr: 'Julijske Alpe',
      sl: 'Julijske Alpe',
    },
  },
  {
    id: 'slovenian-coast',
    countryCode: 'SI',
    name: {
      en: 'Slovenian Coast',
      de: 'Slowenische Küste',
      it: 'Costa slovena',
      hr: 'Slovenska obala',
      sl: 'Slovenska obala',
    },
  },
  {
    id: 'lake-garda',
    countryCode: 'IT',
    name: {
      en: 'Lake Garda',
      de: 'Gardasee',
      it: 'Lago di Garda',
      hr: 'Gardsko jezero',
      sl: 'Gardsko jezero',
    },
  },
  {
    id: 'dolomites',
    countryCode: 'IT',
    name: {
      en: 'Dolomites',
      de: 'Dolomiten',
      it: 'Dolomiti',
      hr: 'Dolomiti',
      sl: 'Dolomiti',
    },
  },
]
