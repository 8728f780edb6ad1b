import { MEDIA_LIMITS } from '@resort/core/api'
import type { FastifyRequest } from 'fastify'
import { invalidParam } from '#http/errors'
import type { RouteModule } from '../appContext'
import {
  addPhoto,
  checkOwner,
  ownerMedia,
  removePhoto,
  reorderPhotos,
  savePhoto,
} from '../media/mediaLibrary'
import { photoFile, PhotoRefused } from '../media/photoFile'

const FILE_MESSAGES = {
  file_type: 'The file is not a JPEG, PNG, WebP or AVIF picture.',
  file_too_large: `The picture is larger than ${MEDIA_LIMITS.maxBytes / 1024 / 1024} MB or ${MEDIA_LIMITS.maxPixels / 1_000_000} megapixels.`,
  file_too_small: `The picture is smaller than ${MEDIA_LIMITS.minWidth} × ${MEDIA_LIMITS.minHeight} pixels.`,
  file_unreadable: 'The picture could not be read; it may be damaged.',
  required: 'Choose a picture to upload.',
} as const

const refuse = (code: keyof typeof FILE_MESSAGES) =>
  invalidParam('file', code, FILE_MESSAGES[code])

/** The form's file, read whole up to the limit; refused when there is none or it is larger. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse('required')
  const part = await request.file({
    limits: { fileSize: MEDIA_LIMITS.maxBytes, files: 1 },
  })
  if (!part || part.fieldname !== 'file') throw refuse('required')
  try {
    return await part.toBuffer()
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw refuse('file_too_large')
    throw error
  }
}

/** The media library (issue 33): staff's photos of properties, room types and content pages. */
export const adminMediaRoutes: RouteModule = (handle, context) => {
  const { db, photos, now } = context
  // A change shows on the site at once: the catalog holds the published photos.
  const reloaded = async <T>(done: T) => {
    await context.catalog.reload()
    return done
  }

  handle('adminMedia', async (owner) => {
    checkOwner(await context.catalog.get(), owner)
    return ownerMedia(db, owner)
  })
  handle('saveMedia', async (input, { caller: admin }) =>
    reloaded(await savePhoto(db, photos, admin, input, now())),
  )
  handle('reorderMedia', async (input, { caller: admin }) =>
    reloaded(await reorderPhotos(db, admin, input, now())),
  )
  handle('removeMedia', async ({ mediaId }, { caller: admin }) =>
    reloaded(await removePhoto(db, photos, admin, mediaId, now())),
  )
}

/** The upload: registered where multipart forms are parsed (app.ts), and only there. */
export const mediaUploadRoutes: RouteModule = (handle, context) => {
  const { db, photos, now } = context
  handle('uploadMedia', async (owner, { request, caller: admin }) => {
    // The owner first: a refused upload is not read.
    checkOwner(await context.catalog.get(), owner)
    const upload = await uploadedFile(request)
    let photo
    try {
      photo = await photoFile(upload)
    } catch (error) {
      if (error instanceof PhotoRefused) throw refuse(error.code)
      throw error
    }
    return addPhoto(db, photos, admin, owner, photo, now())
  })
}
