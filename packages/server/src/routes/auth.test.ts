import { createHash } from 'node:crypto'
import { endpoints } from '@resort/core/api'
import { member } from '@resort/test-fixtures'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken, loadAuthKeys } from '../accounts/accessTokens'
import { MAX_FAILED_LOGINS_PER_HOUR } from '../accounts/loginThrottle'
import {
  REFRESH_GRACE_MS,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
} from '../accounts/sessions'
import { tamperedToken } from '../testing/api'
import {
  confirmEmail,
  createMember,
  login,
  registerMember,
  setCookiesOf,
  signedInMember,
  tokensOf,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

let serial = 0
/** An address no other test uses. */
const newAddress = () => `member-${++serial}@example.com`

const db = () => server.database.db

const answerOf = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
})

const checkToken = (tokens: Partial<SessionTokens>) =>
  withTokens(server, endpoints.checkToken, tokens)
const refresh = (tokens: Partial<SessionTokens>) =>
  withTokens(server, endpoints.refreshToken, tokens)

const userRow = (email: string) =>
  db()
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow()

describe('registration: passwords', () => {
  const registration = (password: string, email = newAddress()) => ({
    ...member,
    email,
    password,
  })

  it('ASVS 6.2.1: refuses a password shorter than 8 characters, and takes one of 8', async () => {
    const short = await registerMember(server, registration('zqx7#Lm'))
    expect(await answerOf(short)).toEqual({
      status: 400,
      body: {
        error: {
          kind: 'missing_params',
          message: 'Some parameters are missing or invalid.',
          fields: { password: 'password_too_short' },
        },
      },
    })
    expect(
      (await registerMember(server, registration('zqx7#Lm!'))).status,
    ).toBe(202)
  })

  it('ASVS 6.2.9: accepts a passphrase of 64 characters and more, and signs in with it', async () => {
    const passphrase = 'Morning swim at Rovinj, then espresso; '.repeat(3) // 117 characters
    expect(passphrase.length).toBeGreaterThanOrEqual(64)
    const email = newAddress()
    expect(
      (await registerMember(server, registration(passphrase, email))).status,
    ).toBe(202)
    await confirmEmail(server, email)
    expect((await login(server, email, passphrase)).status).toBe(200)
    // Not truncated: the same passphrase less its last character is wrong.
    expect((await login(server, email, passphrase.slice(0, -1))).status).toBe(
      401,
    )
  })

  it('ASVS 6.2.4: refuses the most common passwords, in any letter case', async () => {
    for (const password of [
      'baseball',
      'Password1',
      'QWERTYUIOP',
      'trustno1',
    ]) {
      const response = await registerMember(server, registration(password))
      expect(response.status, password).toBe(400)
      expect(await response.json()).toMatchObject({
        error: { fields: { password: 'password_too_common' } },
      })
    }
  })

  it('ASVS 6.2.5: accepts passwords of any composition (no rules for upper case, digits or symbols)', async () => {
    for (const password of [
      'zebra kite lamp',
      '73910284651',
      'zzzzqqqq',
      'čevapčići na moru',
      '🏖️🏔️ sea and mountain',
    ]) {
      const response = await registerMember(server, registration(password))
      expect(response.status, password).toBe(202)
    }
  })

  it('ASVS 6.2.11: refuses a password made of the resort’s or the member’s own words', async () => {
    const email = 'ivana.kovac@example.com'
    for (const password of [
      'AdriaAlpe2025!',
      'ivana.kovac1990',
      'Kovac Ivana 99',
    ]) {
      const response = await registerMember(server, {
        ...registration(password, email),
        firstName: 'Ivana',
        lastName: 'Kovac',
      })
      expect(response.status, password).toBe(400)
      expect(await response.json()).toMatchObject({
        error: { fields: { password: 'password_too_guessable' } },
      })
    }
  })

  it('ASVS 6.2.8: verifies the password exactly as typed: no trimming, no change of case', async () => {
    const email = newAddress()
    const password = ' Sunrise over Kvarner '
    await createMember(server, { email, password })
    for (const variant of [
      password.trim(),
      password.toLowerCase(),
      password.toUpperCase(),
    ])
      expect((await login(server, email, variant)).status, variant).toBe(401)
    expect((await login(server, email, password)).status).toBe(200)
  })

  it('ASVS 6.2.8: takes a password typed in another Unicode form (NFD) as the same characters', async () => {
    const email = newAddress()
    const composed = 'Čevapčići u Šibeniku'.normalize('NFC')
    await createMember(server, { email, password: composed })
    const decomposed = composed.normalize('NFD')
    expect(decomposed).not.toBe(composed)
    expect((await login(server, email, decomposed)).status).toBe(200)
  })

  it('ASVS 11.4.2: stores the password only as argon2id with m=19456 KiB, t=2, p=1 and a random salt', async () => {
    const [first, second] = [newAddress(), newAddress()]
    await createMember(server, { email: first })
    await createMember(server, { email: second })
    const hashes = [
      (await userRow(first)).password_hash,
      (await userRow(second)).password_hash,
    ]
    for (const hash of hashes) {
      // The PHC string: algorithm, version 0x13, parameters, 16-byte salt, 32-byte hash.
      expect(hash).toMatch(
        /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
      )
      expect(hash).not.toContain(member.password)
    }
    // The same password, two salts, two hashes.
    expect(hashes[0]).not.toBe(hashes[1])
  })
})

