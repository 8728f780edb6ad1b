import * as z from 'zod'

export const databaseKindSchema = z.enum(['sqlite', 'postgresql'])

/** GET /api/v1/health */
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
