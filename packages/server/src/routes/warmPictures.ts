import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { VARIANT_FORMATS, VARIANT_WIDTHS } from './mediaVariants'

/**
 * The pictures a first visitor sees before anything else: the home page's hero in every variant
 * and each property's first picture (its card) as AVIF, which Chromium, Firefox and Safari take.
 */
export async function picturesToWarm(db: Kysely<Database>): Promise<string[]> {
  const properties = await db
    .selectFrom('properties')
    .select('images')
    .orderBy('sort_order')
    .execute()
  const firsts = properties.flatMap(({ images }) => {
    const [first] = JSON.parse(images) as string[]
    return first ? [first] : []
  })
  const variantsOf = (svg: string, formats: readonly string[]) =>
    formats.flatMap((format) =>
      VARIANT_WIDTHS.map((width) =>
        svg.replace(/\.svg$/, `-${width}.${format}`),
      ),
    )
  return [
    ...variantsOf('/media/site/home/1.svg', VARIANT_FORMATS),
    ...firsts.flatMap((svg) => variantsOf(svg, ['avif'])),
  ]
}

/**
 * Makes those pictures once the server listens, one after another, so that the first visitors'
 * largest paint does not wait for an encoder (issue 15: LCP on a fresh server). Requests served
 * meanwhile share the same cache, so none waits twice.
 */
export async function warmPictures(
  app: FastifyInstance,
  paths: readonly string[],
): Promise<number> {
  let made = 0
  for (const url of paths) {
    const { statusCode } = await app.inject({ method: 'GET', url })
    if (statusCode === 200) made++
  }
  return made
}
