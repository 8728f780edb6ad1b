import type { Language } from '@resort/core'
import { profilePath } from '../profile/profilePaths'

/** The member's favourites page in a language (SPEC 2: my-profile, favorites). */
export const favouritesPath = (language: Language) =>
  profilePath(language, 'favorites')
