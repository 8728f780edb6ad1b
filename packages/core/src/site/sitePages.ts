import { LANGUAGES, type Language } from '../i18n/languages'
import { LOYALTY_SLUGS, REGISTRATION_SLUGS, SIGN_IN_SLUGS } from './memberSlugs'

/** A page's first path segment: one for every language, or each language its own (SPEC 2). */
type Slug = string | Readonly<Record<Language, string>>

interface SitePage {
  readonly slug: Slug
  /** In the sitemap, with hreflang alternates; otherwise `noindex` (flows, accounts, staff). */
  readonly indexed: boolean
}

/**
 * The site's pages under /{lang}/ (issue 15): the one table the router, the language switcher,
 * hreflang, canonical URLs and sitemap.xml read. A localized slug is written here only; another
 * language's slug answers 301 to the page's own (issue 33).
 */
export const SITE_PAGES = {
  home: { slug: '', indexed: true },
  accommodation: {
    slug: {
      en: 'accommodation',
      de: 'unterkunft',
      it: 'alloggi',
      hr: 'smjestaj',
      sl: 'namestitev',
    },
    indexed: true,
  },
  search: {
    slug: {
      en: 'search',
      de: 'suche',
      it: 'cerca',
      hr: 'pretraga',
      sl: 'iskanje',
    },
    indexed: true,
  },
  loyalty: { slug: LOYALTY_SLUGS, indexed: true },
  // The club's own name, in every language (SPEC 2: the segment is named after the club).
  club: { slug: 'adria-alpe-club', indexed: true },
  bookingRequest: {
    slug: {
      en: 'booking-request',
      de: 'buchungsanfrage',
      it: 'richiesta-di-prenotazione',
      hr: 'upit-za-rezervaciju',
      sl: 'povprasevanje',
    },
    indexed: true,
  },
  callBack: {
    slug: {
      en: 'call-back',
      de: 'rueckruf',
      it: 'richiamata',
      hr: 'povratni-poziv',
      sl: 'povratni-klic',
    },
    indexed: true,
  },
  // Gift vouchers to buy, and a voucher's balance to check (issue 35, decision 045).
  giftVouchers: {
    slug: {
      en: 'gift-vouchers',
      de: 'gutscheine',
      it: 'buoni-regalo',
      hr: 'poklon-bonovi',
      sl: 'darilni-boni',
    },
    indexed: true,
  },
  cookiePolicy: {
    slug: {
      en: 'cookie-policy',
      de: 'cookie-richtlinie',
      it: 'informativa-sui-cookie',
      hr: 'pravila-o-kolacicima',
      sl: 'politika-piskotkov',
    },
    indexed: true,
  },
  signIn: { slug: SIGN_IN_SLUGS, indexed: false },
  registration: { slug: REGISTRATION_SLUGS, indexed: false },
  // The booking flow's segments are SPEC 2's step mapping, shared with partners' embeds and the
  // links in mails already sent (decision 041).
  booking: { slug: 'booking', indexed: false },
  profile: {
    slug: {
      en: 'my-profile',
      de: 'mein-profil',
      it: 'il-mio-profilo',
      hr: 'moj-profil',
      sl: 'moj-profil',
    },
    indexed: false,
  },
  // Staff's area, never linked for guests (decision 041).
  admin: { slug: 'admin', indexed: false },
  // The group's content pages (issue 16; their texts are in the database, CONTENT_PAGE_IDS).
  offers: {
    slug: {
      en: 'offers',
      de: 'angebote',
      it: 'offerte',
      hr: 'ponude',
      sl: 'ponudbe',
    },
    indexed: true,
  },
  meetings: {
    slug: {
      en: 'meetings',
      de: 'tagungen',
      it: 'meeting',
      hr: 'poslovni-skupovi',
      sl: 'poslovna-srecanja',
    },
    indexed: true,
  },
  wellness: {
    slug: {
      en: 'wellness',
      de: 'wellness',
      it: 'benessere',
      hr: 'wellness',
      sl: 'wellness',
    },
    indexed: true,
  },
  resorts: {
    slug: {
      en: 'resorts',
      de: 'resorts',
      it: 'resort',
      hr: 'odmaralista',
      sl: 'letovisca',
    },
    indexed: true,
  },
  'restaurants-and-bars': {
    slug: {
      en: 'restaurants-and-bars',
      de: 'restaurants-und-bars',
      it: 'ristoranti-e-bar',
      hr: 'restorani-i-barovi',
      sl: 'restavracije-in-bari',
    },
    indexed: true,
  },
  'pools-and-beaches': {
    slug: {
      en: 'pools-and-beaches',
      de: 'pools-und-straende',
      it: 'piscine-e-spiagge',
      hr: 'bazeni-i-plaze',
      sl: 'bazeni-in-plaze',
    },
    indexed: true,
  },
  'activities-and-fun': {
    slug: {
      en: 'activities-and-fun',
      de: 'aktivitaeten-und-spass',
      it: 'attivita-e-divertimento',
      hr: 'aktivnosti-i-zabava',
      sl: 'aktivnosti-in-zabava',
    },
    indexed: true,
  },
  sport: { slug: 'sport', indexed: true },
  other: {
    slug: {
      en: 'other',
      de: 'weiteres',
      it: 'altro',
      hr: 'ostalo',
      sl: 'ostalo',
    },
    indexed: true,
  },
  events: {
    slug: {
      en: 'events',
      de: 'veranstaltungen',
      it: 'eventi',
      hr: 'dogadanja',
      sl: 'dogodki',
    },
    indexed: true,
  },
  news: {
    slug: {
      en: 'news',
      de: 'neuigkeiten',
      it: 'notizie',
      hr: 'novosti',
      sl: 'novice',
    },
    indexed: true,
  },
  explore: {
    slug: {
      en: 'explore',
      de: 'entdecken',
      it: 'scopri',
      hr: 'istrazite',
      sl: 'odkrijte',
    },
    indexed: true,
  },
  faq: {
    slug: {
      en: 'faq',
      de: 'haeufige-fragen',
      it: 'domande-frequenti',
      hr: 'cesta-pitanja',
      sl: 'pogosta-vprasanja',
    },
    indexed: true,
  },
  contact: {
    slug: {
      en: 'contact',
      de: 'kontakt',
      it: 'contatti',
      hr: 'kontakt',
      sl: 'kontakt',
    },
    indexed: true,
  },
  'privacy-policy': {
    slug: {
      en: 'privacy-policy',
      de: 'datenschutz',
      it: 'informativa-privacy',
      hr: 'zastita-privatnosti',
      sl: 'varstvo-zasebnosti',
    },
    indexed: true,
  },
  'club-terms': {
    slug: {
      en: 'club-terms-of-use',
      de: 'club-nutzungsbedingungen',
      it: 'condizioni-del-club',
      hr: 'uvjeti-koristenja-kluba',
      sl: 'pogoji-uporabe-kluba',
    },
    indexed: true,
  },
  // The group's pages across its properties, each with a page per property beneath (issue 16).
  reviews: {
    slug: {
      en: 'reviews',
      de: 'bewertungen',
      it: 'recensioni',
      hr: 'recenzije',
      sl: 'mnenja-gostov',
    },
    indexed: true,
  },
  gallery: {
    slug: {
      en: 'gallery',
      de: 'galerie',
      it: 'galleria',
      hr: 'galerija',
      sl: 'galerija',
    },
    indexed: true,
  },
  location: {
    slug: {
      en: 'location',
      de: 'lage',
      it: 'posizione',
      hr: 'lokacija',
      sl: 'lokacija',
    },
    indexed: true,
  },
  map: {
    slug: {
      en: 'map',
      de: 'karte',
      it: 'mappa',
      hr: 'karta',
      sl: 'zemljevid',
    },
    indexed: true,
  },
  // The design system's reference for partners' developers, in the trade's own word.
  'style-guide': { slug: 'style-guide', indexed: true },
} as const satisfies Readonly<Record<string, SitePage>>

