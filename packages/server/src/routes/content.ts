import {
  contentQuerySchema,
  interactiveMapSchema,
  navigationPropertiesSchema,
  secondaryNavigationSchema,
} from '@resort/core/api'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  interactiveMap,
  navigationProperties,
  secondaryNavigation,
} from '../content/siteContent'
import type { CatalogCache } from '../search/catalogSnapshot'

/** /api/v1/contentful/*: the site's navigation and map content, per language. */
export const contentRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogCache
}> = async (app, { catalog }) => {
  const schema = (
    summary: string,
    response:
      | typeof secondaryNavigationSchema
      | typeof interactiveMapSchema
      | typeof navigationPropertiesSchema,
  ) => ({
    tags: ['content'],
    summary,
    querystring: contentQuerySchema,
    response: { 200: response },
  })
  app.get(
    '/api/v1/contentful/secondary-navigation',
    {
      schema: schema(
        'The secondary menu with localized slugs',
        secondaryNavigationSchema,
      ),
    },
    async (request) =>
      secondaryNavigation(await catalog.get(), request.query.lang),
  )
  app.get(
    '/api/v1/contentful/interactive-map',
    { schema: schema('Every property on the map', interactiveMapSchema) },
    async (request) => interactiveMap(await catalog.get(), request.query.lang),
  )
  app.get(
    '/api/v1/contentful/navigation-properties',
    {
      schema: schema(
        'The properties for the menu, by type',
        navigationPropertiesSchema,
      ),
    },
    async (request) =>
      navigationProperties(await catalog.get(), request.query.lang),
  )
}
