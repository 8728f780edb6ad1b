// A member's session (SPEC 7); the tokens travel only in httpOnly cookies (decision 016). Rows of
// the endpoint table in a module of their own (see endpoints.ts).
import type * as z from 'zod'
import type {
  loginRequestSchema,
  signedInResponseSchema,
  signedOutResponseSchema,
} from './auth'
import { memberEndpoint, publicEndpoint, type WireInput } from './endpoint'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

type SignedIn = Out<typeof signedInResponseSchema>
type SignedOut = Out<typeof signedOutResponseSchema>
export const login = /* @__PURE__ */ publicEndpoint<
  In<typeof loginRequestSchema>,
  SignedIn
>('login', 'POST', '/api/v1/auth/login', ['unauthorized'])
export const logout = /* @__PURE__ */ publicEndpoint<undefined, SignedOut>(
  'logout',
  'POST',
  '/api/v1/auth/logout',
)
export const refreshToken = /* @__PURE__ */ publicEndpoint<undefined, SignedIn>(
  'refreshToken',
  'POST',
  '/api/v1/auth/refresh-token',
  ['unauthorized'],
)
export const checkToken = /* @__PURE__ */ memberEndpoint<undefined, SignedIn>(
  'checkToken',
  'GET',
  '/api/v1/auth/check-token',
)
// The site's own token routes (SPEC 7's proxy routes), kept at the paths the site calls.
export const getAccessToken = /* @__PURE__ */ publicEndpoint<
  undefined,
  SignedIn
>('getAccessToken', 'POST', '/api/auth/tokens/get-access-token/', [
  'unauthorized',
])
export const deleteTokens = /* @__PURE__ */ publicEndpoint<
  undefined,
  SignedOut
>('deleteTokens', 'DELETE', '/api/auth/tokens/delete-tokens/')
