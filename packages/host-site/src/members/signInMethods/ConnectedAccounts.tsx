import {
  socialConnectHref,
  type ConnectedIdentity,
} from '@resort/core/signInMethods'
import { useEffect, useId, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { useStore } from 'zustand'
import '../../platform/styles/account.css'
import '../../platform/styles/signInMethods.css'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { resetPasswordPath, signInPath } from '../../platform/routing/paths'
import { useAccountFlow } from '../account/AccountFlowContext'
import { useSocialAccountsFlow } from './flows'
import { formatDay } from './formatDay'

/**
 * The profile's connected accounts: the member's social identities, each with a way to remove
 * it (not the last way to sign in, which the server refuses and this explains), and a link to
 * connect each provider the server offers for it that is not connected yet.
 */
export function ConnectedAccounts({
  returnTo,
}: {
  /** Where to come back to after connecting; this page by default. */
  returnTo?: string
}) {
  const { t } = useTranslation('signInMethods')
  const language = usePageLanguage()
  const { pathname } = useLocation()
  const flow = useSocialAccountsFlow()
  const account = useAccountFlow()
  const identities = useStore(flow, (state) => state.identities)
  const failed = useStore(flow, (state) => state.identitiesFailed)
  const connectable = useStore(flow, (state) => state.connectable)
  const notice = useStore(flow, (state) => state.notice)
  const busy = useStore(flow, (state) => state.busy === 'remove')
  const heading = useRef<HTMLHeadingElement>(null)
  const id = useId()

  useEffect(() => {
    void flow.getState().loadProviders()
    void flow.getState().loadIdentities()
  }, [flow])

  async function remove(identity: ConnectedIdentity) {
    await flow.getState().removeIdentity(identity.id)
    // The button is gone with its identity, or the notice explains: read on from the heading.
    heading.current?.focus()
  }

  const connected = new Set(identities?.map(({ provider }) => provider))
  const toConnect = identities
    ? connectable.filter((provider) => !connected.has(provider))
    : []
  const providerName = (identity: ConnectedIdentity) =>
    t(`providers.${identity.provider}`)

  return (
    <section className="sign-in-methods" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t('connected.title')}
      </h2>
      <p>{t('connected.intro')}</p>
      {notice === 'identity_removed' && (
        <div className="sign-in-methods__notice" role="status">
          <p>{t('connected.removed')}</p>
        </div>
      )}
      {(notice === 'last_way_to_sign_in' ||
        notice === 'signed_out' ||
        notice === 'failed') && (
        <div
          className="sign-in-methods__notice sign-in-methods__notice--problem"
          role="alert"
        >
          {notice === 'last_way_to_sign_in' ? (
            <>
              <p>{t('connected.last_way_to_sign_in')}</p>
              <p>
                <Link to={resetPasswordPath(language)}>
                  {t('forward.set_password')}
                </Link>
              </p>
            </>
          ) : notice === 'signed_out' ? (
            <>
              <p>{t('errors.signed_out')}</p>
              <p>
                <Link to={signInPath(language)}>{t('forward.sign_in')}</Link>
              </p>
            </>
          ) : (
            <p>{t('errors.failed')}</p>
          )}
        </div>
      )}
      {identities === undefined ? (
        failed ? (
          <p>
            {t('connected.load_failed')}{' '}
            <button
              type="button"
              className="account-button account-button--secondary"
              onClick={() => void flow.getState().loadIdentities()}
            >
              {t('connected.try_again')}
            </button>
          </p>
        ) : (
          notice !== 'signed_out' && (
            <p role="status">{t('connected.loading')}</p>
          )
        )
      ) : identities.length === 0 ? (
        <p>{t('connected.none')}</p>
      ) : (
        <ul className="sign-in-methods__list">
          {identities.map((identity) => (
            <li key={identity.id}>
              <p className="sign-in-methods__item-name">
                {providerName(identity)}
              </p>
              <p className="sign-in-methods__item-facts">
                {identity.email ?? t('connected.no_email')}
                <br />
                {t('connected.connected_on', {
                  date: formatDay(identity.connectedAt, language),
                })}
              </p>
              <button
                type="button"
                className="account-button account-button--secondary"
                aria-disabled={busy || undefined}
                aria-label={
                  identity.email
                    ? t('connected.remove_label', {
                        provider: providerName(identity),
                        email: identity.email,
                      })
                    : t('connected.remove_label_unnamed', {
                        provider: providerName(identity),
                      })
                }
                onClick={() => void remove(identity)}
              >
                {t('connected.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {toConnect.length > 0 && (
        <>
          <h3>{t('connected.connect_title')}</h3>
          <ul className="sign-in-methods__providers">
            {toConnect.map((provider) => (
              <li key={provider}>
                <a
                  className="account-button account-button--secondary"
                  href={socialConnectHref(provider, language)}
                  onClick={() =>
                    account.getState().rememberRedirect(returnTo ?? pathname)
                  }
                >
                  {t('connected.connect', {
                    provider: t(`providers.${provider}`),
                  })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
