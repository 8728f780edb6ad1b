import { readCookie } from '../api/cookieSource'

/**
 * The visitor's cookie consent (issue 15, decision 028): necessary cookies are always on, the
 * rest only by choice. Kept first-party in the `cookie_consent` cookie so that the server can
 * read it from the Cookie header as the browser does from `document.cookie`.
 */

/** The categories a visitor may allow; `necessary` needs no consent and is not stored. */
export const CONSENT_CATEGORIES = ['analytics', 'marketing'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

/** What the visitor allowed, per category. */
export type ConsentChoice = Readonly<Record<ConsentCategory, boolean>>

export interface ConsentRecord {
  readonly choice: ConsentChoice
  /** Which banner text it answered: a new version asks again. */
  readonly version: number
  /** When it was given (YYYY-MM-DD), as the proof of consent. */
  readonly date: string
}

export const CONSENT_COOKIE = 'cookie_consent'
/** Raise when the categories or what they cover change, so that every visitor is asked again. */
export const CONSENT_VERSION = 1
/** Six months: asked again twice a year, within the 6-12 months supervisors expect. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60

export const ALL_GRANTED: ConsentChoice = { analytics: true, marketing: true }
export const ALL_DENIED: ConsentChoice = { analytics: false, marketing: false }

/** A record of a choice made at `now`. */
export function consentRecord(
  choice: ConsentChoice,
  now: Date = new Date(),
): ConsentRecord {
  return {
    choice: { analytics: choice.analytics, marketing: choice.marketing },
    version: CONSENT_VERSION,
    date: now.toISOString().slice(0, 10),
  }
}

/** The cookie's value: `v1.2026-11-26.analytics` (granted categories, `-` for none). */
export function serializeConsent(record: ConsentRecord): string {
  const granted = CONSENT_CATEGORIES.filter(
    (category) => record.choice[category],
  )
  return [
    `v${record.version}`,
    record.date,
    granted.length ? granted.join('+') : '-',
  ].join('.')
}

/** A cookie value read back; undefined when missing, malformed or of another version. */
export function parseConsent(
  value: string | undefined,
): ConsentRecord | undefined {
  const match = /^v(\d+)\.(\d{4}-\d{2}-\d{2})\.([a-z+-]+)$/.exec(
    (value ?? '').trim(),
  )
  if (!match || Number(match[1]) !== CONSENT_VERSION) return undefined
  const granted = (match[3] ?? '').split('+')
  return {
    version: CONSENT_VERSION,
    date: match[2] ?? '',
    choice: {
      analytics: granted.includes('analytics'),
      marketing: granted.includes('marketing'),
    },
  }
}

/** The record in a Cookie header or `document.cookie`, if any. */
export function consentFromCookies(
  cookies: string | undefined,
): ConsentRecord | undefined {
  return parseConsent(readCookie(cookies, CONSENT_COOKIE))
}

/** The `document.cookie` assignment (or Set-Cookie value) that stores the record. */
export function consentCookie(
  record: ConsentRecord,
  { secure }: { secure: boolean },
): string {
  return [
    `${CONSENT_COOKIE}=${serializeConsent(record)}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}
