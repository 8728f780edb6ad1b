import type { SocialProvider } from '@resort/core/api'

/** An OpenID Connect provider (Google, Microsoft): found by discovery from its issuer. */
export interface OidcSettings {
  protocol: 'oidc'
  /** The issuer to discover; the ID token's issuer must match it exactly (Entra ID: per tenant). */
  issuer: string
  clientId: string
  clientSecret: string
  /** Whether the provider's email_verified claim proves the address (Google yes, Microsoft no). */
  provesEmail: boolean
}

/** Facebook Login: OAuth 2 with PKCE, then the Graph API's `me`. */
export interface FacebookSettings {
  protocol: 'facebook'
  clientId: string
  clientSecret: string
  authorizationEndpoint: string
  tokenEndpoint: string
  graphMeEndpoint: string
}

export type ProviderSettings = OidcSettings | FacebookSettings

/** The configured providers; one left out is off (no button, its routes answer 404). */
export type SocialSettings = Partial<Record<SocialProvider, ProviderSettings>>

const GRAPH = 'https://graph.facebook.com/v21.0'

/** The client id and secret of a provider, or undefined when neither is set. */
function credentials(
  env: NodeJS.ProcessEnv,
  prefix: string,
): { clientId: string; clientSecret: string } | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`] || undefined
  const clientSecret = env[`${prefix}_CLIENT_SECRET`] || undefined
  if (!clientId && !clientSecret) return undefined
  if (!clientId || !clientSecret)
    throw new Error(
      `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`,
    )
  return { clientId, clientSecret }
}

/** An http(s) URL from the environment, checked when the server starts. */
function url(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name] || fallback
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`${name} must be an http(s) URL, got "${value}"`)
  return value
}

/**
 * The social sign-in providers of the environment (README): GOOGLE_*, MICROSOFT_* and
 * FACEBOOK_* client ids and secrets, and the issuer or endpoints to use instead of the real ones.
 */
export function readSocialSettings(
  env: NodeJS.ProcessEnv = process.env,
): SocialSettings {
  const settings: SocialSettings = {}
  const google = credentials(env, 'GOOGLE')
  if (google) {
    settings.google = {
      protocol: 'oidc',
      ...google,
      issuer: url(env, 'GOOGLE_ISSUER', 'https://accounts.google.com'),
      provesEmail: true,
    }
  }
  const microsoft = credentials(env, 'MICROSOFT')
  if (microsoft) {
    const tenant = env.MICROSOFT_TENANT || 'common'
    if (!/^[\w.-]+$/.test(tenant))
      throw new Error(`MICROSOFT_TENANT is not a tenant, got "${tenant}"`)
    settings.microsoft = {
      protocol: 'oidc',
      ...microsoft,
      issuer: url(
        env,
        'MICROSOFT_ISSUER',
        `https://login.microsoftonline.com/${tenant}/v2.0`,
      ),
      // Entra ID sends no email_verified, and lets tenants set any address (decision 017).
      provesEmail: false,
    }
  }
  const facebook = credentials(env, 'FACEBOOK')
  if (facebook) {
    settings.facebook = {
      protocol: 'facebook',
      ...facebook,
      authorizationEndpoint: url(
        env,
        'FACEBOOK_AUTHORIZATION_ENDPOINT',
        'https://www.facebook.com/v21.0/dialog/oauth',
      ),
      tokenEndpoint: url(
        env,
        'FACEBOOK_TOKEN_ENDPOINT',
        `${GRAPH}/oauth/access_token`,
      ),
      graphMeEndpoint: url(env, 'FACEBOOK_GRAPH_ME_ENDPOINT', `${GRAPH}/me`),
    }
  }
  return settings
}
