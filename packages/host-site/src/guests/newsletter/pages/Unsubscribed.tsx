import { useFocusOnMount } from '../../../members/account/pages/useFocusOnMount'
import { useLinkToken } from '../../../members/account/pages/useLinkToken'
import { useTranslation } from '../../../platform/i18n/translation'
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle'
import { refusalText } from '../newsletterTexts'
import { useNewsletter, useNewsletterFlow } from '../useNewsletterFlow'

function Done() {
  const { t } = useTranslation('newsletter')
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <section className="account-page" aria-labelledby="newsletter-unsubscribed">
      <h1 id="newsletter-unsubscribed" ref={heading} tabIndex={-1}>
        {t('unsubscribe.done_title')}
      </h1>
      <p>{t('unsubscribe.done')}</p>
    </section>
  )
}

/**
 * /{lang}/unsubscribed#token=...: where a newsletter's unsubscribe link lands (the server's
 * List-Unsubscribe URL answers a GET with this page). The button unsubscribes, by POST; mailbox
 * providers' one-click POSTs go to the List-Unsubscribe URL itself (RFC 8058).
 */
export function Unsubscribed() {
  const { t } = useTranslation('newsletter')
  useDocumentTitle(t('unsubscribe.title'))
  const token = useLinkToken()
  const flow = useNewsletterFlow()
  const busy = useNewsletter(flow, (state) => state.busy === 'unsubscribe')
  const outcome = useNewsletter(flow, (state) => state.outcome)

  if (outcome?.code === 'unsubscribed') return <Done />
  const refusal = refusalText(t, outcome)
  return (
    <section className="account-page" aria-labelledby="newsletter-unsubscribe">
      <h1 id="newsletter-unsubscribe">{t('unsubscribe.title')}</h1>
      {!token ? (
        <p>{t('unsubscribe.no_token')}</p>
      ) : outcome?.code === 'link_invalid' ? (
        <div role="alert" className="account-notice">
          <p>{t('unsubscribe.link_invalid')}</p>
        </div>
      ) : (
        <>
          <p>{t('unsubscribe.intro')}</p>
          <div role="status" className="account-status">
            {busy ? <p>{t('unsubscribe.unsubscribing')}</p> : null}
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
              busy ? undefined : () => void flow.getState().unsubscribe(token)
            }
          >
            {t('unsubscribe.submit')}
          </button>
        </>
      )}
    </section>
  )
}
