import fastifyCookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { DatabaseHandle } from '#db/database'
import { registerErrorHandling } from '#http/errors'
import { registerOpenApi } from '#http/openapi'
import { registerStaticFiles, type StaticOptions } from '#http/static'
import { contentRoutes } from '#routes/content'
import { healthRoutes, versionRoutes } from '#routes/health'
import { searchRoutes } from '#routes/search'
import { createSearchCache } from './search/availability'
import { createCatalogCache } from './search/catalogSnapshot'

export interface AppOptions extends StaticOptions {
  database: DatabaseHandle
  logger?: boolean
  /** How long search may reuse availability and answers; 0 computes every search afresh. */
  searchCacheMs?: number
}

/** Builds the one Fastify app that serves the API, the host site and the widget bundle. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)

  await app.register(fastifyCookie)
  await registerOpenApi(app)
  await app.register(healthRoutes, { database: options.database })
  await app.register(versionRoutes)
  const catalog = createCatalogCache(options.database.db)
  const cache = createSearchCache(options.database.db, {
    maxAgeMs: options.searchCacheMs ?? 2000,
  })
  await app.register(searchRoutes, {
    database: options.database,
    catalog,
    cache,
  })
  await app.register(contentRoutes, { catalog })
  await registerStaticFiles(app, options)
  return app
}
