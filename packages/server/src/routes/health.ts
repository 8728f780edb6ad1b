import { healthResponseSchema } from '@resort/core/api'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import type { DatabaseHandle } from '#db/database'

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
