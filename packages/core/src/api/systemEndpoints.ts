// The system's calls and the staging gate's (SPEC 1, 4), rows of the endpoint table in a module
// of their own (see endpoints.ts).
import type * as z from 'zod'
import { publicEndpoint, type WireInput } from './endpoint'
import type {
  healthResponseSchema,
  liveResponseSchema,
  versionResponseSchema,
} from './health'
import type {
  stagingLoginRequestSchema,
  stagingLoginResponseSchema,
} from './staging'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

export const health = /* @__PURE__ */ publicEndpoint<
  undefined,
  Out<typeof healthResponseSchema>
>('health', 'GET', '/api/v1/health')
export const live = /* @__PURE__ */ publicEndpoint<
  undefined,
  Out<typeof liveResponseSchema>
>('live', 'GET', '/api/v1/live')
export const version = /* @__PURE__ */ publicEndpoint<
  undefined,
  Out<typeof versionResponseSchema>
>('version', 'GET', '/api/v1/version')
// The staging gate (SPEC 1, 4): open while the gate is off.
export const stagingLogin = /* @__PURE__ */ publicEndpoint<
  In<typeof stagingLoginRequestSchema>,
  Out<typeof stagingLoginResponseSchema>
>('stagingLogin', 'POST', '/api/v1/staging/login', ['unauthorized'])
