import { findTranslationProblems } from '@resort/core'
import { WEBHOOK_EVENTS } from '@resort/core/api'
import type { WebhookField } from '@resort/core/staff'
import { describe, expect, it } from 'vitest'
import de from '../../platform/i18n/locales/de/adminWebhooks.json'
import en from '../../platform/i18n/locales/en/adminWebhooks.json'
import hr from '../../platform/i18n/locales/hr/adminWebhooks.json'
import it_ from '../../platform/i18n/locales/it/adminWebhooks.json'
import sl from '../../platform/i18n/locales/sl/adminWebhooks.json'
import { siteI18n } from '../../testing/siteI18n'
import { adminWebhooksTextsFor } from './adminWebhooksTexts'
import { outcomeText } from './webhookWords'

const texts = { en, de, it: it_, hr, sl }

// Every code core's request schema and the server's validation put on a field of the form
// (webhooks.ts, http/errors.ts); a record, so that a field the form gains fails the type check
// here until its codes are listed.
const FIELD_CODES: Record<WebhookField, readonly string[]> = {
  url: ['required', 'too_long', 'invalid_url'],
  name: ['required', 'too_long'],
  events: ['required', 'too_long', 'not_allowed'],
}

// Why a try did not count, as the server's webhookPost.ts names it.
const PROBLEMS = [
  'timeout',
  'refused',
  'reset',
  'host_not_found',
  'lookup_failed',
  'private_network',
  'not_https',
  'invalid_url',
  'unreachable',
]

describe('the webhooks page’s texts (decision 015: one language loads with the page)', () => {
  it('decision 049: has every key in en, de, it, hr and sl, none empty, with all plural forms', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, adminWebhooks]) => [
        language,
        { adminWebhooks },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
  })

  it('decision 049: says every code a field of the form can get in its own words, in every language', () => {
    for (const [language, { errors }] of Object.entries(texts))
      for (const [field, codes] of Object.entries(FIELD_CODES))
        for (const code of codes)
          expect(
            (
              (errors as Record<string, unknown>)[field] as
                Record<string, string> | undefined
            )?.[code],
            `${language}: errors.${field}.${code}`,
          ).toEqual(expect.any(String))
  })

  it('decision 049: names each event and each problem code a try can have, in every language', () => {
    for (const [language, translated] of Object.entries(texts)) {
      for (const event of WEBHOOK_EVENTS)
        expect(
          (translated.events as Record<string, string>)[
            event.replace('.', '_')
          ],
          `${language}: ${event}`,
        ).toEqual(expect.any(String))
      for (const problem of PROBLEMS)
        expect(
          (translated.outcomes as Record<string, string>)[problem],
          `${language}: outcomes.${problem}`,
        ).toEqual(expect.any(String))
    }
  })

  it('decision 049: is written in each language, not left in English', () => {
    for (const [language, translated] of Object.entries(texts)) {
      if (language === 'en') continue
      expect(translated.form.submit, language).not.toBe(en.form.submit)
      expect(translated.secret.shown_once, language).not.toBe(
        en.secret.shown_once,
      )
      expect(translated.rotate.ask, language).not.toBe(en.rotate.ask)
      expect(translated.outcomes.answered, language).not.toBe(
        en.outcomes.answered,
      )
    }
  })

  it('decision 049: says an answer as its status, and each problem code in words', async () => {
    const i18n = siteI18n('en')
    await adminWebhooksTextsFor(i18n)
    const t = i18n.translate('adminWebhooks')
    const say = (status: number | null, problem: string | null) =>
      outcomeText(t, { status, problem }, 'en')
    expect(say(500, 'http_500')).toBe('Answered 500')
    expect(say(204, null)).toBe('Answered 204')
    expect(say(null, 'timeout')).toBe('No answer within 10 seconds')
    expect(say(null, 'host_not_found')).toBe('Host name not found')
    expect(say(null, 'private_network')).toBe(
      'Refused: the address is on a private network',
    )
    // A code this page does not know yet, as the server wrote it.
    expect(say(null, 'tls_failed')).toBe('Not delivered (tls_failed)')
  })

  it('loads the page language’s texts into the site’s i18next, once', async () => {
    const i18n = siteI18n('sl')
    const loading = adminWebhooksTextsFor(i18n)
    expect(adminWebhooksTextsFor(i18n)).toBe(loading)
    await loading
    expect(i18n.t('adminWebhooks:page.title')).toBe('Webhooki')
    expect(i18n.hasResourceBundle('de', 'adminWebhooks')).toBe(false)
  })
})
