// A guest's review of their stay (issue 16), as the booking page's form checks it and the server
// does again: zod's mini build, so that the widget's manage flow carries no classic zod.
import * as z from 'zod/mini'
import { requiredText } from '../validation/schemaParts'

export const REVIEW_LIMITS = { title: 120, text: 4_000 } as const

/** The review's own fields: a rating of one to five stars, a title and a text. */
export const stayReviewShape = {
  rating: z
    .number({ error: 'required' })
    .check(z.int('invalid'), z.gte(1, 'invalid'), z.lte(5, 'invalid')),
  title: requiredText(REVIEW_LIMITS.title),
  text: requiredText(REVIEW_LIMITS.text),
}

export const stayReviewSchema = z.object(stayReviewShape)
