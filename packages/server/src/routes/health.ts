import { healthResponseSchema, versionResponseSchema } from '@resort/core/api'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import type { DatabaseHandle } from '#db/database'
import { SEED_VERSION } from '#db/seed'

/** GET /api/v1/health: answers ok only after a real round trip to the database. */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle
}> = async (app, { database }) => {
  app.get(
    '/api/v1/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Health, after a real query',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await sql`select count(*) as n from app_meta`.execute(database.db)
      return { status: 'ok' as const, database: database.kind }
    },
  )
}

/** GET /api/v1/version: the API and seed versions, answered without touching the database. */
export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = { api: '1', seed: SEED_VERSION }
  app.get(
    '/api/v1/version',
    {
      schema: {
        tags: ['system'],
        summary: 'API and seed versions',
        response: { 200: versionResponseSchema },
      },
    },
    () => body,
  )
}
