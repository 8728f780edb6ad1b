// Three real OpenID providers (oidc-provider 8, by the author of openid-client) on fixed loopback
// ports, configured like the server tests' loopback providers (server/src/testing/
// loopbackProviders.ts): Google (email_verified), Microsoft (no email_verified, no iss in the
// authorization response, a tid claim) and Facebook (plain OAuth 2 with a Graph `me` route beside
// it). Their login page is a real HTML form the test browser fills in. They listen on 127.0.0.1,
// another site than the resort's localhost, as real providers are.
import {
  createHash,
  createHmac,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
} from 'node:crypto'
import http from 'node:http'
import Provider from 'oidc-provider'

const env = process.env
const accountsOrigin =
  env.E2E_ACCOUNTS_ORIGIN ?? `http://localhost:${env.E2E_ACCOUNTS_PORT ?? 3196}`
// Every callback of the resort's social sign-in (core's SOCIAL_ROUTES), for all three.
const redirectUris = [
  'google',
  'microsoft',
  'facebook',
  'connect/google',
  'connect/facebook',
].map((route) => `${accountsOrigin}/api/auth/${route}/callback/`)

/** The Entra ID tenant the loopback Microsoft's members belong to. */
const TENANT_ID = '72f988bf-86f1-41af-91ab-2d7cd011db47'
const PROFILE = ['name', 'given_name', 'family_name']

const SETUPS = [
  {
    name: 'Google',
    prefix: 'GOOGLE',
    port: Number(env.E2E_GOOGLE_PORT ?? 3191),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: PROFILE,
    },
    scopes: ['openid', 'email', 'profile'],
    // Google proves the address it sends.
    claimsOf: ({ email }) => (email ? { email, email_verified: true } : {}),
  },
  {
    name: 'Microsoft',
    prefix: 'MICROSOFT',
    port: Number(env.E2E_MICROSOFT_PORT ?? 3192),
    claims: { openid: ['sub', 'tid'], email: ['email'], profile: PROFILE },
    scopes: ['openid', 'email', 'profile'],
    // Entra ID sends no email_verified, and no iss in the authorization response.
    claimsOf: ({ email }) => ({ tid: TENANT_ID, ...(email ? { email } : {}) }),
    withoutIssParameter: true,
  },
  {
    name: 'Facebook',
    prefix: 'FACEBOOK',
    port: Number(env.E2E_FACEBOOK_PORT ?? 3193),
    claims: { email: ['email'], public_profile: PROFILE },
    scopes: ['email', 'public_profile'],
    claimsOf: ({ email }) => (email ? { email } : {}),
    graph: true,
    // A Facebook member may sign in without sharing an address.
    withoutEmail: true,
  },
]

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) =>
      ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&#39;',
      })[char],
  )

