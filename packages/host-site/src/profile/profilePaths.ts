import type { Language } from '@resort/core'

/** The club page's segment, named after the club (SPEC 2). */
export const CLUB_SEGMENT = 'adria-alpe-club'

/** The member profile's sections under /{lang}/my-profile/ (SPEC 2), in the order the menu shows them. */
export const PROFILE_SECTIONS = [
  'overview',
  'points',
  'my-bookings',
  'favorites',
  'benefits',
  'exclusive-offers',
  'profile-settings',
] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

/** A section of the member's profile in a language; the overview without a section. */
export const profilePath = (language: Language, section?: ProfileSection) =>
  `/${language}/my-profile${section ? `/${section}` : ''}`

export const loyaltyPath = (language: Language) => `/${language}/loyalty`
export const loyaltyConfirmPath = (language: Language) =>
  `/${language}/loyalty-confirm`
export const clubPath = (language: Language) => `/${language}/${CLUB_SEGMENT}`
