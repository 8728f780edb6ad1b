// A content page of the group's site (issue 16; SPEC 7 /api/v1/contentful/): its texts in a
// language and its entries, as the site shows them and staff edit them.
import * as z from 'zod'
import * as zm from 'zod/mini'
import { CONTENT_PAGE_IDS } from '../site/contentPages'
import { pictureSchema } from './property'
import { languageParam } from './stayQuery'

/** GET /api/v1/contentful/page: a page in a language. */
export const contentPageQuerySchema = zm.object({
  lang: languageParam,
  page: zm.enum(CONTENT_PAGE_IDS),
})

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const contentEntrySchema = z.object({
  id: z.string(),
  /** The property it belongs to, with its name and page in the language. */
  property: z
    .object({ propertyId: z.string(), name: z.string(), href: z.string() })
    .nullable(),
  /** The heading it is listed under ('' for none). */
  group: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Paragraphs separated by a blank line. */
  body: z.string(),
  facts: z.array(z.string()),
  /** An event's or an offer's first and last day. */
  startsOn: isoDate.nullable(),
  endsOn: isoDate.nullable(),
  /** An article's day of publication. */
  publishedOn: isoDate.nullable(),
  /** An offer: the rate of its property that it books, and the nights that rate asks at least. */
  ratePlanId: z.string().nullable(),
  minNights: z.number().int().nullable(),
  /** A meeting room: how many people each set-up seats. */
  capacity: z
    .object({
      theatre: z.number().int(),
      classroom: z.number().int(),
      banquet: z.number().int(),
      boardroom: z.number().int(),
    })
    .nullable(),
})
export type ContentEntry = z.infer<typeof contentEntrySchema>

export const contentPageResponseSchema = z.object({
  page: z.object({
    id: z.enum(CONTENT_PAGE_IDS),
    title: z.string(),
    /** The meta description. */
    description: z.string(),
    intro: z.string(),
    updatedAt: z.string(),
    /** Staff's published photos of the page (issue 33), first the one shown at its top. */
    pictures: z.array(pictureSchema),
  }),
  /** In display order; events whose last day has passed are left out. */
  entries: z.array(contentEntrySchema),
})
export type ContentPage = z.infer<typeof contentPageResponseSchema>
