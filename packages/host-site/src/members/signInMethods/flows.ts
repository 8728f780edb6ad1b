import {
  createPasskeyFlow,
  createSocialAccountsFlow,
  type PasskeyFlow,
  type SocialAccountsFlow,
} from '@resort/core/signInMethods'
import { useMemo } from 'react'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { loadWebAuthnBrowser } from './webAuthnBrowser'

/** A component's own social sign-in flow over the site's API (decision 013). */
export function useSocialAccountsFlow(): SocialAccountsFlow {
  const api = useSiteApi()
  const language = usePageLanguage()
  return useMemo(
    () => createSocialAccountsFlow({ api, language }),
    [api, language],
  )
}

/** A component's own passkey flow over the site's API and the lazily loaded WebAuthn library. */
export function usePasskeyFlow(): PasskeyFlow {
  const api = useSiteApi()
  return useMemo(
    () => createPasskeyFlow({ api, webAuthn: loadWebAuthnBrowser }),
    [api],
  )
}