describe('registration: answers', () => {
  it('ASVS 6.3.8: answers a registration for a known address exactly as for a new one, and changes nothing', async () => {
    const email = newAddress()
    const first = await answerOf(
      await registerMember(server, { ...member, email }),
    )
    const before = await userRow(email)
    const again = await answerOf(
      await registerMember(server, {
        ...member,
        email: email.toUpperCase(),
        password: 'An entirely different passphrase',
        firstName: 'Someone',
      }),
    )
    expect(first).toEqual({ status: 202, body: { next: 'confirm_email' } })
    expect(again).toEqual(first)
    expect(await userRow(email)).toEqual(before)
    const accounts = await db()
      .selectFrom('users')
      .select('adb2c_id')
      .where('email', '=', email)
      .execute()
    expect(accounts).toHaveLength(1)
  })

  it('keeps the address trimmed and lower-cased, and gives the member an opaque id', async () => {
    const email = newAddress()
    await registerMember(server, {
      ...member,
      email: `  ${email.toUpperCase()} `,
    })
    const user = await userRow(email)
    expect(user.adb2c_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(user.adb2c_id).not.toContain(email.split('@')[0])
    expect(user.email_verified_at).toBeNull()
  })

  it('names each field that is missing or wrong, with a code', async () => {
    const response = await registerMember(server, {
      email: 'not-an-address',
      password: 'short',
      firstName: ' ',
    })
    expect(await answerOf(response)).toEqual({
      status: 400,
      body: {
        error: {
          kind: 'missing_params',
          message: 'Some parameters are missing or invalid.',
          fields: {
            email: 'email_invalid',
            password: 'password_too_short',
            firstName: 'required',
            lastName: 'required',
          },
        },
      },
    })
  })
})

describe('sign-in', () => {
  it('ASVS 6.3.8: answers an unknown address and a wrong password alike (status and body)', async () => {
    const { email } = await createMember(server, { email: newAddress() })
    const wrongPassword = await answerOf(
      await login(server, email, 'not the passphrase'),
    )
    const unknownAddress = await answerOf(
      await login(server, newAddress(), 'not the passphrase'),
    )
    expect(wrongPassword).toEqual({
      status: 401,
      body: {
        error: {
          kind: 'unauthorized',
          message: 'The e-mail address or the password is not right.',
        },
      },
    })
    expect(unknownAddress).toEqual(wrongPassword)
  })

  it('ASVS 6.3.1: refuses the 101st failed sign-in for an address within an hour, even with the right password', async () => {
    const { email, password } = await createMember(server, {
      email: newAddress(),
    })
    for (let n = 1; n <= MAX_FAILED_LOGINS_PER_HOUR; n++) {
      expect((await login(server, email, `wrong guess ${n}`)).status).toBe(401)
    }
    const refused = await login(server, email, password)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600)
    expect(await refused.json()).toEqual({
      error: {
        kind: 'rate_limited',
        message:
          'Too many failed sign-ins for this address; try again in 60 minutes, or reset the password.',
      },
    })
    // The count is kept in the database, where every server process reads it.
    const row = await db()
      .selectFrom('login_failures')
      .select('failed_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.failed_at)).toHaveLength(MAX_FAILED_LOGINS_PER_HOUR)

    // An hour later the oldest failures have aged out, and the right password signs in.
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000).toISOString()
    await db()
      .updateTable('login_failures')
      .set({
        failed_at: JSON.stringify(
          Array.from({ length: MAX_FAILED_LOGINS_PER_HOUR }, () => hourAgo),
        ),
      })
      .where('email', '=', email)
      .execute()
    expect((await login(server, email, password)).status).toBe(200)
  }, 60_000)

  it('ASVS 6.3.1: counts failures sent at once one by one: of 110 parallel wrong guesses, 100 are checked', async () => {
    const { email } = await createMember(server, { email: newAddress() })
    const statuses = await Promise.all(
      Array.from({ length: 110 }, (_, n) =>
        login(server, email, `parallel guess ${n}`).then(
          (response) => response.status,
        ),
      ),
    )
    expect(statuses.filter((status) => status === 401)).toHaveLength(100)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
  }, 60_000)

  it('ASVS 6.3.8: limits an unknown address as a known one, with the same answer', async () => {
    const known = await createMember(server, { email: newAddress() })
    const unknown = newAddress()
    const answers = []
    for (const email of [known.email, unknown]) {
      for (let n = 0; n < MAX_FAILED_LOGINS_PER_HOUR; n++)
        await login(server, email, `guess ${n}`)
      answers.push(await answerOf(await login(server, email, 'guess again')))
    }
    expect(answers[0]?.status).toBe(429)
    expect(answers[1]).toEqual(answers[0])
  }, 60_000)

  it('clears the failures of an address once its member signs in', async () => {
    const { email, password } = await createMember(server, {
      email: newAddress(),
    })
    for (let n = 0; n < 3; n++) await login(server, email, `typo ${n}`)
    expect((await login(server, email, password)).status).toBe(200)
    const row = await db()
      .selectFrom('login_failures')
      .select('email')
      .where('email', '=', email)
      .executeTakeFirst()
    expect(row).toBeUndefined()
  })

  it('tells an unconfirmed address so only once the password is right', async () => {
    const email = newAddress()
    await registerMember(server, { ...member, email })
    const wrong = await answerOf(
      await login(server, email, 'not the passphrase'),
    )
    expect(wrong.body).toEqual({
      error: {
        kind: 'unauthorized',
        message: 'The e-mail address or the password is not right.',
      },
    })
    const right = await login(server, email, member.password)
    expect(right.status).toBe(401)
    expect(await right.json()).toMatchObject({
      error: { kind: 'unauthorized', fields: { email: 'email_not_verified' } },
    })
    expect(setCookiesOf(right).has('access_token_cookie')).toBe(false)
  })

  it('ASVS 7.2.4: starts a new session with new tokens at every sign-in', async () => {
    const { email, password } = await createMember(server, {
      email: newAddress(),
    })
    const first = tokensOf(await login(server, email, password))
    const second = tokensOf(await login(server, email, password))
    expect(second.accessToken).not.toBe(first.accessToken)
    expect(second.refreshToken).not.toBe(first.refreshToken)
    const sessions = await db()
      .selectFrom('sessions')
      .innerJoin('users', 'users.adb2c_id', 'sessions.user_id')
      .select('sessions.id')
      .where('users.email', '=', email)
      .execute()
    expect(sessions).toHaveLength(2)
  })
})

