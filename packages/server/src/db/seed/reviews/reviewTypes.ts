import type { Language } from '@resort/core'

/** Where the seed's reviewers live: the Adriatic's and the Alps' usual guests. */
export type ReviewerCountry =
  'DE' | 'AT' | 'CH' | 'IT' | 'HR' | 'SI' | 'GB' | 'IE' | 'NL'

/** A guest who reviewed their stay: title, first and last name, country, town and postcode. */
export type SeedReviewer = [
  title: 'Mr' | 'Mrs' | 'Ms',
  firstName: string,
  lastName: string,
  country: ReviewerCountry,
  city: string,
  zipCode: string,
]

/**
 * A published review of a past stay (issue 33), in the language its guest wrote it in, with what
 * the stay behind it must have been for the text to be true.
 */
export interface SeedReview {
  guest: SeedReviewer
  language: Language
  rating: 1 | 2 | 3 | 4 | 5
  title: string
  text: string
  nights: number
  /** Two adults unless the text speaks of more, or of children. */
  adults?: number
  children?: number
  /** The meal the text praises or blames: the stay's rate serves it. */
  meals?: 'breakfast' | 'dinner'
  /** The season the text tells of (skiing, swimming); the property's season otherwise. */
  season?: 'summer' | 'winter'
}

/** The seed's reviews by property id. */
export type SeedReviews = Readonly<Record<string, readonly SeedReview[]>>
