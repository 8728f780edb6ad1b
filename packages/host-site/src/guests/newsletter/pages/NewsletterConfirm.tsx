import { Link } from 'react-router'
import { useFocusOnMount } from '../../../members/account/pages/useFocusOnMount'
import { useLinkToken } from '../../../members/account/pages/useLinkToken'
import { useTranslation } from '../../../platform/i18n/translation'
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle'
import { homePath } from '../../../platform/routing/paths'
import { AskAgainLink } from '../AskAgainLink'
import { ConsentText } from '../ConsentText'
import { refusalText } from '../newsletterTexts'
import { useNewsletter, useNewsletterFlow } from '../useNewsletterFlow'

function Confirmed({ email }: { email: string }) {
  const { t, i18n } = useTranslation('newsletter')
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <section className="account-page" aria-labelledby="newsletter-confirmed">
      <h1 id="newsletter-confirmed" ref={heading} tabIndex={-1}>
        {t('confirm.confirmed_title')}
      </h1>
      <p>{t('confirm.confirmed', { email })}</p>
      <Link className="account-button" to={homePath(i18n.language)}>
        {t('confirm.home')}
      </Link>
    </section>
  )
}

/**
 * /{lang}/newsletter-confirm#token=...: confirms a subscription when the visitor presses the
 * button, by POST. Opening the link changes nothing, so a link scanner confirms nothing, even
 * one that runs the page's script.
 */
export function NewsletterConfirm() {
  const { t } = useTranslation('newsletter')
  useDocumentTitle(t('confirm.title'))
  const token = useLinkToken()
  const flow = useNewsletterFlow()
  const busy = useNewsletter(flow, (state) => state.busy === 'confirm')
  const outcome = useNewsletter(flow, (state) => state.outcome)

  if (outcome?.code === 'confirmed') return <Confirmed email={outcome.email} />
  const refusal = refusalText(t, outcome)
  return (
    <section className="account-page" aria-labelledby="newsletter-confirm">
      <h1 id="newsletter-confirm">{t('confirm.title')}</h1>
      {!token || outcome?.code === 'link_invalid' ? (
        <div role="alert" className="account-notice">
          <p>{t(token ? 'confirm.link_invalid' : 'confirm.no_token')}</p>
          <p>
            <AskAgainLink />
          </p>
        </div>
      ) : (
        <>
          <p>{t('confirm.intro')}</p>
          <ConsentText />
          <div role="status" className="account-status">
            {busy ? <p>{t('confirm.confirming')}</p> : null}
          </div>
          {refusal ? (
            <div role="alert" className="account-notice">
              <p>{refusal}</p>
            </div>
          ) : null}
          <button
            type="button"
            className="account-button"
            aria-disabled={busy || undefined}
            onClick={
              busy ? undefined : () => void flow.getState().confirm(token)
            }
          >
            {t('confirm.submit')}
          </button>
        </>
      )}
    </section>
  )
}