describe('session cookies', () => {
  it('ASVS 3.3.1 (Secure attribute), SPEC 9: sets every session cookie Secure, SameSite=None, on path /', async () => {
    const { email, password } = await createMember(server, {
      email: newAddress(),
    })
    const cookies = setCookiesOf(await login(server, email, password))
    // XSRF-TOKEN goes beside them: SameSite=Lax, and Secure over https (ASVS 3.5.1).
    expect([...cookies.keys()].sort()).toEqual([
      'XSRF-TOKEN',
      'access_token_cookie',
      'refresh_token_cookie',
      'session_user_cookie',
    ])
    cookies.delete('XSRF-TOKEN')
    for (const [name, { attributes }] of cookies) {
      expect(attributes.get('secure'), name).toBe(true)
      expect(attributes.get('samesite'), name).toBe('None')
      expect(attributes.get('path'), name).toBe('/')
    }
  })

  it('ASVS 3.3.4: keeps the tokens in HttpOnly cookies and out of the body; only session_user_cookie is readable', async () => {
    const { email, password } = await createMember(server, {
      email: newAddress(),
    })
    const response = await login(server, email, password)
    const cookies = setCookiesOf(response)
    const body = await response.text()
    for (const name of ['access_token_cookie', 'refresh_token_cookie']) {
      const cookie = cookies.get(name)
      expect(cookie?.attributes.get('httponly'), name).toBe(true)
      expect(body).not.toContain(cookie?.value)
    }
    const sessionUser = cookies.get('session_user_cookie')
    expect(sessionUser?.attributes.has('httponly')).toBe(false)
    const facts = JSON.parse(sessionUser?.value ?? '{}') as Record<
      string,
      unknown
    >
    expect(Object.keys(facts).sort()).toEqual([
      'adb2cId',
      'email',
      'endsAt',
      'firstName',
    ])
    expect(facts.email).toBe(email)
  })

  it('ASVS 3.3.5: keeps each session cookie, name and value, under 4096 bytes', async () => {
    const { email, password } = await createMember(server, {
      email: newAddress(),
      firstName: 'Ž'.repeat(255),
    })
    for (const [name, { value }] of setCookiesOf(
      await login(server, email, password),
    ))
      expect(
        Buffer.byteLength(name) + Buffer.byteLength(encodeURIComponent(value)),
      ).toBeLessThan(4096)
  })

  it('ASVS 7.2.3: makes refresh tokens of 256 random bits and stores only their SHA-256', async () => {
    const { refreshToken } = await signedInMember(server, {
      email: newAddress(),
    })
    expect(Buffer.from(refreshToken, 'base64url')).toHaveLength(32)
    const hash = createHash('sha256').update(refreshToken).digest('hex')
    const stored = await db()
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('token_hash', 'in', [hash, refreshToken])
      .execute()
    expect(stored).toEqual([{ token_hash: hash }])
  })
})

