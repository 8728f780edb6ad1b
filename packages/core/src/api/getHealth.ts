import type { ApiClient } from './createApiClient'
import { healthResponseSchema, type HealthResponse } from './health'

/** GET /api/v1/health: the server is up, and which database it runs on. */
export function getHealth(client: ApiClient): Promise<HealthResponse> {
  return client.get('/api/v1/health', { schema: healthResponseSchema })
}
