import {
  socialSignInHref,
  type SocialAccountsFlow,
} from '@resort/core/signInMethods'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import '../../platform/styles/account.css'
import '../../platform/styles/signInMethods.css'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { useAccountFlow } from '../account/AccountFlowContext'
import { useSocialAccountsFlow } from './flows'

/**
 * "Continue with Google" and the like: one link per provider the server offers (none, nothing
 * shown). Each leads to the server's redirect route, which sends the browser to the provider;
 * the sign-in ends on the orchestration page, which goes on to `returnTo`.
 */
export function SocialSignInButtons({
  returnTo,
  flow: given,
}: {
  /** A path of this site to come back to after signing in (the redirect-page cookie). */
  returnTo?: string
  /** The page's flow, when the page reads it too; else the component's own. */
  flow?: SocialAccountsFlow
}) {
  const { t } = useTranslation('signInMethods')
  const language = usePageLanguage()
  const own = useSocialAccountsFlow()
  const flow = given ?? own
  const account = useAccountFlow()
  const providers = useStore(flow, (state) => state.providers)

  useEffect(() => {
    void flow.getState().loadProviders()
  }, [flow])

  if (providers.length === 0) return null
  return (
    <ul className="sign-in-methods__providers" aria-label={t('social.label')}>
      {providers.map((provider) => (
        <li key={provider}>
          <a
            className="account-button account-button--secondary"
            href={socialSignInHref(provider, language)}
            onClick={() => {
              if (returnTo) account.getState().rememberRedirect(returnTo)
            }}
          >
            {t('social.continue_with', {
              provider: t(`providers.${provider}`),
            })}
          </a>
        </li>
      ))}
    </ul>
  )
}