export type PageId = keyof typeof SITE_PAGES

/** The page's first segment in a language ('' for home). */
export function slugOf(page: PageId, language: Language): string {
  const { slug } = SITE_PAGES[page] as SitePage
  return typeof slug === 'string' ? slug : slug[language]
}

/** Every slug a page has, once each: the paths the router answers for it. */
export function slugsOf(page: PageId): string[] {
  return [...new Set(LANGUAGES.map((language) => slugOf(page, language)))]
}

/** The path of a page in a language, with what follows its slug (`rest`: already encoded). */
export function pagePath(
  page: PageId,
  language: Language,
  ...rest: string[]
): string {
  return ['', language, slugOf(page, language), ...rest]
    .join('/')
    .replace(/\/+$/, '')
    .replace(/\/\/+/g, '/')
}

export interface PageAt {
  page: PageId
  language: Language
  /** Whether the slug is this language's own (a slug of another language moves to it). */
  ownSlug: boolean
  /** The segments after the slug. */
  rest: string[]
}

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '')

/** Which page of the table a path is, or undefined. */
export function pageAt(pathname: string): PageAt | undefined {
  const [, lang, slug = '', ...rest] = pathname.replace(/\/+$/, '').split('/')
  if (!isLanguage(lang)) return undefined
  const pages = Object.keys(SITE_PAGES) as PageId[]
  const own = pages.find((page) => slugOf(page, lang) === slug)
  if (own) return { page: own, language: lang, ownSlug: true, rest }
  const other = pages.find((page) => slugsOf(page).includes(slug))
  return other
    ? { page: other, language: lang, ownSlug: false, rest }
    : undefined
}

