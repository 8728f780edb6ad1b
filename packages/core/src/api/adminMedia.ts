// The media library (issue 33): staff upload photos for a property, a room type or a content
// page, set each one's focal point, alt text and caption in five languages, and their order. A
// photo shows on the site once its alt text is written in all five languages. Request schemas in
// zod mini (decision 014: the admin pages run them); the answers are classic zod.
import * as z from 'zod'
import * as zm from 'zod/mini'
import { LANGUAGES } from '../i18n/languages'

/** What a photo belongs to: its pictures are listed on that owner's pages. */
export const MEDIA_OWNER_KINDS = [
  'property',
  'unit_type',
  'content_page',
] as const
export type MediaOwnerKind = (typeof MEDIA_OWNER_KINDS)[number]

/** What an upload and a photo's texts may be. */
export const MEDIA_LIMITS = {
  /** The largest file accepted, in bytes (15 MB: a camera's full-size JPEG). */
  maxBytes: 15 * 1024 * 1024,
  /** Decoded pixels at most: a larger picture is refused before it is decoded (a pixel bomb). */
  maxPixels: 50_000_000,
  /** The smallest picture that fills the site's 640 wide variant without being enlarged. */
  minWidth: 640,
  minHeight: 427,
  /** The types accepted, checked by the file's content, not its name. */
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  alt: 250,
  caption: 500,
  /** Photos per owner. */
  perOwner: 40,
} as const

/**
 * Why an upload was refused, as the `file` field's code: not a JPEG, PNG, WebP or AVIF picture;
 * over the size limit; smaller than the site shows; unreadable (cut short or damaged); none sent.
 */
export const MEDIA_FILE_CODES = [
  'file_type',
  'file_too_large',
  'file_too_small',
  'file_unreadable',
  'required',
] as const
export type MediaFileCode = (typeof MEDIA_FILE_CODES)[number]

const idCode = zm
  .string()
  .check(
    zm.minLength(1, 'required'),
    zm.maxLength(64, 'too_long'),
    zm.regex(/^[a-z0-9-]+$/, 'invalid'),
  )

/** The owner of a list of photos: a property's id, a room type's id or a content page's id. */
export const mediaOwnerSchema = zm.object({
  ownerKind: zm.enum(MEDIA_OWNER_KINDS),
  ownerId: idCode,
})
export type MediaOwner = zm.output<typeof mediaOwnerSchema>

// GET /api/v1/admin/media takes the owner (its photos in the site's order), and so does
// POST /api/v1/admin/media/upload?ownerKind=&ownerId=: one photo as multipart/form-data, its file
// in the part named `file`, added at the end of the owner's list, not yet on the site.

const mediaIdSchema = zm
  .string()
  .check(zm.minLength(1, 'required'), zm.maxLength(64, 'too_long'))

const fraction = zm
  .number({ error: 'invalid_type' })
  .check(zm.gte(0, 'out_of_range'), zm.lte(1, 'out_of_range'))

const trimmed = (max: number) =>
  zm.string().check(zm.trim(), zm.maxLength(max, 'too_long'))

/**
 * POST /api/v1/admin/media/save: a photo's focal point (0..1 from the left and the top) and its
 * alt text and caption in all five languages; an empty alt text keeps the photo off the site.
 */
export const mediaSaveSchema = zm.object({
  mediaId: mediaIdSchema,
  focalX: fraction,
  focalY: fraction,
  texts: zm
    .array(
      zm.object({
        language: zm.enum(LANGUAGES),
        alt: trimmed(MEDIA_LIMITS.alt),
        caption: trimmed(MEDIA_LIMITS.caption),
      }),
    )
    .check(
      zm.length(LANGUAGES.length, 'required'),
      zm.refine(
        (items) =>
          new Set(items.map((item) => item.language)).size === LANGUAGES.length,
        { message: 'required' },
      ),
    ),
})
export type MediaSave = zm.output<typeof mediaSaveSchema>

/** POST /api/v1/admin/media/reorder: every photo of the owner, in the order the site shows them. */
export const mediaReorderSchema = zm.object({
  ...mediaOwnerSchema.shape,
  mediaIds: zm
    .array(mediaIdSchema)
    .check(zm.maxLength(MEDIA_LIMITS.perOwner, 'too_long')),
})

/** POST /api/v1/admin/media/remove: a photo taken off the site and deleted with its files. */
export const mediaRemoveSchema = zm.object({ mediaId: mediaIdSchema })

const mediaTexts = z.object({ alt: z.string(), caption: z.string() })

export const mediaItemSchema = z.object({
  mediaId: z.string(),
  ownerKind: z.enum(MEDIA_OWNER_KINDS),
  ownerId: z.string(),
  /** Its place in the owner's list, from 1. */
  position: z.number().int(),
  focalX: z.number(),
  focalY: z.number(),
  /** The stored picture's size, upright. */
  width: z.number().int(),
  height: z.number().int(),
  /** The picture as the site shows it (3:2 around the focal point), /media/photos/{id}/{n}.jpg. */
  src: z.string(),
  texts: z.object(
    Object.fromEntries(
      LANGUAGES.map((language) => [language, mediaTexts]),
    ) as Record<(typeof LANGUAGES)[number], typeof mediaTexts>,
  ),
  /** On the site: its alt text is written in every language. */
  published: z.boolean(),
  createdAt: z.string(),
})
export type MediaItem = z.output<typeof mediaItemSchema>

export const adminMediaResponseSchema = z.object({
  ownerKind: z.enum(MEDIA_OWNER_KINDS),
  ownerId: z.string(),
  items: z.array(mediaItemSchema),
})
export type AdminMedia = z.output<typeof adminMediaResponseSchema>

export const mediaRemovedResponseSchema = z.object({ mediaId: z.string() })
