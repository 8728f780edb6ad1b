import * as z from 'zod'

export const databaseKindSchema = z.enum(['sqlite', 'postgresql'])

/** GET /api/v1/live: the process answers (liveness), whatever its database (issue 34). */
export const liveResponseSchema = z.object({ status: z.literal('ok') })

/** GET /api/v1/health: ready, after a real query (readiness: a balancer sends traffic here). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: databaseKindSchema,
})

export type HealthResponse = z.infer<typeof healthResponseSchema>

/** GET /api/v1/version */
export const versionResponseSchema = z.object({
  api: z.string(),
  seed: z.string(),
})