/** The provider's login page: a plain form, no script. */
function loginPage(setup, uid) {
  const noEmail = setup.withoutEmail
    ? `<button type="submit" name="action" value="without_email">Sign in without e-mail</button>`
    : ''
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign in to ${setup.name} (e2e provider)</title></head>
<body>
<main>
<h1>Sign in to ${setup.name}</h1>
<p>A test provider on loopback for the resort's e2e tests.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<p><label for="email">E-mail</label> <input id="email" name="email" type="email" autocomplete="email"></p>
<p><label for="first-name">First name</label> <input id="first-name" name="firstName" autocomplete="given-name"></p>
<p><label for="last-name">Last name</label> <input id="last-name" name="lastName" autocomplete="family-name"></p>
<p><label for="account-id">Account id (optional)</label> <input id="account-id" name="id"></p>
<p>
<button type="submit" name="action" value="sign_in">Sign in</button>
${noEmail}
<button type="submit" name="action" value="cancel">Cancel</button>
</p>
</form>
</main>
</body>
</html>`
}

/** The account a submitted form names: its sub is the id given, or derived from the address. */
function accountOf(setup, form) {
  const action = form.get('action')
  const email =
    action === 'without_email'
      ? ''
      : (form.get('email') ?? '').trim().toLowerCase()
  const id = (form.get('id') ?? '').trim()
  const sub =
    id ||
    (email
      ? createHash('sha256').update(email).digest('hex').slice(0, 24)
      : randomUUID())
  const firstName = (form.get('firstName') ?? '').trim()
  const lastName = (form.get('lastName') ?? '').trim()
  const name = [firstName, lastName].filter(Boolean).join(' ')
  return {
    sub,
    ...(name ? { name } : {}),
    ...(firstName ? { given_name: firstName } : {}),
    ...(lastName ? { family_name: lastName } : {}),
    ...setup.claimsOf({ email }),
  }
}

const readForm = (request) =>
  new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => {
      body += chunk
      if (body.length > 10_000) reject(new Error('form too large'))
    })
    request.on('end', () => resolve(new URLSearchParams(body)))
    request.on('error', reject)
  })

const sendJson = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** The Graph API's `me`: the access token checked at the provider, and the app secret's proof. */
async function graphMe(provider, accounts, clientSecret, request, response) {
  const url = new URL(request.url ?? '/', 'http://graph')
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
  const found = token ? await provider.AccessToken.find(token) : undefined
  const proof = token
    ? createHmac('sha256', clientSecret).update(token).digest('hex')
    : undefined
  const claims = found ? accounts.get(found.accountId) : undefined
  if (!found || !claims || url.searchParams.get('appsecret_proof') !== proof) {
    sendJson(response, 401, { error: { type: 'OAuthException', code: 190 } })
    return
  }
  const fields = new Set(url.searchParams.get('fields')?.split(','))
  const graph = {
    id: claims.sub,
    name: claims.name,
    first_name: claims.given_name,
    last_name: claims.family_name,
    email: claims.email,
  }
  sendJson(
    response,
    200,
    Object.fromEntries(
      Object.entries(graph).filter(
        ([key, value]) =>
          (key === 'id' || fields.has(key)) && value !== undefined,
      ),
    ),
  )
}

function signingKeys() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return [{ ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig' }]
}

async function startProvider(setup) {
  const origin = `http://127.0.0.1:${setup.port}`
  const clientId =
    env[`${setup.prefix}_CLIENT_ID`] ??
    `e2e-${setup.prefix.toLowerCase()}-client`
  const clientSecret =
    env[`${setup.prefix}_CLIENT_SECRET`] ??
    `e2e-${setup.prefix.toLowerCase()}-secret`
  const accounts = new Map()
  const provider = new Provider(origin, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: signingKeys() },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    pkce: { methods: ['S256'], required: () => true },
    claims: setup.claims,
    scopes: setup.scopes,
    // The claims the scopes ask for go in the ID token, as Google and Entra ID put them there.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub)
      return claims
        ? { accountId: sub, claims: () => Promise.resolve(claims) }
        : undefined
    },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
    },
  })
  if (setup.withoutIssParameter) {
    provider.use(async (ctx, next) => {
      await next()
      if (ctx.path === '/.well-known/openid-configuration' && ctx.body) {
        ctx.body = {
          ...ctx.body,
          authorization_response_iss_parameter_supported: false,
        }
        return
      }
      const location = ctx.response.get('location')
      if (location.includes('code=') || location.includes('error=')) {
        const url = new URL(location)
        url.searchParams.delete('iss')
        ctx.redirect(url.href)
      }
    })
  }
  const handle = provider.callback()

  async function interaction(request, response) {
    const details = await provider.interactionDetails(request, response)
    if (request.method === 'GET') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(loginPage(setup, details.uid))
      return
    }
    const form = await readForm(request)
    if (form.get('action') === 'cancel') {
      await provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The member cancelled.',
      })
      return
    }
    const claims = accountOf(setup, form)
    accounts.set(claims.sub, claims)
    const grant = new provider.Grant({
      accountId: claims.sub,
      clientId: String(details.params.client_id),
    })
    grant.addOIDCScope(String(details.params.scope))
    await provider.interactionFinished(
      request,
      response,
      {
        login: { accountId: claims.sub },
        consent: { grantId: await grant.save() },
      },
      { mergeWithLastSubmission: false },
    )
  }

  const server = http.createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', origin).pathname
      if (setup.graph && path === '/graph/me') {
        await graphMe(provider, accounts, clientSecret, request, response)
      } else if (path.startsWith('/interaction/')) {
        await interaction(request, response)
      } else {
        await handle(request, response)
      }
    })().catch((error) => {
      response.statusCode = 500
      response.end(String(error))
    })
  })
  await new Promise((resolve) =>
    server.listen(setup.port, '127.0.0.1', resolve),
  )
  console.log(`e2e provider ${setup.name} at ${origin}`)
  return server
}

// One after another: the last one answering tells Playwright all three are up.
const servers = []
for (const setup of SETUPS) servers.push(await startProvider(setup))
const stop = () => {
  for (const server of servers) server.closeAllConnections()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
