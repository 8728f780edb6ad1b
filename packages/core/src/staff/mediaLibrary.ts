import { removeMedia, reorderMedia, saveMedia } from '../api/adminEndpoints'
import {
  MEDIA_LIMITS,
  mediaSaveSchema,
  type MediaItem,
  type MediaOwner,
} from '../api/adminMedia'
import { ApiError, isSignedOut } from '../api/ApiError'
import type { ApiClient } from '../api/createApiClient'
import { getAccessToken } from '../api/endpoints'
import type { Language } from '../i18n/languages'
import { LANGUAGES } from '../i18n/languages'
import { requestCodes } from '../validation/requestCodes'
import { createStaffAction } from './staffAction'
import type { StaffAction } from './staffActionTypes'

/** What a photo's form holds: the focal point and the texts, as typed. */
export interface MediaDraft {
  focalX: number
  focalY: number
  texts: Record<Language, { alt: string; caption: string }>
}

/** The part of a browser's File the page checks before sending it (core has no DOM types). */
export interface PhotoFile {
  readonly size: number
  readonly type: string
}

/** A field of the photo's form: `focalX`, `focalY`, `de.alt`, `de.caption`. */
export type MediaField =
  'focalX' | 'focalY' | `${Language}.${'alt' | 'caption'}`

/** The upload's transport: sends the file as a form, reports progress (0..1), answers the item. */
export type SendPhoto = (
  owner: MediaOwner,
  file: PhotoFile,
  onProgress: (share: number) => void,
) => Promise<MediaItem>

/** The languages whose alt text is still empty: the photo is off the site until there are none. */
export const missingAlt = (texts: MediaDraft['texts']): Language[] =>
  LANGUAGES.filter((language) => texts[language].alt.trim() === '')

/** The types an upload may be, as the file's own type says (the server reads its content). */
const TYPES: readonly string[] = MEDIA_LIMITS.types

/**
 * Uploading photos to an owner (issue 33): the page's check of the file's type and size, one
 * call through `send` (a form with the file, its progress reported), the refusal at the file.
 * A session that ran out is renewed once and the file sent again.
 */
export type MediaUpload = StaffAction<
  'upload',
  { file: PhotoFile | undefined; progress: number },
  MediaItem,
  'file'
>

export function createMediaUpload({
  api,
  owner,
  send,
}: {
  api: ApiClient
  owner: MediaOwner
  send: SendPhoto
}): MediaUpload {
  const upload: MediaUpload = createStaffAction('upload', {
    draft: { file: undefined as PhotoFile | undefined, progress: 0 },
    check: ({ file }): Record<string, string> =>
      !file
        ? { file: 'required' }
        : file.type && !TYPES.includes(file.type)
          ? { file: 'file_type' }
          : file.size > MEDIA_LIMITS.maxBytes
            ? { file: 'file_too_large' }
            : {},
    fieldOf: (name) => (name === 'file' ? 'file' : undefined),
    send: async ({ file }) => {
      const progress = (share: number) =>
        upload.setState({ draft: { file, progress: share } })
      try {
        return await send(owner, file!, progress)
      } catch (error) {
        if (!(error instanceof ApiError) || !isSignedOut(error)) throw error
        await api.call(getAccessToken)
        return send(owner, file!, progress)
      }
    },
  })
  return upload
}

/** A photo's texts and focal point, saved in five languages. */
export type MediaSaveAction = StaffAction<
  'save',
  MediaDraft,
  MediaItem,
  MediaField
>

/** The form's draft of a photo as the server lists it. */
export const mediaDraftOf = (item: MediaItem): MediaDraft => ({
  focalX: item.focalX,
  focalY: item.focalY,
  texts: item.texts,
})

const requestOf = (mediaId: string, draft: MediaDraft) => ({
  mediaId,
  focalX: draft.focalX,
  focalY: draft.focalY,
  texts: LANGUAGES.map((language) => ({
    language,
    alt: draft.texts[language].alt,
    caption: draft.texts[language].caption,
  })),
})

// `texts.2.alt` is the third language's alt text: the form's `it.alt`.
const fieldOf = (name: string): MediaField | undefined => {
  if (name === 'focalX' || name === 'focalY') return name
  const [, index, field] = /^texts\.(\d)\.(alt|caption)$/.exec(name) ?? []
  const language = LANGUAGES[Number(index)]
  return language && field ? (`${language}.${field}` as MediaField) : undefined
}

export function createMediaSave({
  api,
  item,
}: {
  api: ApiClient
  item: MediaItem
}): MediaSaveAction {
  return createStaffAction('save', {
    draft: mediaDraftOf(item),
    check: (draft) =>
      requestCodes(mediaSaveSchema, requestOf(item.mediaId, draft)),
    fieldOf,
    send: (draft) => api.call(saveMedia, requestOf(item.mediaId, draft)),
  })
}

/** Moving a photo up or down its owner's list: the whole new order, in one call. */
export type MediaReorder = StaffAction<
  'reorder',
  { mediaIds: string[] },
  { mediaIds: string[] }
>

export function createMediaReorder({
  api,
  owner,
}: {
  api: ApiClient
  owner: MediaOwner
}): MediaReorder {
  return createStaffAction('reorder', {
    draft: { mediaIds: [] as string[] },
    send: async ({ mediaIds }) => {
      const answer = await api.call(reorderMedia, { ...owner, mediaIds })
      return { mediaIds: answer.items.map((item) => item.mediaId) }
    },
  })
}

/** The order with one photo moved one place up (-1) or down (+1). */
export function movedOrder(
  mediaIds: readonly string[],
  mediaId: string,
  by: -1 | 1,
): string[] {
  const from = mediaIds.indexOf(mediaId)
  const to = from + by
  if (from < 0 || to < 0 || to >= mediaIds.length) return [...mediaIds]
  const order = [...mediaIds]
  order.splice(from, 1)
  order.splice(to, 0, mediaId)
  return order
}

/** Deleting a photo after a yes; `done` names it. */
export type MediaRemoval = StaffAction<
  'remove',
  { mediaId: string; name: string },
  { mediaId: string; name: string }
>

export function createMediaRemoval({ api }: { api: ApiClient }): MediaRemoval {
  return createStaffAction('remove', {
    draft: { mediaId: '', name: '' },
    send: async (draft) => {
      await api.call(removeMedia, { mediaId: draft.mediaId })
      return draft
    },
  })
}
