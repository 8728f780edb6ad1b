import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database, Landscape } from '#db/schema'
import { errorBody } from '#http/errors'
import { landscapeSvg } from '../media/landscapes'
import type { PhotoStore } from '../media/photoStore'
import {
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  variantCache,
  type VariantFormat,
} from './mediaVariants'

const ID = /^[a-z0-9-]{1,64}$/
// properties and units from the catalog; site for the site's own pictures (the home page's hero).
const KINDS = new Set(['properties', 'units', 'site'])
const FILE = /^([1-9])(?:\.svg|-(\d{1,5})\.([a-z]{1,5}))$/
// Staff's photos (issue 33): /media/photos/{id}/{crop}.jpg and /{crop}-{width}.{avif|webp}.
const PHOTO_ID = /^[a-f0-9-]{36}$/
const PHOTO_FILE = /^([1-9]\d{0,5})(?:\.jpg|-(\d{1,5})\.([a-z]{1,5}))$/

const notFound = errorBody('not_found', 'No such picture.')
const badRequest = (field: string, message: string) =>
  errorBody('missing_params', message, { [field]: 'not_allowed' })

/** A width and format a variant may have, or the 400 that names the allowed ones. */
function checkVariant(
  width: string,
  format: string,
  reply: FastifyReply,
): VariantFormat | FastifyReply {
  if (!(VARIANT_WIDTHS as readonly number[]).includes(Number(width)))
    return reply
      .status(400)
      .send(
        badRequest(
          'width',
          `Width must be one of ${VARIANT_WIDTHS.join(', ')}.`,
        ),
      )
  if (!(VARIANT_FORMATS as readonly string[]).includes(format))
    return reply
      .status(400)
      .send(
        badRequest(
          'format',
          `Format must be one of ${VARIANT_FORMATS.join(', ')}.`,
        ),
      )
  return format as VariantFormat
}

/** Where staff's photos are read from: their rows, and their files on disk. */
interface MediaSources {
  db: Kysely<Database>
  photos: PhotoStore
  /** What a property's or room type's generated pictures draw (the site's own: the sea). */
  landscapeOf: (kind: string, id: string) => Promise<Landscape>
}

/**
 * A staff photo's crop: the current crop under its address is kept a year (a new focal point
 * makes a new address); an older address still answers, with the current crop, for a while.
 */
async function sendPhoto(
  { db, photos }: MediaSources,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  file: string,
) {
  const [, crop, width, format] = PHOTO_FILE.exec(file) ?? []
  if (!PHOTO_ID.test(id) || !crop) return reply.status(404).send(notFound)
  const checked = width && format ? checkVariant(width, format, reply) : 'jpeg'
  if (typeof checked !== 'string') return checked
  const photo = await db
    .selectFrom('media')
    .select([
      'id',
      'format',
      'width',
      'height',
      'focal_x',
      'focal_y',
      'revision',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!photo || Number(crop) > photo.revision)
    return reply.status(404).send(notFound)
  const variant = await photos.variant(
    photo,
    width ? Number(width) : undefined,
    checked,
  )
  // An older crop's address still answers, briefly: the page that named it moves on.
  return sendVariant(
    request,
    reply,
    checked,
    Number(crop) === photo.revision ? YEAR : 300,
    variant,
  )
}

const YEAR = 31536000

/** A raster variant with its ETag, kept `maxAge` seconds; 304 when the browser has it. */
function sendVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  format: string,
  maxAge: number,
  variant: { etag: string; body: Buffer },
) {
  reply
    .type(`image/${format}`)
    .header('cache-control', `public, max-age=${maxAge}`)
    .header('etag', variant.etag)
  return request.headers['if-none-match'] === variant.etag
    ? reply.status(304).send()
    : reply.send(variant.body)
}

/**
 * GET /media/{properties|units|site}/{id}/{n}.svg: the generated pictures the catalog refers
 * to; /{n}-{width}.{avif|webp}: the same picture as a raster of that width, for srcset.
 * GET /media/photos/{id}/{crop}.jpg and its variants: staff's photos (issue 33).
 */
export const mediaRoutes =
  (sources: MediaSources): FastifyPluginAsync =>
  async (app) => {
    const variants = variantCache()
    app.get<{ Params: { kind: string; id: string; file: string } }>(
      '/media/:kind/:id/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const { kind, id, file } = request.params
        // Partner pages show these pictures too.
        reply.header('cross-origin-resource-policy', 'cross-origin')
        if (kind === 'photos')
          return sendPhoto(sources, request, reply, id, file)
        const [, n, width, format] = FILE.exec(file) ?? []
        if (!KINDS.has(kind) || !ID.test(id) || !n)
          return reply.status(404).send(notFound)
        const landscape = await sources.landscapeOf(kind, id)
        const svg = () =>
          landscapeSvg(`${kind === 'site' ? 'site/' : ''}${id}/${n}`, landscape)
        if (!width || !format)
          return reply
            .type('image/svg+xml')
            .header('cache-control', 'public, max-age=86400')
            .send(svg())

        const checked = checkVariant(width, format, reply)
        if (typeof checked !== 'string') return checked
        const variant = await variants.get(
          `${kind}/${id}/${file}`,
          svg,
          Number(width),
          checked,
        )
        // A picture's address names its content (the generator is deterministic): a browser keeps
        // it a year and revalidates by ETag after.
        return sendVariant(request, reply, checked, YEAR, variant)
      },
    )
  }
