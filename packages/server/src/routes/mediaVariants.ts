import { createHash } from 'node:crypto'
import sharp from 'sharp'

/** The widths a picture is made in; the site's srcset lists the same (host-site images). */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const
/** AVIF for browsers that take it, WebP for the rest: every browser the site supports reads one. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]

export interface Variant {
  body: Buffer
  etag: string
}

// The generated landscapes are 600 wide; rendered at the density a variant needs, so the
// 1280 wide picture is sharp rather than an enlarged 600.
const SVG_WIDTH = 600
const SVG_HEIGHT = 400

async function encode(
  svg: string,
  width: number,
  format: VariantFormat,
): Promise<Variant> {
  const image = sharp(Buffer.from(svg), {
    density: Math.ceil((72 * width) / SVG_WIDTH),
  }).resize({ width, height: Math.round((width * SVG_HEIGHT) / SVG_WIDTH) })
  // effort: smaller files for the time a first request can wait; the answer is kept after.
  const body = await (
    format === 'avif'
      ? image.avif({ quality: 55, effort: 2 })
      : image.webp({ quality: 75 })
  ).toBuffer()
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  }
}

/**
 * Raster variants made at their first request and kept in memory, the oldest dropped past
 * `limit` (a picture is 5-60 KB, so the default holds a few MB). The promise is kept, so two
 * requests at once encode once.
 */
export function variantCache(limit = 400) {
  const kept = new Map<string, Promise<Variant>>()
  return {
    get(key: string, svg: () => string, width: number, format: VariantFormat) {
      const cached = kept.get(key)
      if (cached) return cached
      const made = encode(svg(), width, format)
      made.catch(() => kept.delete(key))
      kept.set(key, made)
      if (kept.size > limit) kept.delete(kept.keys().next().value!)
      return made
    },
    get size() {
      return kept.size
    },
  }
}