describe('access tokens', () => {
  it('ASVS 7.2.1: check-token answers the member the access token cookie names, and 401 without one', async () => {
    const email = newAddress()
    const tokens = await signedInMember(server, { email })
    const answer = await checkToken(tokens)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toMatchObject({
      user: {
        personalData: {
          firstName: member.firstName,
          lastName: member.lastName,
        },
        contactData: { email },
      },
    })
    const anonymous = await checkToken({})
    expect(await answerOf(anonymous)).toEqual({
      status: 401,
      body: {
        error: {
          kind: 'unauthorized',
          message:
            'You are not signed in, or your session has ended. Please sign in.',
        },
      },
    })
  })

  it('ASVS 9.1.1: refuses an access token with one letter of its signature changed', async () => {
    const { accessToken } = await signedInMember(server, {
      email: newAddress(),
    })
    expect(
      (await checkToken({ accessToken: tamperedToken(accessToken) })).status,
    ).toBe(401)
  })

  it('ASVS 9.1.2: refuses an unsigned access token (alg none)', async () => {
    const { accessToken } = await signedInMember(server, {
      email: newAddress(),
    })
    const [, payload] = accessToken.split('.')
    const header = Buffer.from(
      JSON.stringify({ alg: 'none', typ: 'at+jwt' }),
    ).toString('base64url')
    expect(
      (await checkToken({ accessToken: `${header}.${payload}.` })).status,
    ).toBe(401)
  })

  it('ASVS 9.2.1, 9.2.2: refuses an expired access token, and a token of another type signed with the same key', async () => {
    const email = newAddress()
    const tokens = await signedInMember(server, { email })
    const claims = JSON.parse(
      Buffer.from(
        tokens.accessToken.split('.')[1] ?? '',
        'base64url',
      ).toString(),
    ) as { sub: string; sid: string }
    const { accessToken: key } = await loadAuthKeys(db())
    const session = { userId: claims.sub, sessionId: claims.sid }
    const expired = await signAccessToken(
      key,
      session,
      new Date(Date.now() - 11 * 60 * 1000),
    )
    expect((await checkToken({ accessToken: expired.token })).status).toBe(401)
    const fresh = await signAccessToken(key, session, new Date())
    expect((await checkToken({ accessToken: fresh.token })).status).toBe(200)
    const otherType = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer('resort-api')
      .setAudience('resort-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key)
    expect((await checkToken({ accessToken: otherType })).status).toBe(401)
  })
})

describe('refresh tokens', () => {
  it('ASVS 10.4.5: exchanges a refresh token once for a new pair of tokens', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    const answer = await refresh(tokens)
    expect(answer.status).toBe(200)
    const next = tokensOf(answer)
    expect(next.refreshToken).not.toBe(tokens.refreshToken)
    expect(next.accessToken).not.toBe(tokens.accessToken)
    expect((await checkToken(next)).status).toBe(200)
    expect((await refresh(next)).status).toBe(200)
  })

  it('ASVS 10.4.5: a refresh token used again after the grace period ends its whole family (the session)', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    const next = tokensOf(await refresh(tokens))
    // The first exchange happened a second longer ago than the grace period.
    await db()
      .updateTable('refresh_tokens')
      .set({
        used_at: new Date(Date.now() - REFRESH_GRACE_MS - 1000).toISOString(),
      })
      .where(
        'token_hash',
        '=',
        createHash('sha256').update(tokens.refreshToken).digest('hex'),
      )
      .execute()
    const replay = await refresh(tokens)
    expect(replay.status).toBe(401)
    expect(setCookiesOf(replay).get('refresh_token_cookie')?.value).toBe('')
    // The thief's copy and the member's newer tokens are all refused now.
    expect((await refresh(next)).status).toBe(401)
    expect((await checkToken(next)).status).toBe(401)
    const session = await db()
      .selectFrom('sessions')
      .innerJoin('refresh_tokens', 'refresh_tokens.session_id', 'sessions.id')
      .select(['sessions.ended_at', 'sessions.end_reason'])
      .where(
        'refresh_tokens.token_hash',
        '=',
        createHash('sha256').update(next.refreshToken).digest('hex'),
      )
      .executeTakeFirstOrThrow()
    expect(session.end_reason).toBe('refresh_token_reused')
    expect(session.ended_at).not.toBeNull()
  })

  it('ASVS 10.4.5 (grace period): ten tabs refreshing with one token at once all keep the session', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refresh(tokens)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(
      Array.from({ length: 10 }, () => 200),
    )
    const successors = new Set(
      answers.map((answer) => tokensOf(answer).refreshToken),
    )
    // Every tab got the same successor, and the session goes on with it.
    expect(successors.size).toBe(1)
    const [successor] = successors
    const later = await refresh({
      refreshToken: successor,
      xsrfToken: tokens.xsrfToken,
    })
    expect(later.status).toBe(200)
    expect((await checkToken(tokensOf(later))).status).toBe(200)
  })

  it('ASVS 7.3.2: ends a session 30 days after sign-in at the latest; refreshing does not move the end', async () => {
    const { email, password } = await createMember(server, {
      email: newAddress(),
    })
    const signedIn = await login(server, email, password)
    const before = Date.now()
    const { session } = (await signedIn.clone().json()) as {
      session: { endsAt: string; accessTokenExpiresAt: string }
    }
    expect(Date.parse(session.endsAt) - before).toBeLessThanOrEqual(
      SESSION_MAX_MS,
    )
    expect(Date.parse(session.endsAt) - before).toBeGreaterThan(
      SESSION_MAX_MS - 60_000,
    )
    const maxAge = Number(
      setCookiesOf(signedIn)
        .get('refresh_token_cookie')
        ?.attributes.get('max-age'),
    )
    expect(maxAge).toBeLessThanOrEqual(SESSION_MAX_MS / 1000)
    expect(maxAge).toBeGreaterThan(SESSION_MAX_MS / 1000 - 60)
    const refreshed = await refresh(tokensOf(signedIn))
    const after = (await refreshed.json()) as { session: { endsAt: string } }
    expect(after.session.endsAt).toBe(session.endsAt)
  })

  it('ASVS 7.3.1, 7.3.2, 10.4.8: refuses a refresh after a week unused, and after the session’s absolute end', async () => {
    for (const change of [
      {
        last_used_at: new Date(
          Date.now() - SESSION_IDLE_MS - 60_000,
        ).toISOString(),
      },
      { ends_at: new Date(Date.now() - 1000).toISOString() },
    ]) {
      const tokens = await signedInMember(server, { email: newAddress() })
      const hash = createHash('sha256')
        .update(tokens.refreshToken)
        .digest('hex')
      const { session_id } = await db()
        .selectFrom('refresh_tokens')
        .select('session_id')
        .where('token_hash', '=', hash)
        .executeTakeFirstOrThrow()
      await db()
        .updateTable('sessions')
        .set(change)
        .where('id', '=', session_id)
        .execute()
      expect((await refresh(tokens)).status, Object.keys(change)[0]).toBe(401)
    }
  })

  it('the site’s get-access-token route refreshes as refresh-token does', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    const answer = await withTokens(server, endpoints.getAccessToken, tokens)
    expect(answer.status).toBe(200)
    expect((await checkToken(tokensOf(answer))).status).toBe(200)
    expect(
      (await withTokens(server, endpoints.getAccessToken, {})).status,
    ).toBe(401)
  })
})

