import type { FastifyPluginAsync } from 'fastify'
import { stableFraction } from '#db/seed/nightlyPrice'
import { errorBody } from '#http/errors'
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

const notFound = errorBody('not_found', 'No such picture.')
const badRequest = (field: string, message: string) =>
  errorBody('missing_params', message, { [field]: 'not_allowed' })

/**
 * GET /media/{properties|units|site}/{id}/{n}.svg: the generated pictures the catalog refers
 * to; /{n}-{width}.{avif|webp}: the same picture as a raster of that width, for srcset.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const variants = variantCache()
  app.get<{ Params: { kind: string; id: string; file: string } }>(
    '/media/:kind/:id/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, id, file } = request.params
      const [, n, width, format] = FILE.exec(file) ?? []
      if (!KINDS.has(kind) || !ID.test(id) || !n)
        return reply.status(404).send(notFound)
      // Partner pages show these pictures too.
      reply.header('cross-origin-resource-policy', 'cross-origin')
      const svg = () =>
        landscapeSvg(`${kind === 'site' ? 'site/' : ''}${id}/${n}`)
      if (!width || !format)
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .send(svg())

      const size = Number(width)
      if (!(VARIANT_WIDTHS as readonly number[]).includes(size))
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
      const variant = await variants.get(
        `${kind}/${id}/${file}`,
        svg,
        size,
        format as VariantFormat,
      )
      // A picture's address names its content (the generator is deterministic): a browser keeps
      // it a year and revalidates by ETag after.
      reply
        .type(`image/${format}`)
        .header('cache-control', 'public, max-age=31536000')
        .header('etag', variant.etag)
      return request.headers['if-none-match'] === variant.etag
        ? reply.status(304).send()
        : reply.send(variant.body)
    },
  )
}
