// Social sign-in's answers and the identities' DELETE query (decision 017), in classic zod: only
// the server and the API document run them, so the site's social sign-in code, which imports the
// request schema and the routes, bundles no classic zod. api/index.ts exports it beside
// socialSignIn.ts, which cannot re-export it: this module reads that one's provider lists.
import * as z from 'zod'
import { CONNECTABLE_PROVIDERS, SOCIAL_PROVIDERS } from './socialSignIn'

/** GET /api/v1/auth/providers: the providers configured on this server, to show their buttons. */
export const socialProvidersResponseSchema = z.object({
  providers: z.array(z.enum(SOCIAL_PROVIDERS)),
  /** Those of them that a signed-in member may connect. */
  connectable: z.array(z.enum(CONNECTABLE_PROVIDERS)),
})

/** The answer to external-provider, the same whether the address had an account. */
export const externalProviderResponseSchema = z.object({
  next: z.literal('confirm_email'),
})

/** A social identity connected to the signed-in member. */
export const connectedIdentitySchema = z.object({
  /** Opaque; names the identity to remove. */
  id: z.string(),
  provider: z.enum(SOCIAL_PROVIDERS),
  /** The address the provider gave, if any. */
  email: z.string().nullable(),
  connectedAt: z.iso.datetime(),
})

/** GET /api/v1/auth/identities, and the answer to removing one. */
export const identitiesResponseSchema = z.object({
  identities: z.array(connectedIdentitySchema),
  /** Whether the member can also sign in with a password. */
  hasPassword: z.boolean(),
})

/** DELETE /api/v1/auth/identities: which identity to remove. */
export const removeIdentityQuerySchema = z.object({
  id: z.string().min(1, 'required').max(64, 'too_long'),
})
