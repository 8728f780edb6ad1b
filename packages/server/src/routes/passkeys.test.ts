import {
  ApiError,
  addPasskey,
  checkToken,
  endpoints,
  login,
  memberPasskeys,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  passkeySignIn,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
  verifyPasskeyRegistration,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
} from '@resort/core/api'
import { member } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECENT_SIGN_IN_MS } from '../accounts/recentSignIn'
import { createMember, setCookiesOf } from '../testing/members'
import {
  createSoftAuthenticator,
  type SoftAuthenticator,
  type SoftAuthenticatorOptions,
} from '../testing/softAuthenticator'
import { createTestBrowser, type TestBrowser } from '../testing/testBrowser'
import { startTestServer, type TestServer } from '../testing/testServer'

// The test server's relying party: PUBLIC_BASE_URL's default, http://localhost:3000.
const ORIGIN = 'http://localhost:3000'
const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

let server: TestServer
const logLines: string[] = []
beforeAll(async () => {
  server = await startTestServer({
    logStream: { write: (line) => void logLines.push(line) },
  })
})
afterAll(() => server.close())

let serial = 0
const newAddress = () => `passkey-member-${++serial}@example.com`
const db = () => server.database.db

const authenticator = (options: Partial<SoftAuthenticatorOptions> = {}) =>
  createSoftAuthenticator({ origin: ORIGIN, ...options })

/** A browser where a new member has just signed in with the password. */
async function signedInBrowser(
  email = newAddress(),
  userAgent?: string,
): Promise<TestBrowser> {
  await createMember(server, { email })
  const browser = createTestBrowser(server, userAgent ? { userAgent } : {})
  await browser.open()
  await browser.api.call(login, { email, password: member.password })
  return browser
}

/** A browser no one has signed in on, as on the sign-in page. */
async function newBrowser(): Promise<TestBrowser> {
  const browser = createTestBrowser(server)
  await browser.open()
  return browser
}

/** The ApiError a call fails with. */
const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('the call succeeded')
    },
    (error: unknown) => {
      if (error instanceof ApiError) return error
      throw error
    },
  )

const REFUSED = {
  kind: 'unauthorized',
  status: 401,
  message: 'This passkey could not sign you in.',
}

/** The reasons logged since `from` for refused passkey sign-ins or registrations. */
const refusalsSince = (
  from: number,
  what: 'sign-in' | 'registration' = 'sign-in',
) =>
  logLines
    .slice(from)
    .map((line) => JSON.parse(line) as { msg?: string; reason?: string })
    .filter(({ msg }) => msg === `passkey ${what} refused`)
    .map(({ reason }) => reason)

/**
 * Expects the one refusal of a passkey sign-in, no session for it, and in the log the reason
 * the test is about (the member never sees it).
 */
async function expectRefused(
  browser: TestBrowser,
  call: Promise<unknown>,
  reason: RegExp,
): Promise<void> {
  const from = logLines.length
  expect(await failure(call)).toEqual(expect.objectContaining(REFUSED))
  expect(browser.cookies.has('access_token_cookie')).toBe(false)
  expect(refusalsSince(from)).toEqual([expect.stringMatching(reason)])
}

const sessionsOf = (email: string) =>
  db()
    .selectFrom('sessions')
    .innerJoin('users', 'users.adb2c_id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.auth_method',
      'sessions.authenticated_at',
      'sessions.created_at',
    ])
    .where('users.email', '=', email)
    .orderBy('sessions.created_at')
    .execute()