/** The same page in another language: its slug translated, the rest kept. */
export function pathInLanguage(pathname: string, language: Language): string {
  const at = pageAt(pathname)
  return at
    ? pagePath(at.page, language, ...at.rest)
    : pathname.replace(/^\/[^/]*/, `/${language}`)
}

/**
 * The page in every language for hreflang, when it is an indexed page of the table; the
 * language's own slug, so that no alternate answers with a redirect.
 */
export function alternatesOf(
  pathname: string,
): Readonly<Record<Language, string>> | undefined {
  const at = pageAt(pathname)
  if (!at || !SITE_PAGES[at.page].indexed) return undefined
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      pagePath(at.page, language, ...at.rest),
    ]),
  ) as Record<Language, string>
}

/** SPEC 2's lists under the accommodation slug, by the property type they show. */
export const PROPERTY_TYPE_SEGMENTS = {
  hotel: 'hotels',
  villa: 'villas',
  apartment: 'apartments',
} as const

/**
 * SPEC 2's rooms and units: a page per unit type beneath its property's page
 * (/{accommodation}/{propertyId}/rooms/{unitId}), the segment by the unit's kind (issue 16).
 */
export const UNIT_KIND_SEGMENTS = { room: 'rooms', unit: 'units' } as const

/**
 * SPEC 2's `detail` segment: /{accommodation}/detail/{propertyId} is the property's page, which
 * lives at /{accommodation}/{propertyId}; the longer address moves there for good.
 */
export const PROPERTY_DETAIL_SEGMENT = 'detail'

/** An indexed page in every language: what one entry of sitemap.xml lists. */
export interface IndexedPage {
  /** The page's path in each language. */
  alternates: Readonly<Record<Language, string>>
}

/**
 * Every indexed page of the table in five languages, with the pages beneath them that the
 * caller knows of (`beneath`: the segments after a page's slug, such as a property's id).
 */
export function indexedPages(
  beneath: Partial<Record<PageId, readonly (readonly string[])[]>> = {},
): IndexedPage[] {
  return (Object.keys(SITE_PAGES) as PageId[])
    .filter((page) => SITE_PAGES[page].indexed)
    .flatMap((page) =>
      [[], ...(beneath[page] ?? [])].map((rest) => ({ page, rest })),
    )
    .map(({ page, rest }) => ({
      alternates: Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          pagePath(page, language, ...rest),
        ]),
      ) as Record<Language, string>,
    }))
}
