import { endpointSchemas } from '@resort/core/api/schemas'
import { sql } from 'kysely'
import { SEED_VERSION } from '#db/seed'
import { ApiProblem } from '#http/errors'
import { sendJson } from '#http/sendJson'
import type { RouteModule } from '../appContext'

/**
 * health (readiness) answers ok only after a real round trip to the database, and not once the
 * process is stopping; live (liveness) and version touch none.
 */
export const systemRoutes: RouteModule = (handle, { database, shutdown }) => {
  handle('health', async () => {
    // The balancer's checks see it and send no more; requests already sent are answered.
    if (shutdown.draining)
      throw new ApiProblem(503, 'generic', 'This server is stopping.')
    await sql`select count(*) as n from app_meta`.execute(database.db)
    return { status: 'ok' as const, database: database.kind }
  })
  handle('live', () => ({ status: 'ok' as const }))
  // A fixed answer, checked against its schema and written as text once at start: the schema's
  // check on every answer cost a trivial request a tenth of its time (issue 34).
  const version = JSON.stringify(
    endpointSchemas.version.response.parse({ api: '1', seed: SEED_VERSION }),
  )
  handle('version', (_, { reply }) => sendJson(reply, version))
}