describe('adding a passkey', () => {
  it('ASVS 6.3.3: asks for a discoverable passkey with user verification, for this site, under the member’s opaque id', async () => {
    const email = newAddress()
    const browser = await signedInBrowser(email)
    const options = await browser.api.call(passkeyRegistrationOptions)
    const { adb2c_id } = await db()
      .selectFrom('users')
      .select('adb2c_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Adria Alpe Resorts' },
      user: {
        id: Buffer.from(adb2c_id).toString('base64url'),
        name: email,
        displayName: `${member.firstName} ${member.lastName}`,
      },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'required',
      },
    })
    expect(options.pubKeyCredParams.map(({ alg }) => alg)).toEqual([
      -8, -7, -257,
    ])
  })

  it('ASVS 6.3.3: a member adds a passkey, named after the browser, and it is listed', async () => {
    const browser = await signedInBrowser(newAddress(), CHROME_ON_ANDROID)
    const device = authenticator({ synced: true })
    const added = await addPasskey(browser.api, device.startRegistration)
    expect(added).toMatchObject({
      id: device.credentials[0]?.id,
      name: 'Chrome · Android',
      lastUsedAt: null,
      deviceType: 'multiDevice',
      backedUp: true,
    })
    expect(await browser.api.call(memberPasskeys)).toEqual({
      passkeys: [added],
    })
    // The ceremony is over: its cookie is gone.
    expect(browser.cookies.has('passkey_ceremony')).toBe(false)
  })

  it('keeps the name the member gives, and offers the member’s passkeys as excluded, so one authenticator is not added twice', async () => {
    const browser = await signedInBrowser()
    const device = authenticator()
    const first = await addPasskey(
      browser.api,
      device.startRegistration,
      '  Work key ',
    )
    expect(first.name).toBe('Work key')
    expect(first.deviceType).toBe('singleDevice')
    const options = await browser.api.call(passkeyRegistrationOptions)
    expect(options.excludeCredentials).toEqual([
      { id: first.id, type: 'public-key', transports: ['hybrid', 'internal'] },
    ])
    await expect(
      device.startRegistration({ optionsJSON: options }),
    ).rejects.toThrow(/InvalidStateError/)
    const second = await addPasskey(
      browser.api,
      authenticator().startRegistration,
    )
    expect(
      (await browser.api.call(memberPasskeys)).passkeys.map(({ id }) => id),
    ).toEqual([first.id, second.id])
  })

  it('ASVS 8.2.1: a signed-out visitor gets no registration options (401) and no ceremony', async () => {
    const browser = await newBrowser()
    expect(
      await failure(browser.api.call(passkeyRegistrationOptions)),
    ).toMatchObject({ kind: 'unauthorized', status: 401 })
    expect(browser.cookies.has('passkey_ceremony')).toBe(false)
    const count = await db()
      .selectFrom('webauthn_challenges')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('purpose', '=', 'registration')
      .where('user_id', 'is', null)
      .executeTakeFirstOrThrow()
    expect(Number(count.count)).toBe(0)
  })

  it('ASVS 7.5.1: adding a passkey needs a sign-in within the last ten minutes', async () => {
    const email = newAddress()
    const browser = await signedInBrowser(email)
    const [session] = await sessionsOf(email)
    await db()
      .updateTable('sessions')
      .set({
        authenticated_at: new Date(
          Date.now() - RECENT_SIGN_IN_MS - 1000,
        ).toISOString(),
      })
      .where('id', '=', session?.id ?? '')
      .execute()
    const refused = await failure(browser.api.call(passkeyRegistrationOptions))
    expect(refused).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      fields: { session: 'sign_in_again' },
    })
    // Signing in again makes a fresh session, which may add one.
    await browser.api.call(login, { email, password: member.password })
    await addPasskey(browser.api, authenticator().startRegistration)
  })

  it('ASVS 6.3.3: refuses a passkey made for another origin or without user verification', async () => {
    const browser = await signedInBrowser()
    for (const [device, overrides, reason] of [
      [
        authenticator(),
        { origin: 'https://adria-alpe-resorts.example' },
        /origin/,
      ],
      [authenticator(), { rpId: 'adria-alpe-resorts.example' }, /RP ID/],
      [authenticator({ verifiesUser: false }), {}, /User verification/],
    ] as const) {
      const optionsJSON = await browser.api.call(passkeyRegistrationOptions)
      const response = await device.startRegistration(
        { optionsJSON },
        overrides,
      )
      const from = logLines.length
      expect(
        await failure(
          browser.api.call(verifyPasskeyRegistration, { response }),
        ),
      ).toMatchObject({
        kind: 'missing_params',
        fields: { response: 'passkey_not_verified' },
      })
      expect(refusalsSince(from, 'registration')).toEqual([
        expect.stringMatching(reason),
      ])
    }
    expect((await browser.api.call(memberPasskeys)).passkeys).toEqual([])
  })

  it('answers a broken attestation with passkey_not_verified, never a 500', async () => {
    const browser = await signedInBrowser()
    for (const attestationObject of [
      'AAAA',
      Buffer.from([0xa1, 0x63, 0x66, 0x6d, 0x74]).toString('base64url'),
    ]) {
      const optionsJSON = await browser.api.call(passkeyRegistrationOptions)
      const response = await authenticator().startRegistration({ optionsJSON })
      response.response.attestationObject = attestationObject
      expect(
        await failure(
          browser.api.call(verifyPasskeyRegistration, { response }),
        ),
      ).toMatchObject({
        status: 400,
        fields: { response: 'passkey_not_verified' },
      })
    }
  })

  it('ASVS 6.7.2: a registration challenge is used once, and only by the session that asked for it', async () => {
    const email = newAddress()
    const browser = await signedInBrowser(email)
    const device = authenticator()
    const optionsJSON = await browser.api.call(passkeyRegistrationOptions)
    const ceremony = browser.cookies.get('passkey_ceremony')?.value
    const response = await device.startRegistration({ optionsJSON })
    // Another session of the same member cannot complete it with the cookie.
    const other = createTestBrowser(server)
    await other.open()
    await other.api.call(login, { email, password: member.password })
    other.cookies.set('passkey_ceremony', {
      value: ceremony ?? '',
      path: endpoints.memberPasskeys.path,
      httpOnly: true,
    })
    const from = logLines.length
    expect(
      await failure(other.api.call(verifyPasskeyRegistration, { response })),
    ).toMatchObject({ fields: { response: 'passkey_not_verified' } })
    // The attempt used the ceremony up: the member's own browser cannot finish it either.
    expect(
      await failure(browser.api.call(verifyPasskeyRegistration, { response })),
    ).toMatchObject({ fields: { response: 'passkey_not_verified' } })
    expect(refusalsSince(from, 'registration')).toEqual([
      'ceremony of another session',
      'no ceremony, or used or expired',
    ])
  })

  it('ASVS 3.3.2, 3.3.4: keeps the ceremony in an HttpOnly, SameSite=Strict, Secure cookie on the passkey paths, for five minutes', async () => {
    const browser = await signedInBrowser()
    await browser.api.call(passkeyRegistrationOptions)
    const cookie = browser.cookies.get('passkey_ceremony')
    expect(cookie).toMatchObject({
      path: '/api/v1/auth/passkeys',
      httpOnly: true,
    })
    const raw = await fetch(
      `${server.baseUrl}${endpoints.passkeyAuthenticationOptions.path}`,
      { method: 'POST' },
    )
    const set = setCookiesOf(raw).get('passkey_ceremony')
    expect(Object.fromEntries(set?.attributes ?? [])).toEqual({
      'max-age': '300',
      path: '/api/v1/auth/passkeys',
      httponly: true,
      secure: true,
      samesite: 'Strict',
    })
    expect(Buffer.from(set?.value ?? '', 'base64url')).toHaveLength(32)
  })
})

