import type { Language } from '@resort/core'

/** The route of the member's favourites under /{lang}/ (SPEC 2: my-profile, favorites). */
export const FAVOURITES_ROUTE = 'my-profile/favorites'

/** The member's favourites page in a language. */
export const favouritesPath = (language: Language) =>
  `/${language}/${FAVOURITES_ROUTE}`
