import { NEWSLETTER_CONSENT } from '@resort/core/newsletter'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'

/**
 * What a subscriber agrees to, word for word as the consent record keeps it (its version and
 * hash, decision 020): the same text in core for the page, the mail and the server.
 */
export function ConsentText({ id }: { id?: string }) {
  const language = usePageLanguage()
  return (
    <blockquote id={id} className="newsletter-consent" lang={language}>
      <p>{NEWSLETTER_CONSENT.texts[language]}</p>
    </blockquote>
  )
}
