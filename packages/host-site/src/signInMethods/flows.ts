import { resolveLanguage, type Language } from '@resort/core'
import {
  createPasskeyFlow,
  createSocialAccountsFlow,
  type PasskeyFlow,
  type SocialAccountsFlow,
} from '@resort/core/signInMethods'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteApi } from '../api/SiteApiContext'
import { loadWebAuthnBrowser } from './webAuthnBrowser'

/** The page's language, as the site's links and mails take it. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation()
  return resolveLanguage(i18n.language)
}

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
