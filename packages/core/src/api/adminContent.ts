// Staff edit the content pages (issue 16) in five languages: a page's own texts, or one entry's,
// per call (a whole page in five languages is larger than a request may be). Request schemas in
// zod mini (decision 014: the admin pages run them); the answers are classic zod.
import * as z from 'zod'
import * as zm from 'zod/mini'
import { LANGUAGES } from '../i18n/languages'
import { CONTENT_PAGE_IDS } from '../site/contentPages'
import { requiredText } from '../validation/schemaParts'
import { catalogIdSchema, isoDateSchema } from './stayQuery'

/** The lengths the database and the site's layout allow. */
export const CONTENT_LIMITS = {
  title: 200,
  /** A meta description search engines show in full. */
  description: 160,
  intro: 2_000,
  summary: 600,
  body: 8_000,
  fact: 200,
  facts: 20,
} as const

// Each of the five languages once: a page is never left without a language's text.
const everyLanguageOnce = [
  zm.length(LANGUAGES.length, 'required'),
  zm.refine<readonly { language: string }[]>(
    (items) =>
      new Set(items.map((item) => item.language)).size === LANGUAGES.length,
    { message: 'required' },
  ),
] as const

/** GET /api/v1/admin/content-page: a page with every language's texts, for editing. */
export const adminContentPageQuerySchema = zm.object({
  page: zm.enum(CONTENT_PAGE_IDS),
})

/** POST /api/v1/admin/content-page: a page's heading, description and lead in all five languages. */
export const contentPageTextsSchema = zm.object({
  page: zm.enum(CONTENT_PAGE_IDS),
  texts: zm
    .array(
      zm.object({
        language: zm.enum(LANGUAGES),
        title: requiredText(CONTENT_LIMITS.title),
        description: requiredText(CONTENT_LIMITS.description),
        intro: requiredText(CONTENT_LIMITS.intro),
      }),
    )
    .check(...everyLanguageOnce),
})

const entryTextsInEveryLanguage = zm
  .array(
    zm.object({
      language: zm.enum(LANGUAGES),
      title: requiredText(CONTENT_LIMITS.title),
      summary: requiredText(CONTENT_LIMITS.summary),
      body: requiredText(CONTENT_LIMITS.body),
      facts: zm
        .array(requiredText(CONTENT_LIMITS.fact))
        .check(zm.maxLength(CONTENT_LIMITS.facts, 'too_long')),
    }),
  )
  .check(...everyLanguageOnce)

const entryIdSchema = zm
  .string()
  .check(zm.minLength(1, 'required'), zm.maxLength(64, 'too_long'))

/**
 * An entry's days: an event's, or an offer's validity (the site drops it after `endsOn`); either
 * may be empty, and the last is not before the first.
 */
const entryDates = {
  startsOn: zm.optional(zm.nullable(isoDateSchema)),
  endsOn: zm.optional(zm.nullable(isoDateSchema)),
}
const datesInOrder = zm.refine<{
  startsOn?: string | null | undefined
  endsOn?: string | null | undefined
}>(({ startsOn, endsOn }) => !startsOn || !endsOn || startsOn <= endsOn, {
  message: 'date_order',
  path: ['endsOn'],
})

/** POST /api/v1/admin/content-entry: an entry's texts in all five languages, and its days. */
export const contentEntryTextsSchema = zm
  .object({
    entryId: entryIdSchema,
    ...entryDates,
    texts: entryTextsInEveryLanguage,
  })
  .check(datesInOrder)

/** POST /api/v1/admin/content-entry/add: a new entry at the end of a page, in five languages. */
export const contentEntryAddSchema = zm
  .object({
    page: zm.enum(CONTENT_PAGE_IDS),
    propertyId: zm.optional(zm.nullable(catalogIdSchema)),
    ...entryDates,
    texts: entryTextsInEveryLanguage,
  })
  .check(datesInOrder)

/** POST /api/v1/admin/content-entry/remove: an entry taken off its page, in every language. */
export const contentEntryRemoveSchema = zm.object({ entryId: entryIdSchema })

const byLanguage = <T extends z.ZodType>(texts: T) =>
  z.object(
    Object.fromEntries(
      LANGUAGES.map((language) => [language, texts]),
    ) as Record<(typeof LANGUAGES)[number], T>,
  )

const pageTexts = z.object({
  title: z.string(),
  description: z.string(),
  intro: z.string(),
})
const entryTexts = z.object({
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  facts: z.array(z.string()),
})

export const adminContentPageResponseSchema = z.object({
  page: z.object({
    id: z.enum(CONTENT_PAGE_IDS),
    updatedAt: z.string(),
    texts: byLanguage(pageTexts),
  }),
  entries: z.array(
    z.object({
      id: z.string(),
      propertyId: z.string().nullable(),
      startsOn: z.string().nullable(),
      endsOn: z.string().nullable(),
      publishedOn: z.string().nullable(),
      texts: byLanguage(entryTexts),
    }),
  ),
})
export type AdminContentPage = z.output<typeof adminContentPageResponseSchema>

export const contentPageSavedResponseSchema = z.object({
  page: z.enum(CONTENT_PAGE_IDS),
  updatedAt: z.string(),
})
export const contentEntryRemovedResponseSchema = z.object({
  entryId: z.string(),
  page: z.enum(CONTENT_PAGE_IDS),
})
export const contentEntrySavedResponseSchema = z.object({
  entryId: z.string(),
  page: z.enum(CONTENT_PAGE_IDS),
  updatedAt: z.string(),
})
