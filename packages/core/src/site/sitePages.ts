import { LANGUAGES, type Language } from '../i18n/languages'

/** A page's first path segment: one for every language, or each language its own (SPEC 2). */
type Slug = string | Readonly<Record<Language, string>>

interface SitePage {
  readonly slug: Slug
  /** In the sitemap, with hreflang alternates; otherwise `noindex` (flows, accounts, staff). */
  readonly indexed: boolean
}

/**
 * The site's pages under /{lang}/ (issue 15): the one table the router, the language switcher,
 * hreflang, canonical URLs and sitemap.xml read. A localized slug is written here only.
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
  search: { slug: 'search', indexed: true },
  loyalty: { slug: 'loyalty', indexed: true },
  club: { slug: 'adria-alpe-club', indexed: true },
  bookingRequest: { slug: 'booking-request', indexed: true },
  callBack: { slug: 'call-back', indexed: true },
  cookiePolicy: { slug: 'cookie-policy', indexed: true },
  signIn: { slug: 'sign-in', indexed: false },
  registration: { slug: 'registration', indexed: false },
  booking: { slug: 'booking', indexed: false },
  profile: { slug: 'my-profile', indexed: false },
  admin: { slug: 'admin', indexed: false },
  // The group's content pages (issue 16; their texts are in the database, CONTENT_PAGE_IDS).
  offers: { slug: 'offers', indexed: true },
  meetings: { slug: 'meetings', indexed: true },
  wellness: { slug: 'wellness', indexed: true },
  resorts: { slug: 'resorts', indexed: true },
  'restaurants-and-bars': { slug: 'restaurants-and-bars', indexed: true },
  'pools-and-beaches': { slug: 'pools-and-beaches', indexed: true },
  'activities-and-fun': { slug: 'activities-and-fun', indexed: true },
  sport: { slug: 'sport', indexed: true },
  other: { slug: 'other', indexed: true },
  events: { slug: 'events', indexed: true },
  news: { slug: 'news', indexed: true },
  explore: { slug: 'explore', indexed: true },
  faq: { slug: 'faq', indexed: true },
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
  map: { slug: 'map', indexed: true },
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
