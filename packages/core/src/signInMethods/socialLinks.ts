// Where the site's social sign-in links go (SPEC 7's google, microsoft, facebook and connect
// routes; decision 017). The return path is the account flow's rememberRedirect.
import {
  socialConnectPath,
  socialSignInPath,
  type ConnectableProvider,
  type SocialProvider,
} from '../api/socialSignIn'
import type { Language } from '../i18n/languages'

/** The address that starts signing in with a provider; the answer lands in `language`. */
export const socialSignInHref = (
  provider: SocialProvider,
  language: Language,
) => `${socialSignInPath(provider)}?lang=${language}`

/** The address that connects a provider to the signed-in member. */
export const socialConnectHref = (
  provider: ConnectableProvider,
  language: Language,
) => `${socialConnectPath(provider)}?lang=${language}`
