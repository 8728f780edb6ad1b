import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { stableFraction } from '#db/seed/nightlyPrice'
import { errorBody } from '#http/errors'
import type { PhotoStore } from '../media/photoStore'
import {
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  variantCache,
  type VariantFormat,
} from './mediaVariants'

// The seed has no photographs; each property and unit gets a generated landscape instead, the
// same on every request, so results and rooms can show a picture until real photos are uploaded.
const SCENES = [
  { sky: ['#9ed8f0', '#e8f6fb'], land: '#3f7f6e', water: '#2a79a8' },
  { sky: ['#f6c9a0', '#fdf1e3'], land: '#7a6a3a', water: '#3d6f9e' },
  { sky: ['#b9c7e8', '#eef2fb'], land: '#5b6b7a', water: '#4e7fa8' },
  { sky: ['#c9e4c5', '#f2f9f0'], land: '#2f6b3a', water: '#2d8a8a' },
]

/** A deterministic SVG landscape for an id: sky, hills and sea (or a lake), varied by the id. */
export function landscapeSvg(id: string): string {
  const pick = (salt: string) => stableFraction(`${id}:${salt}`)
  const scene = SCENES[Math.floor(pick('scene') * SCENES.length)]!
  const hill = (salt: string, base: number) => {
    const peak = 60 + pick(salt) * 60
    const x = 100 + pick(`${salt}x`) * 400
    return `M0 ${base} Q ${x} ${base - peak} 600 ${base - pick(`${salt}e`) * 40} L600 400 L0 400 Z`
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" role="img">',
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>`,
    '<rect width="600" height="400" fill="url(#s)"/>',
    `<circle cx="${80 + pick('sun') * 440}" cy="${60 + pick('suny') * 60}" r="28" fill="#fff4c2"/>`,
    `<path d="${hill('far', 260)}" fill="${scene.land}" opacity="0.55"/>`,
    `<path d="${hill('near', 300)}" fill="${scene.land}"/>`,
    `<rect y="330" width="600" height="70" fill="${scene.water}"/>`,
    '</svg>',
  ].join('')
}

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
        const svg = () =>
          landscapeSvg(`${kind === 'site' ? 'site/' : ''}${id}/${n}`)
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
