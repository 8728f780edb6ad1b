import { sql } from 'kysely'
import { SEED_VERSION } from '#db/seed'
import type { RouteModule } from '../appContext'

/**
 * health (readiness) answers ok only after a real round trip to the database; live (liveness)
 * and version touch none.
 */
export const systemRoutes: RouteModule = (handle, { database }) => {
  handle('health', async () => {
    await sql`select count(*) as n from app_meta`.execute(database.db)
    return { status: 'ok' as const, database: database.kind }
  })
  handle('live', () => ({ status: 'ok' as const }))
  const version = { api: '1', seed: SEED_VERSION }
  handle('version', () => version)
}
