import '../../platform/styles/account.css'
import { createBookingRemindersFlow } from '@resort/core/bookingReminders'
import { useEffect, useMemo, useRef } from 'react'
import { Link } from 'react-router'
import { useStore } from 'zustand'
import { useLinkToken } from '../../members/account/pages/useLinkToken'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { PageWithTexts } from '../../platform/i18n/PageWithTexts'
import { useTranslation } from '../../platform/i18n/translation'
import { homePath } from '../../platform/routing/paths'
import { useHydrated } from '../../platform/ssr'
import { bookingRemindersTextsFor } from './bookingRemindersTexts'

const TEXTS = [bookingRemindersTextsFor]

function BookingReminders() {
  const { t, i18n } = useTranslation('bookingReminders')
  // The token is in the fragment, which only the browser sees: no verdict on it before then.
  const hydrated = useHydrated()
  const token = useLinkToken()
  const api = useSiteApi()
  const flow = useMemo(() => createBookingRemindersFlow({ api }), [api])
  const busy = useStore(flow, (state) => state.busy)
  const outcome = useStore(flow, (state) => state.outcome)
  // What the guest's press came to takes the focus (the button is gone): read on from there.
  const said = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (outcome === 'stopped' || outcome === 'link_invalid')
      said.current?.focus()
  }, [outcome])

  const home = (
    <p>
      <Link to={homePath(i18n.language)}>{t('home')}</Link>
    </p>
  )
  const refusal =
    outcome === 'rate_limited' || outcome === 'failed' ? outcome : undefined
  return (
    <section className="account-page" aria-labelledby="booking-reminders">
      <h1 id="booking-reminders">{t('title')}</h1>
      {!hydrated ? (
        <p>{t('intro')}</p>
      ) : !token || outcome === 'link_invalid' ? (
        <div ref={said} role="alert" tabIndex={-1} className="account-notice">
          <p>{t('link_invalid')}</p>
          {home}
        </div>
      ) : (
        <>
          {outcome === 'stopped' ? null : <p>{t('intro')}</p>}
          <div
            ref={said}
            role="status"
            tabIndex={-1}
            className="account-status"
          >
            {outcome === 'stopped' ? (
              <p>{t('done')}</p>
            ) : busy ? (
              <p>{t('stopping')}</p>
            ) : null}
          </div>
          {outcome === 'stopped' ? (
            home
          ) : (
            <>
              {refusal ? (
                <div role="alert" className="account-notice">
                  <p>{t(`errors.${refusal}`)}</p>
                </div>
              ) : null}
              <button
                type="button"
                className="account-button"
                aria-disabled={busy || undefined}
                onClick={
                  busy ? undefined : () => void flow.getState().stop(token)
                }
              >
                {t('submit')}
              </button>
            </>
          )}
        </>
      )}
    </section>
  )
}

/**
 * /{lang}/booking-reminders#token=...: where a booking reminder's "no more reminders" link lands
 * (issue 35, decision 047). Opening it changes nothing; the button stops the reminders by POST,
 * so a link scanner stops none. Mail clients' one-click POSTs go to the List-Unsubscribe address.
 */
export function BookingRemindersPage() {
  return (
    <PageWithTexts texts={TEXTS} namespace="bookingReminders" titleKey="title">
      <BookingReminders />
    </PageWithTexts>
  )
}
