import '../../platform/styles/newsletter.css'
import type { NewsletterSource } from '@resort/core/api'
import {
  FieldFrame,
  fieldA11y,
  useTypedBeforeHydration,
} from '@resort/widget/forms'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../../platform/i18n/translation'
import { ConsentText } from './ConsentText'
import { emailErrorText, refusalText } from './newsletterTexts'
import { useNewsletter, useNewsletterFlow } from './useNewsletterFlow'

/** The sign-up form's e-mail field in the footer, which the newsletter pages point to. */
export const FOOTER_SIGN_UP_ID = 'footer-newsletter-email'

/**
 * The newsletter's sign-up: an address, the consent it gives, and the mailed double opt-in
 * (decision 020). The same answer shows whether the address was known: check your inbox.
 */
export function NewsletterSignUp({
  id = FOOTER_SIGN_UP_ID,
  source = 'footer',
}: {
  /** The e-mail field's id. */
  id?: string
  source?: NewsletterSource
}) {
  const { t } = useTranslation('newsletter')
  const flow = useNewsletterFlow()
  const busy = useNewsletter(flow, (state) => state.busy === 'subscribe')
  const outcome = useNewsletter(flow, (state) => state.outcome)
  const errorCode = useNewsletter(flow, (state) => state.emailError)
  const [email, setEmail] = useState('')
  const input = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration(email, setEmail, input)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (await flow.getState().subscribe(email, source)) setEmail('')
    else input.current?.focus()
  }
  const error = errorCode ? emailErrorText(t, errorCode) : undefined
  const refusal = refusalText(t, outcome)
  const titleId = `${id}-title`
  const consentId = `${id}-consent`
  return (
    <section className="newsletter-signup" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('signup.title')}</h2>
      <p>{t('signup.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        {/* Named apart from the account forms' address fields, which share pages with it. */}
        <FieldFrame id={id} label={t('signup.email')} error={error}>
          <input
            ref={input}
            id={id}
            type="email"
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="none"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...fieldA11y(id, undefined, error, consentId)}
          />
          <button type="submit" aria-disabled={busy || undefined}>
            {t('signup.submit')}
          </button>
        </FieldFrame>
        <div id={consentId} className="newsletter-signup__consent">
          <p>{t('signup.consent_label')}</p>
          <ConsentText />
        </div>
      </form>
      {/* aria-live, not role=status: the footer is on every page, beside the page's own status. */}
      <div aria-live="polite" className="newsletter-signup__status">
        {busy ? <p>{t('signup.sending')}</p> : null}
        {outcome?.code === 'check_email' ? (
          <p>
            <strong>{t('signup.check_email_title')}</strong>{' '}
            {t('signup.check_email')}
          </p>
        ) : null}
      </div>
      {refusal ? (
        <div role="alert" className="newsletter-signup__alert">
          <p>{refusal}</p>
        </div>
      ) : null}
    </section>
  )
}