describe('XSRF and logout', () => {
  it('ASVS 3.5.1: refuses a cookie-authenticated write without the XSRF header, and the session goes on', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    for (const endpoint of [
      endpoints.logout,
      endpoints.refreshToken,
      endpoints.deleteTokens,
    ]) {
      const refused = await withTokens(server, endpoint, tokens, {
        xsrf: false,
      })
      expect(refused.status, endpoint.path).toBe(403)
    }
    expect((await checkToken(tokens)).status).toBe(200)
    expect((await refresh(tokens)).status).toBe(200)
  })

  it('ASVS 7.4.1: refuses the access and refresh tokens after logout, and clears the cookies', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    const logout = await withTokens(server, endpoints.logout, tokens)
    expect(await answerOf(logout)).toEqual({
      status: 200,
      body: { signedOut: true },
    })
    const cleared = setCookiesOf(logout)
    for (const name of [
      'access_token_cookie',
      'refresh_token_cookie',
      'session_user_cookie',
    ]) {
      expect(cleared.get(name)?.value, name).toBe('')
      expect(cleared.get(name)?.attributes.get('expires'), name).toMatch(/1970/)
    }
    expect((await checkToken(tokens)).status).toBe(401)
    expect((await refresh(tokens)).status).toBe(401)
  })

  it('ASVS 7.4.1: the site’s delete-tokens route ends the session too, even with only the refresh token', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    const deleted = await withTokens(server, endpoints.deleteTokens, {
      refreshToken: tokens.refreshToken,
      xsrfToken: tokens.xsrfToken,
    })
    expect(deleted.status).toBe(200)
    expect((await checkToken(tokens)).status).toBe(401)
    expect((await refresh(tokens)).status).toBe(401)
  })

  it('ends only the session signed out of: another sign-in of the member goes on', async () => {
    const email = newAddress()
    const phone = await signedInMember(server, { email })
    const laptop = tokensOf(await login(server, email, member.password))
    await withTokens(server, endpoints.logout, phone)
    expect((await checkToken(phone)).status).toBe(401)
    expect((await checkToken(laptop)).status).toBe(200)
  })
})
