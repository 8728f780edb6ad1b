import * as z from 'zod'

/** POST /api/v1/staging/login: the staging gate's shared credential pair (SPEC 1). */
export const stagingLoginRequestSchema = z.object({
  username: z.string().min(1, 'required').max(200, 'too_long'),
  password: z.string().min(1, 'required').max(200, 'too_long'),
})
export type StagingLoginRequest = z.infer<typeof stagingLoginRequestSchema>

export const stagingLoginResponseSchema = z.object({
  authenticated: z.literal(true),
})
