import type { Language } from '@resort/core'
import { ACCOUNT_LINK_PAGES } from '@resort/core/api'

// The account pages the messages lead on to (SPEC 2: sign-in, my-profile/profile-settings).
export const signInPath = (language: Language) => `/${language}/sign-in`
export const profileSettingsPath = (language: Language) =>
  `/${language}/my-profile/profile-settings`
export const resetPasswordPath = (language: Language) =>
  `/${language}/${ACCOUNT_LINK_PAGES.reset_password}`
