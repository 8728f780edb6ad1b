// The newsletter (SPEC 7 newsletter-subscription and newsletter-activation, SPEC 2 pages
// newsletter-confirm and unsubscribed; decision 020). Subscribing is a double opt-in: the
// confirmation link's single-use token travels in the URL's fragment and is posted by the page,
// so a link scanner that only fetches the link confirms nothing. The request schemas use zod's
// mini build: the site's footer form runs them (decision 014).
import * as zm from 'zod/mini'
import type { Language } from '../i18n/languages'
import { requiredText } from '../validation/schemaParts'
import { emailAddressSchema } from './auth'
import { NEWSLETTER_PAGES } from './mailedLinkPages'
import { languageParam } from './stayQuery'

/** Where a subscription was asked for: the site's footer, the guest form's box, the profile. */
export const NEWSLETTER_SOURCES = ['footer', 'guest_form', 'profile'] as const
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number]

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_LIFETIME_MS = 7 * 24 * 3_600_000

/**
 * Subscription requests allowed per address (so nobody is flooded with confirmation mails) and
 * per client IP (so nobody subscribes address lists), each in a rolling window.
 */
export const NEWSLETTER_LIMITS = {
  perAddress: { requests: 3, windowMs: 24 * 3_600_000 },
  perIp: { requests: 20, windowMs: 3_600_000 },
} as const

/**
 * The List-Unsubscribe address of every newsletter mail (RFC 8058): a POST with the form body
 * `List-Unsubscribe=One-Click` unsubscribes; a GET only opens the unsubscribed page. Its token
 * is the subscription's own, unguessable.
 */
export const LIST_UNSUBSCRIBE_PATH = '/api/v1/crm/list-unsubscribe'

/** The form field and value a one-click unsubscription posts (RFC 8058). */
export const ONE_CLICK_FIELD = 'List-Unsubscribe'
export const ONE_CLICK_VALUE = 'One-Click'

const trimmedBase = (baseUrl: string) => baseUrl.replace(/\/+$/, '')

/** The confirmation link of a subscription, its token in the fragment. */
export const newsletterConfirmUrl = (
  baseUrl: string,
  language: Language,
  token: string,
): string =>
  `${trimmedBase(baseUrl)}/${language}/${NEWSLETTER_PAGES.confirm}#token=${encodeURIComponent(token)}`

/** The List-Unsubscribe URL of a subscription. */
export const listUnsubscribeUrl = (baseUrl: string, token: string): string =>
  `${trimmedBase(baseUrl)}${LIST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`

/** The unsubscribed page, with the subscription's token in the fragment for its button. */
export const unsubscribedPageUrl = (
  language: Language,
  token: string,
): string =>
  `/${language}/${NEWSLETTER_PAGES.unsubscribed}#token=${encodeURIComponent(token)}`

/** POST /api/v1/crm/newsletter-subscription: an address asks for the newsletter. */
export const newsletterSubscriptionRequestSchema = zm.object(
  {
    email: emailAddressSchema,
    /** The language of the mails. */
    lang: languageParam,
    source: zm._default(zm.enum(NEWSLETTER_SOURCES), 'footer'),
  },
  { error: 'invalid_type' },
)
export type NewsletterSubscriptionRequest = zm.output<
  typeof newsletterSubscriptionRequestSchema
>

/** PUT /api/v1/crm/newsletter-subscription: the signed-in member's choice. */
export const memberNewsletterRequestSchema = zm.object(
  {
    subscribed: zm.boolean({ error: 'invalid_type' }),
    lang: languageParam,
  },
  { error: 'invalid_type' },
)

/** A newsletter link's token: the confirmation's, or the subscription's own to unsubscribe. */
export const newsletterTokenRequestSchema = zm.object(
  { token: requiredText(200) },
  { error: 'invalid_type' },
)

// The answers' schemas are classic zod, in a module of their own: the browser never loads them
// (decision 014), while the server and the API document do.
export * from './newsletterResponses'
