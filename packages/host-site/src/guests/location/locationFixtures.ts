import type {
  ContentEntry,
  ContentPage,
  InteractiveMap,
} from '@resort/core/api'

type Language = 'en' | 'de'

const point = (
  propertyId: string,
  name: string,
  city: string,
  regionId: string,
  regionName: string,
  latitude: number,
  longitude: number,
  lang: Language,
): InteractiveMap['points'][number] => ({
  propertyId,
  name,
  type: 'hotel',
  stars: 4,
  city,
  regionId,
  regionName,
  href: `/${lang}/${lang === 'de' ? 'unterkunft' : 'accommodation'}/${propertyId}`,
  latitude,
  longitude,
})

/** Three properties in two countries, as the interactive map answers (catalog coordinates). */
export function locationsMap(lang: Language = 'en'): InteractiveMap {
  return {
    bounds: { north: 46.36, south: 43.16, east: 16.48, west: 13.64 },
    regions: [
      {
        regionId: 'istria',
        name: 'Istria',
        countryCode: 'HR',
        propertyCount: 1,
      },
      {
        regionId: 'dalmatia',
        name: 'Dalmatia',
        countryCode: 'HR',
        propertyCount: 1,
      },
      {
        regionId: 'julian-alps',
        name: 'Julian Alps',
        countryCode: 'SI',
        propertyCount: 1,
      },
    ],
    points: [
      point(
        'cissa-rovinj',
        'Hotel Cissa',
        'Rovinj',
        'istria',
        'Istria',
        45.0731,
        13.6402,
        lang,
      ),
      point(
        'villa-lavanda-hvar',
        'Villa Lavanda',
        'Hvar',
        'dalmatia',
        'Dalmatia',
        43.1633,
        16.4784,
        lang,
      ),
      point(
        'lipov-gaj-bled',
        'Hotel Lipov Gaj',
        'Bled',
        'julian-alps',
        'Julian Alps',
        46.3595,
        14.096,
        lang,
      ),
    ],
  }
}

const entry = (
  propertyId: string,
  name: string,
  overrides: Partial<ContentEntry>,
): ContentEntry => ({
  id: `location-${propertyId}`,
  property: {
    propertyId,
    name,
    href: `/en/accommodation/${propertyId}`,
  },
  group: '',
  title: `Getting to ${name}`,
  summary: '',
  body: '',
  facts: [],
  startsOn: null,
  endsOn: null,
  publishedOn: null,
  ratePlanId: null,
  minNights: null,
  capacity: null,
  ...overrides,
})

/** The location page with the directions to two of them; Villa Lavanda has none yet. */
export function locationPage(): ContentPage {
  return {
    page: {
      id: 'location',
      title: 'Location and directions',
      description: 'Where our properties lie and how to reach each of them.',
      intro: 'Our properties lie between the Adriatic and the Alps.',
      updatedAt: '2026-11-01T10:00:00.000Z',
      pictures: [],
    },
    entries: [
      entry('cissa-rovinj', 'Hotel Cissa', {
        summary: 'Put Zlatnog rta 14, 52210 Rovinj, Croatia',
        body: 'On the edge of the Golden Cape forest park.\n\nA fifteen-minute walk from the bus station.',
        facts: [
          'By car: the A9 to the Kanfanar exit, then the signs for Rovinj.',
          'Parking: a reserved space next to the hotel.',
          'By air: Pula Airport (PUY), about 45 km.',
        ],
      }),
      entry('lipov-gaj-bled', 'Hotel Lipov Gaj', {
        summary: 'Cesta svobode 31, 4260 Bled, Slovenia',
        body: 'On the south shore of Lake Bled.',
        facts: ['By train: Lesce-Bled station, 4 km away.'],
      }),
    ],
  }
}
