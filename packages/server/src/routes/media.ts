import type { FastifyPluginAsync } from 'fastify'
import { stableFraction } from '#db/seed/nightlyPrice'

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

/** GET /media/{properties|units}/{id}/{n}.svg: the generated pictures the catalog refers to. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kind: string; id: string; file: string } }>(
    '/media/:kind/:id/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, id, file } = request.params
      const n = /^([1-9])\.svg$/.exec(file)?.[1]
      if ((kind !== 'properties' && kind !== 'units') || !ID.test(id) || !n) {
        return reply
          .status(404)
          .send({ error: { kind: 'not_found', message: 'No such picture.' } })
      }
      return (
        reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          // Partner pages show these pictures too.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(landscapeSvg(`${id}/${n}`))
      )
    },
  )
}