describe('managing passkeys', () => {
  it('renames and removes the member’s own passkeys', async () => {
    const browser = await signedInBrowser()
    const added = await addPasskey(
      browser.api,
      authenticator().startRegistration,
    )
    const renamed = await browser.api.call(renamePasskey, {
      id: added.id,
      name: 'Phone',
    })
    expect(renamed).toEqual({ ...added, name: 'Phone' })
    expect(await browser.api.call(removePasskey, { id: added.id })).toEqual({
      removed: true,
    })
    expect((await browser.api.call(memberPasskeys)).passkeys).toEqual([])
  })

  it('ASVS 8.2.2: another member’s passkey cannot be listed, renamed or removed', async () => {
    const owner = await signedInBrowser()
    const added = await addPasskey(owner.api, authenticator().startRegistration)
    const other = await signedInBrowser()
    expect((await other.api.call(memberPasskeys)).passkeys).toEqual([])
    for (const call of [
      () => other.api.call(renamePasskey, { id: added.id, name: 'Mine now' }),
      () => other.api.call(removePasskey, { id: added.id }),
    ])
      expect(await failure(call())).toMatchObject({
        kind: 'not_found',
        status: 404,
      })
    expect((await owner.api.call(memberPasskeys)).passkeys).toEqual([added])
  })

  it('ASVS 3.5.1: refuses the signed-in writes without the XSRF header', async () => {
    const browser = await signedInBrowser()
    const added = await addPasskey(
      browser.api,
      authenticator().startRegistration,
    )
    // Every cookie the browser holds, but no X-XSRF-TOKEN header: as a form on another site sends.
    const cookie = [...browser.cookies]
      .map(([name, { value }]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ')
    for (const [endpoint, body] of [
      [endpoints.passkeyRegistrationOptions, undefined],
      [endpoints.verifyPasskeyRegistration, { response: {} }],
      [endpoints.renamePasskey, { id: added.id, name: 'Forged' }],
      [endpoints.removePasskey, { id: added.id }],
    ] as const) {
      const response = await fetch(`${server.baseUrl}${endpoint.path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      })
      expect(response.status, endpoint.path).toBe(403)
    }
    expect((await browser.api.call(memberPasskeys)).passkeys).toEqual([added])
  })

  it('ASVS 8.2.1: a signed-out visitor can neither list, add, rename nor remove passkeys', async () => {
    const browser = await newBrowser()
    for (const call of [
      () => browser.api.call(memberPasskeys),
      () => browser.api.call(renamePasskey, { id: 'AAAA', name: 'x' }),
      () => browser.api.call(removePasskey, { id: 'AAAA' }),
    ])
      expect(await failure(call())).toMatchObject({ status: 401 })
  })
})

describe('signing in with a passkey', () => {
  /** A member with one passkey on `device`; the email. */
  async function memberWithPasskey(device: SoftAuthenticator): Promise<string> {
    const email = newAddress()
    const browser = await signedInBrowser(email)
    await addPasskey(browser.api, device.startRegistration)
    return email
  }

  it('ASVS 6.3.3, 7.2.4: signs in with the passkey alone, in a new session that records how and when', async () => {
    const device = authenticator()
    const email = await memberWithPasskey(device)
    const browser = await newBrowser()
    const options = await browser.api.call(passkeyAuthenticationOptions)
    expect(options).toMatchObject({
      rpId: 'localhost',
      allowCredentials: [],
      userVerification: 'required',
    })
    const answer = await browser.api.call(passkeySignIn, {
      response: await device.startAuthentication({ optionsJSON: options }),
    })
    expect(answer.user.contactData.email).toBe(email)
    expect(browser.cookies.has('access_token_cookie')).toBe(true)
    expect(browser.cookies.has('passkey_ceremony')).toBe(false)
    expect((await browser.api.call(checkToken)).user.adb2cId).toBe(
      answer.user.adb2cId,
    )
    const [byPassword, byPasskey] = await sessionsOf(email)
    expect(byPassword?.auth_method).toBe('password')
    expect(byPasskey?.auth_method).toBe('passkey')
    expect(byPasskey?.authenticated_at).toBe(byPasskey?.created_at)
    // A passkey sign-in is recent enough to add another passkey.
    await addPasskey(browser.api, authenticator().startRegistration)
    const [used] = (await browser.api.call(memberPasskeys)).passkeys
    expect(used?.lastUsedAt).not.toBeNull()
  })

  it('core’s signInWithPasskey runs the whole ceremony', async () => {
    const device = authenticator({ countsSignatures: true })
    const email = await memberWithPasskey(device)
    const browser = await newBrowser()
    const answer = await signInWithPasskey(
      browser.api,
      device.startAuthentication,
    )
    expect(answer.user.contactData.email).toBe(email)
  })

  it('ASVS 6.7.2: a challenge of 256 random bits, used once: a replayed assertion is refused', async () => {
    const device = authenticator()
    await memberWithPasskey(device)
    const browser = await newBrowser()
    const optionsJSON = await browser.api.call(passkeyAuthenticationOptions)
    expect(Buffer.from(optionsJSON.challenge, 'base64url')).toHaveLength(32)
    const ceremony = browser.cookies.get('passkey_ceremony')
    const response = await device.startAuthentication({ optionsJSON })
    await browser.api.call(passkeySignIn, { response })

    // The same assertion with the same ceremony cookie, as an attacker who copied both would send it.
    const thief = await newBrowser()
    if (ceremony) thief.cookies.set('passkey_ceremony', ceremony)
    await expectRefused(
      thief,
      thief.api.call(passkeySignIn, { response }),
      /no ceremony/,
    )
    // ... and with a new ceremony of its own: the old challenge is not the new one.
    await thief.api.call(passkeyAuthenticationOptions)
    await expectRefused(
      thief,
      thief.api.call(passkeySignIn, { response }),
      /challenge/,
    )
  })

  it('binds a ceremony to the browser that began it: without its cookie the assertion is refused', async () => {
    const device = authenticator()
    await memberWithPasskey(device)
    const victim = await newBrowser()
    const optionsJSON = await victim.api.call(passkeyAuthenticationOptions)
    const response = await device.startAuthentication({ optionsJSON })
    const elsewhere = await newBrowser()
    await expectRefused(
      elsewhere,
      elsewhere.api.call(passkeySignIn, { response }),
      /no ceremony/,
    )
  })

  it('ASVS 6.7.2: refuses a challenge older than five minutes', async () => {
    const device = authenticator()
    await memberWithPasskey(device)
    const browser = await newBrowser()
    const optionsJSON = await browser.api.call(passkeyAuthenticationOptions)
    await db()
      .updateTable('webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('challenge', '=', optionsJSON.challenge)
      .execute()
    const response = await device.startAuthentication({ optionsJSON })
    await expectRefused(
      browser,
      browser.api.call(passkeySignIn, { response }),
      /expired/,
    )
  })

  it('ASVS 6.3.3: refuses an assertion made on another origin (a phishing page relaying our challenge) or for another RP ID', async () => {
    const device = authenticator()
    await memberWithPasskey(device)
    for (const [overrides, reason] of [
      [{ origin: 'https://adria-alpe-resorts.example' }, /origin/],
      [{ origin: 'http://localhost:3001' }, /origin/],
      [{ rpId: 'adria-alpe-resorts.example' }, /RP ID/],
    ] as const) {
      const browser = await newBrowser()
      const optionsJSON = await browser.api.call(passkeyAuthenticationOptions)
      const response = await device.startAuthentication(
        { optionsJSON },
        { ...overrides, credential: device.credentials[0] },
      )
      await expectRefused(
        browser,
        browser.api.call(passkeySignIn, { response }),
        reason,
      )
    }
  })

  it('ASVS 6.3.3: refuses an assertion without user verification', async () => {
    const device = authenticator()
    await memberWithPasskey(device)
    const unverified = createSoftAuthenticator({
      origin: ORIGIN,
      verifiesUser: false,
    })
    unverified.credentials.push(...device.credentials)
    const browser = await newBrowser()
    const optionsJSON = await browser.api.call(passkeyAuthenticationOptions)
    const response = await unverified.startAuthentication({ optionsJSON })
    await expectRefused(
      browser,
      browser.api.call(passkeySignIn, { response }),
      /User verification/,
    )
  })

  it('ASVS 6.3.3 (compromise resistance): refuses a signature counter that did not move on, as a cloned authenticator’s', async () => {
    const device = authenticator({ countsSignatures: true })
    await memberWithPasskey(device)
    const signIn = async (counter?: number) => {
      const browser = await newBrowser()
      const optionsJSON = await browser.api.call(passkeyAuthenticationOptions)
      const response = await device.startAuthentication(
        { optionsJSON },
        counter === undefined ? {} : { counter },
      )
      return { browser, call: browser.api.call(passkeySignIn, { response }) }
    }
    await (
      await signIn()
    ).call // counter 1
    await (
      await signIn()
    ).call // counter 2
    for (const counter of [2, 1]) {
      const { browser, call } = await signIn(counter)
      await expectRefused(browser, call, /counter value/)
    }
    const stored = await db()
      .selectFrom('passkeys')
      .select('counter')
      .where('id', '=', device.credentials[0]?.id ?? '')
      .executeTakeFirstOrThrow()
    expect(Number(stored.counter)).toBe(2)
    // The real device goes on counting, past the clone's numbers.
    expect((await (await signIn()).call).user).toBeDefined()
  })

  it('ASVS 6.3.3 (compromise resistance): of two assertions with the same count sent at once, as a clone racing the device, one signs in', async () => {
    const device = authenticator({ countsSignatures: true })
    await memberWithPasskey(device)
    const attempts = await Promise.all(
      [0, 1].map(async () => {
        const browser = await newBrowser()
        const optionsJSON = await browser.api.call(passkeyAuthenticationOptions)
        const response = await device.startAuthentication(
          { optionsJSON },
          { counter: 1 },
        )
        return { browser, response }
      }),
    )
    const from = logLines.length
    const outcomes = await Promise.allSettled(
      attempts.map(({ browser, response }) =>
        browser.api.call(passkeySignIn, { response }),
      ),
    )
    expect(outcomes.map(({ status }) => status).sort()).toEqual([
      'fulfilled',
      'rejected',
    ])
    expect(refusalsSince(from)).toEqual([expect.stringMatching(/counter/)])
  })

  it('ASVS 6.5.6: a removed passkey, and the passkey of a removed member, sign in no more', async () => {
    const removed = authenticator()
    const browser = await signedInBrowser()
    const added = await addPasskey(browser.api, removed.startRegistration)
    await browser.api.call(removePasskey, { id: added.id })

    const ofRemovedMember = authenticator()
    const email = await memberWithPasskey(ofRemovedMember)
    await db().deleteFrom('users').where('email', '=', email).execute()

    for (const device of [removed, ofRemovedMember]) {
      const visitor = await newBrowser()
      const optionsJSON = await visitor.api.call(passkeyAuthenticationOptions)
      const response = await device.startAuthentication({ optionsJSON })
      await expectRefused(
        visitor,
        visitor.api.call(passkeySignIn, { response }),
        /unknown passkey/,
      )
    }
  })

  it('answers an assertion whose parts are broken with the one 401, never a 500', async () => {
    const device = authenticator()
    await memberWithPasskey(device)
    const text = (value: string) => Buffer.from(value).toString('base64url')
    const breakages: ((
      response: Awaited<ReturnType<SoftAuthenticator['startAuthentication']>>,
    ) => void)[] = [
      (response) => (response.response.clientDataJSON = text('not json')),
      (response) =>
        (response.response.clientDataJSON = text('{"type":"webauthn.get"}')),
      (response) => (response.response.authenticatorData = 'AAAA'),
      (response) => (response.response.signature = 'AAAA'),
      (response) => (response.rawId = 'AAAA'),
    ]
    for (const breakIt of breakages) {
      const browser = await newBrowser()
      const optionsJSON = await browser.api.call(passkeyAuthenticationOptions)
      const response = await device.startAuthentication({ optionsJSON })
      breakIt(response)
      await expectRefused(
        browser,
        browser.api.call(passkeySignIn, { response }),
        /./,
      )
    }
  })

  it('ASVS 6.3.8: refuses an unknown passkey and a user handle of another member with the same answer', async () => {
    const device = authenticator()
    await memberWithPasskey(device)
    const stranger = authenticator()
    await stranger.startRegistration({
      optionsJSON: {
        rp: { name: 'x', id: 'localhost' },
        user: { id: 'c3RyYW5nZXI', name: 'x', displayName: 'x' },
        challenge: 'AAAA',
        pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
      },
    })
    const cases: [SoftAuthenticator, string | undefined, RegExp][] = [
      [stranger, undefined, /unknown passkey/],
      [device, 'c3RyYW5nZXI', /user handle/],
    ]
    for (const [holder, userHandle, reason] of cases) {
      const browser = await newBrowser()
      const optionsJSON = await browser.api.call(passkeyAuthenticationOptions)
      const response = await holder.startAuthentication({ optionsJSON })
      if (userHandle) response.response.userHandle = userHandle
      await expectRefused(
        browser,
        browser.api.call(passkeySignIn, { response }),
        reason,
      )
    }
  })
})

// Compile-time: core's options are what @simplewebauthn/browser takes, and its answers what core
// sends (the soft authenticator has the browser library's types, shared with the server's).
type Takes<T> = (value: T) => void
const optionsFit: [
  Takes<PasskeyRegistrationOptions>,
  Takes<PasskeyAuthenticationOptions>,
] = [
  (optionsJSON) => void authenticator().startRegistration({ optionsJSON }),
  (optionsJSON) => void authenticator().startAuthentication({ optionsJSON }),
]
void optionsFit
