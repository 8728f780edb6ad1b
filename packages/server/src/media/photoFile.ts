import { MEDIA_LIMITS, type MediaFileCode } from '@resort/core/api'
import sharp, { type Metadata, type Sharp } from 'sharp'
import type { MediaTable } from '#db/schema'

type PhotoFormat = MediaTable['format']

/** A picture as it is kept: upright, re-encoded without any metadata, and what it is. */
export interface PhotoFile {
  body: Buffer
  format: PhotoFormat
  width: number
  height: number
}

/** A refused upload, with the code the `file` field gets. */
export class PhotoRefused extends Error {
  constructor(readonly code: MediaFileCode) {
    super(code)
    this.name = 'PhotoRefused'
  }
}

/** The formats taken, by sharp's name for what the file's content is (AVIF reads as heif/av1). */
function formatOf(meta: Metadata): PhotoFormat | undefined {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp')
    return meta.format
  if (meta.format === 'heif' && meta.compression === 'av1') return 'avif'
  return undefined
}

// Each format re-encoded near its source's quality: what staff uploaded is what is kept, less
// its metadata (sharp writes none unless asked).
const ENCODE: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 92, mozjpeg: true }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 92 }),
  avif: (image) => image.avif({ quality: 70, effort: 4 }),
}

/**
 * Checks an upload by its content (never its name or the type the browser sent) and returns the
 * picture to keep: turned upright by its EXIF orientation, then re-encoded with no EXIF, GPS, XMP
 * or comment left (ASVS 5.2.2; the location a phone writes into a photo never reaches the site).
 */
export async function photoFile(upload: Buffer): Promise<PhotoFile> {
  const open = () =>
    sharp(upload, { limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: 'error' })
  let meta: Metadata
  try {
    meta = await open().metadata()
  } catch {
    throw new PhotoRefused('file_type')
  }
  const format = formatOf(meta)
  if (!format) throw new PhotoRefused('file_type')
  const { width = 0, height = 0 } = meta
  if (width * height > MEDIA_LIMITS.maxPixels)
    throw new PhotoRefused('file_too_large')
  // Orientations 5-8 are quarter turns: the upright picture has width and height swapped.
  const turned = (meta.orientation ?? 1) >= 5
  const upright = turned ? { width: height, height: width } : { width, height }
  if (
    upright.width < MEDIA_LIMITS.minWidth ||
    upright.height < MEDIA_LIMITS.minHeight
  )
    throw new PhotoRefused('file_too_small')
  try {
    const body = await ENCODE[format](open().rotate()).toBuffer()
    return { body, format, ...upright }
  } catch {
    // Cut short or damaged past its header.
    throw new PhotoRefused('file_unreadable')
  }
}
