import { croatianReviews } from './croatia'
import { italianReviews } from './italy'
import type { SeedReviews } from './reviewTypes'
import { slovenianReviews } from './slovenia'

/** The seed's published reviews of past stays, by property id (issue 33). */
export const seedReviews: SeedReviews = {
  ...croatianReviews,
  ...slovenianReviews,
  ...italianReviews,
}
