import type { Language } from '@resort/core'
import { ACCOUNT_LINK_PAGES } from '@resort/core/api'
import { profilePath } from '../profile/profilePaths'

// The account pages the messages lead on to (SPEC 2: sign-in, my-profile/profile-settings).
export const signInPath = (language: Language) => `/${language}/sign-in`
/** Sign-in for a member who is signed in but must prove it again (a recent sign-in, ASVS 7.5.1). */
export const signInAgainPath = (language: Language) =>
  `${signInPath(language)}?again`
export const profileSettingsPath = (language: Language) =>
  profilePath(language, 'profile-settings')
export const resetPasswordPath = (language: Language) =>
  `/${language}/${ACCOUNT_LINK_PAGES.reset_password}`
