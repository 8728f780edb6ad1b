import { useEffect, useState } from 'react'
import { useAccount } from '../../members/account/AccountFlowContext'
import { useTranslation } from '../../platform/i18n/translation'
import { ConsentText } from './ConsentText'
import { refusalText } from './newsletterTexts'
import { useNewsletter, useNewsletterFlow } from './useNewsletterFlow'

/**
 * The profile's newsletter choice (profile settings): whether the member's address receives the
 * newsletter, and a button to change it. A confirmed address is subscribed at once (decision 020).
 */
export function NewsletterSection() {
  const { t } = useTranslation('newsletter')
  const flow = useNewsletterFlow()
  const email = useAccount((state) => state.member?.contactData.email) ?? ''
  const status = useNewsletter(flow, (state) => state.memberStatus)
  const busy = useNewsletter(flow, (state) => state.busy === 'member')
  const outcome = useNewsletter(flow, (state) => state.outcome)
  const failed = useNewsletter(flow, (state) => state.memberFailed)
  const [saved, setSaved] = useState(false)

  useEffect(() => {
    void flow.getState().loadMember()
  }, [flow])

  const change = async () => {
    if (busy || status === undefined) return
    setSaved(false)
    const subscribe = status === 'unsubscribed'
    setSaved(await flow.getState().setMemberSubscribed(subscribe, email))
  }
  const refusal = refusalText(t, outcome)
  return (
    <section aria-labelledby="newsletter-section" className="account-section">
      <h2 id="newsletter-section">{t('profile.title')}</h2>
      <p>
        {status !== undefined
          ? t(`profile.${status}`, { email })
          : failed
            ? t('profile.failed')
            : t('profile.loading')}
      </p>
      {status === 'unsubscribed' ? (
        <>
          <p>{t('signup.consent_label')}</p>
          <ConsentText />
        </>
      ) : null}
      <div role="status" className="account-status">
        {saved ? <p>{t('profile.saved')}</p> : null}
      </div>
      {refusal ? (
        <div role="alert" className="account-notice">
          <p>{refusal}</p>
        </div>
      ) : null}
      {status === undefined ? null : (
        <button
          type="button"
          className="account-button account-button--secondary"
          aria-disabled={busy || undefined}
          onClick={() => void change()}
        >
          {t(
            status === 'unsubscribed'
              ? 'profile.subscribe'
              : 'profile.unsubscribe',
          )}
        </button>
      )}
    </section>
  )
}
