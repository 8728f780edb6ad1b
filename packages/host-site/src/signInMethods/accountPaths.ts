import type { Language } from '@resort/core'
import { ACCOUNT_LINK_PAGES } from '@resort/core/api'
import { profilePath } from '../profile/profilePaths'

/**
 * The query parameter that carries where to go after signing in or registering. It travels in
 * the link itself, so a click before the page has hydrated keeps it; the sign-in and
 * registration pages remember it (the redirect-page cookie, same-site paths only).
 */
export const RETURN_PARAM = 'return'

/**
 * The way back without a booking link's token (a manage-booking page's `?token=`): it would
 * otherwise sit in the sign-in page's address, its history and the redirect-page cookie
 * (ASVS 14.2.1). Back there, the signed-in guest finds the booking again.
 */
function withoutToken(returnTo: string): string {
  const url = new URL(returnTo, 'https://site.invalid')
  url.searchParams.delete('token')
  return url.pathname + url.search + url.hash
}

const withReturn = (path: string, returnTo: string | undefined) =>
  returnTo === undefined
    ? path
    : `${path}${path.includes('?') ? '&' : '?'}${RETURN_PARAM}=${encodeURIComponent(withoutToken(returnTo))}`

// The account pages the messages lead on to (SPEC 2: sign-in, my-profile/profile-settings).
export const signInPath = (language: Language, returnTo?: string) =>
  withReturn(`/${language}/sign-in`, returnTo)
/** Sign-in for a member who is signed in but must prove it again (a recent sign-in, ASVS 7.5.1). */
export const signInAgainPath = (language: Language, returnTo?: string) =>
  withReturn(`/${language}/sign-in?again`, returnTo)
export const registrationPath = (language: Language, returnTo?: string) =>
  withReturn(`/${language}/registration`, returnTo)
export const profileSettingsPath = (language: Language) =>
  profilePath(language, 'profile-settings')
export const resetPasswordPath = (language: Language) =>
  `/${language}/${ACCOUNT_LINK_PAGES.reset_password}`
