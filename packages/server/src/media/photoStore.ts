import { createHash, randomUUID } from 'node:crypto'
import {
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { MediaTable } from '#db/schema'
import type { VariantFormat } from '../routes/mediaVariants'
import { focalCrop } from './focalCrop'

/** The ratio every picture of the site is shown at (host-site images: 600 × 400). */
const SITE_RATIO = 3 / 2

const ID = /^[a-f0-9-]{36}$/

interface StoredVariant {
  body: Buffer
  etag: string
}

/** What a crop is made of: the stored picture's row as the variant needs it. */
type PhotoCrop = Pick<
  MediaTable,
  'id' | 'format' | 'width' | 'height' | 'focal_x' | 'focal_y' | 'revision'
>

// The shared picture of a page (og:image, a partner's card) and a browser without srcset.
const JPEG_WIDTH = 1280

const etagOf = (body: Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url')}"`

/**
 * The library's files under one directory (the server's data directory's media/): each photo's
 * original in media/{id}/, and its crops beside it, made at their first request and kept. With
 * several server processes the directory must be shared (a volume all of them mount).
 */
export function createPhotoStore(root: string) {
  const folder = (id: string) => {
    // Ids are the server's own UUIDs; anything else never becomes a path.
    if (!ID.test(id)) throw new Error(`not a photo id: ${id}`)
    return path.join(root, id)
  }
  const original = (photo: Pick<MediaTable, 'id' | 'format'>) =>
    path.join(folder(photo.id), `original.${photo.format}`)
  const making = new Map<string, Promise<StoredVariant>>()

  async function make(
    photo: PhotoCrop,
    width: number,
    format: VariantFormat | 'jpeg',
    file: string,
  ): Promise<StoredVariant> {
    try {
      const body = await readFile(file)
      return { body, etag: etagOf(body) }
    } catch {
      // Not made yet.
    }
    const crop = focalCrop(
      photo.width,
      photo.height,
      SITE_RATIO,
      photo.focal_x,
      photo.focal_y,
    )
    const image = sharp(await readFile(original(photo)))
      .extract(crop)
      .resize({ width, height: Math.round(width / SITE_RATIO) })
    const body = await (
      format === 'avif'
        ? image.avif({ quality: 55, effort: 2 })
        : format === 'webp'
          ? image.webp({ quality: 75 })
          : image.jpeg({ quality: 82, mozjpeg: true })
    ).toBuffer()
    // Written whole, then named: another process never reads half a file.
    const partial = `${file}.${randomUUID()}.part`
    await writeFile(partial, body)
    await rename(partial, file)
    return { body, etag: etagOf(body) }
  }

  return {
    /** Keeps a new photo's original (already stripped of its metadata). */
    async keep(photo: Pick<MediaTable, 'id' | 'format'>, body: Buffer) {
      await mkdir(folder(photo.id), { recursive: true })
      await writeFile(original(photo), body)
    },
    /** A crop of the photo at a width, as AVIF, WebP or (the shared picture) JPEG. */
    variant(
      photo: PhotoCrop,
      width: number | undefined,
      format: VariantFormat | 'jpeg',
    ): Promise<StoredVariant> {
      const size = width ?? JPEG_WIDTH
      const file = path.join(
        folder(photo.id),
        `${photo.revision}-${size}.${format}`,
      )
      const pending = making.get(file)
      if (pending) return pending
      // Two requests at once make it once.
      const made = make(photo, size, format, file).finally(() =>
        making.delete(file),
      )
      making.set(file, made)
      return made
    },
    /** Drops the crops of earlier focal points: their addresses are no longer given out. */
    async dropCropsBefore(photo: Pick<MediaTable, 'id' | 'revision'>) {
      const names = await readdir(folder(photo.id)).catch(() => [])
      await Promise.all(
        names
          .filter((name) => /^\d+-/.test(name))
          .filter((name) => Number(name.split('-')[0]) < photo.revision)
          .map((name) =>
            rm(path.join(folder(photo.id), name), { force: true }),
          ),
      )
    },
    /** Deletes the photo's files. */
    remove: (id: string) => rm(folder(id), { recursive: true, force: true }),
  }
}

export type PhotoStore = ReturnType<typeof createPhotoStore>
