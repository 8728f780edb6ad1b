import { endpoints } from '@resort/core/api'
import { member } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_FAILED_LOGINS_PER_HOUR } from '../accounts/loginThrottle'
import {
  callAs,
  createMember,
  login,
  registerMember,
  signedInMember,
  tokensOf,
  withTokens,
} from '../testing/members'
import { linkTokenIn, mailsTo, waitForMail } from '../testing/outbox'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

let serial = 0
const newAddress = () => `links-${++serial}@example.com`
const db = () => server.database.db

const answerOf = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
})

/** Lets every mail written after the answers so far be stored. */
const mailsSettled = () => server.afterAnswer.settled()

const checkToken = (tokens: Parameters<typeof withTokens>[2]) =>
  withTokens(server, endpoints.checkToken, tokens)

describe('registration confirmation', () => {
  it('mails a German link to /de/registration-confirm; signing in works only after it is followed', async () => {
    const email = newAddress()
    await registerMember(server, { ...member, email, lang: 'de' })
    const mail = await waitForMail(db(), email)
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse')
    expect(mail.text).toContain(`Guten Tag ${member.firstName}`)
    expect(mail.text).toMatch(
      /http:\/\/localhost:3000\/de\/registration-confirm#token=[\w-]{43}\n/,
    )
    expect((await login(server, email, member.password)).status).toBe(401)

    const confirmed = await callAs(server, endpoints.confirmEmail, {
      token: linkTokenIn(mail),
    })
    expect(await answerOf(confirmed)).toEqual({ status: 200, body: { email } })
    expect((await login(server, email, member.password)).status).toBe(200)
  })

  it('ASVS 6.4.1: a confirmation link works once; used again it is link_invalid (410)', async () => {
    const email = newAddress()
    await registerMember(server, { ...member, email })
    const token = linkTokenIn(await waitForMail(db(), email))
    const confirm = () => callAs(server, endpoints.confirmEmail, { token })
    expect((await confirm()).status).toBe(200)
    const again = await answerOf(await confirm())
    expect(again).toMatchObject({
      status: 410,
      body: { error: { kind: 'link_invalid' } },
    })
    const unknown = await callAs(server, endpoints.confirmEmail, {
      token: 'x'.repeat(43),
    })
    expect(await answerOf(unknown)).toEqual(again)
  })

  it('ASVS 6.3.8: a second registration of a confirmed address answers alike; its owner is told by mail, nothing changes', async () => {
    const { email } = await createMember(server, { email: newAddress() })
    const again = await registerMember(server, {
      ...member,
      email,
      password: 'another long passphrase 42',
      lang: 'it',
    })
    expect(await answerOf(again)).toEqual({
      status: 202,
      body: { next: 'confirm_email' },
    })
    const note = await waitForMail(db(), email, 2)
    expect(note.subject).toBe('Il Suo account esiste già')
    expect(note.text).not.toContain('#token=')
    expect((await login(server, email, member.password)).status).toBe(200)
  })

  it('ASVS 6.3.8: resend answers alike for any address; only an unconfirmed one gets a new link, and the older link stops working', async () => {
    const unconfirmed = newAddress()
    await registerMember(server, { ...member, email: unconfirmed })
    const first = linkTokenIn(await waitForMail(db(), unconfirmed))
    const { email: confirmed } = await createMember(server, {
      email: newAddress(),
    })
    const answers = await Promise.all(
      [unconfirmed, confirmed, newAddress()].map(async (email) =>
        answerOf(
          await callAs(server, endpoints.resendConfirmation, {
            email,
            lang: 'hr',
          }),
        ),
      ),
    )
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answers[0]).toEqual({ status: 202, body: { next: 'check_email' } })
    const second = await waitForMail(db(), unconfirmed, 2)
    expect(second.subject).toBe('Potvrdite svoju adresu e-pošte')
    await mailsSettled()
    expect(await mailsTo(db(), confirmed)).toHaveLength(1)

    const old = await callAs(server, endpoints.confirmEmail, { token: first })
    expect(old.status).toBe(410)
    const current = await callAs(server, endpoints.confirmEmail, {
      token: linkTokenIn(second),
    })
    expect(current.status).toBe(200)
  })
})

describe('password reset', () => {
  const requestReset = (email: string, lang = 'en') =>
    callAs(server, endpoints.requestPasswordReset, { email, lang })
  const resetWith = (token: string, password: string) =>
    callAs(server, endpoints.resetPassword, { token, password })

  it('ASVS 6.3.8: answers alike for known and unknown addresses; only the known one is mailed', async () => {
    const { email } = await createMember(server, { email: newAddress() })
    const unknown = newAddress()
    const known = await answerOf(await requestReset(email, 'sl'))
    expect(await answerOf(await requestReset(unknown, 'sl'))).toEqual(known)
    expect(known).toEqual({ status: 202, body: { next: 'check_email' } })
    const mail = await waitForMail(db(), email, 2)
    expect(mail.subject).toBe('Nastavite novo geslo')
    expect(mail.text).toMatch(/\/sl\/reset-password#token=/)
    await mailsSettled()
    expect(await mailsTo(db(), unknown)).toEqual([])
  })

  it('ASVS 6.4.3, 7.4.3, 6.3.7: the link sets a new password once, every session ends, and the member is told', async () => {
    const email = newAddress()
    const tokens = await signedInMember(server, { email })
    await requestReset(email)
    const token = linkTokenIn(await waitForMail(db(), email, 2))
    const newPassword = 'a brand new passphrase 7'
    expect(await answerOf(await resetWith(token, newPassword))).toEqual({
      status: 200,
      body: { passwordChanged: true },
    })
    expect((await checkToken(tokens)).status).toBe(401)
    expect((await login(server, email, member.password)).status).toBe(401)
    expect((await login(server, email, newPassword)).status).toBe(200)
    expect((await resetWith(token, 'yet another passphrase 8')).status).toBe(
      410,
    )
    const notice = await waitForMail(db(), email, 3)
    expect(notice.subject).toBe('Your password was changed')
  })

  it('ASVS 6.4.3: a reset link works for one hour only', async () => {
    const { email } = await createMember(server, { email: newAddress() })
    await requestReset(email)
    const token = linkTokenIn(await waitForMail(db(), email, 2))
    const link = await db()
      .selectFrom('account_links')
      .select(['created_at', 'expires_at'])
      .where('purpose', '=', 'reset_password')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBe(
      3_600_000,
    )
    await db()
      .updateTable('account_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute()
    const late = await answerOf(await resetWith(token, 'too late passphrase 1'))
    expect(late).toMatchObject({
      status: 410,
      body: { error: { kind: 'link_invalid' } },
    })
  })

  it('ASVS 6.2.4: refuses a common password with password_too_common, and the link still works', async () => {
    const { email } = await createMember(server, { email: newAddress() })
    await requestReset(email)
    const token = linkTokenIn(await waitForMail(db(), email, 2))
    const common = await answerOf(await resetWith(token, 'password123'))
    expect(common).toMatchObject({
      status: 400,
      body: { error: { fields: { password: 'password_too_common' } } },
    })
    expect((await resetWith(token, 'a long and rare passphrase')).status).toBe(
      200,
    )
  })

  it('ASVS 6.3.1: a reset is the locked-out member’s way back: it forgets the address’s failed sign-ins', async () => {
    const { email, password } = await createMember(server, {
      email: newAddress(),
    })
    const failures = JSON.stringify(
      Array.from({ length: MAX_FAILED_LOGINS_PER_HOUR }, () =>
        new Date().toISOString(),
      ),
    )
    await db()
      .insertInto('login_failures')
      .values({
        email,
        failed_at: failures,
        updated_at: new Date().toISOString(),
      })
      .execute()
    expect((await login(server, email, password)).status).toBe(429)
    await requestReset(email)
    const token = linkTokenIn(await waitForMail(db(), email, 2))
    const newPassword = 'back in after the lockout'
    expect((await resetWith(token, newPassword)).status).toBe(200)
    expect((await login(server, email, newPassword)).status).toBe(200)
  })
})

describe('e-mail change', () => {
  const requestChange = (
    tokens: Parameters<typeof callAs>[3],
    body: Record<string, unknown>,
  ) => callAs(server, endpoints.requestEmailChange, body, tokens)

  it('ASVS 7.5.1: needs the current password; a wrong one is a field error and nothing is mailed', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    const newEmail = newAddress()
    const wrong = await answerOf(
      await requestChange(tokens, {
        newEmail,
        password: 'not it at all',
        lang: 'en',
      }),
    )
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: { fields: { password: 'password_wrong' } } },
    })
    await mailsSettled()
    expect(await mailsTo(db(), newEmail)).toEqual([])
  })

  it('confirms at the new address, moves the account there, and tells the old address (ASVS 6.3.7)', async () => {
    const email = newAddress()
    const tokens = await signedInMember(server, { email })
    const newEmail = newAddress()
    const asked = await requestChange(tokens, {
      newEmail: `  ${newEmail.toUpperCase()} `,
      password: member.password,
      lang: 'de',
    })
    expect(await answerOf(asked)).toEqual({
      status: 202,
      body: { next: 'check_email' },
    })
    const mail = await waitForMail(db(), newEmail)
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse')
    expect(mail.text).toMatch(/\/de\/email-change#token=/)
    const token = linkTokenIn(mail)

    const shown = await callAs(server, endpoints.emailChangeCallback, { token })
    expect(await answerOf(shown)).toEqual({
      status: 200,
      body: { email: newEmail },
    })
    // Looking at the link uses nothing up.
    const confirmed = await callAs(server, endpoints.confirmEmailChange, {
      token,
    })
    expect(await answerOf(confirmed)).toEqual({
      status: 200,
      body: { email: newEmail },
    })
    expect(
      (await callAs(server, endpoints.confirmEmailChange, { token })).status,
    ).toBe(410)
    const notice = await waitForMail(db(), email, 2)
    expect(notice.subject).toBe('Your e-mail address was changed')
    expect(notice.text).toContain(newEmail)
    expect((await login(server, newEmail, member.password)).status).toBe(200)
    expect((await login(server, email, member.password)).status).toBe(401)
  })

  it('ASVS 6.3.8: an address that already has an account gets a note instead of a link, and the answer is the same', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    const { email: taken } = await createMember(server, { email: newAddress() })
    const free = newAddress()
    const answers = await Promise.all(
      [taken, free].map(async (newEmail) =>
        answerOf(
          await requestChange(tokens, {
            newEmail,
            password: member.password,
            lang: 'en',
          }),
        ),
      ),
    )
    expect(answers[0]).toEqual(answers[1])
    const note = await waitForMail(db(), taken, 2)
    expect(note.subject).toBe('This e-mail address already has an account')
    expect(note.text).not.toContain('#token=')
    expect(linkTokenIn(await waitForMail(db(), free))).toBeTruthy()
  })

  it('refuses the address the account already has, with email_unchanged', async () => {
    const email = newAddress()
    const tokens = await signedInMember(server, { email })
    const same = await answerOf(
      await requestChange(tokens, {
        newEmail: email,
        password: member.password,
        lang: 'en',
      }),
    )
    expect(same).toMatchObject({
      status: 400,
      body: { error: { fields: { newEmail: 'email_unchanged' } } },
    })
  })

  it('ASVS 3.5.1: refuses the request without the XSRF header; signed out it is 401', async () => {
    const tokens = await signedInMember(server, { email: newAddress() })
    const body = { newEmail: newAddress(), password: member.password }
    const noHeader = await callAs(
      server,
      endpoints.requestEmailChange,
      body,
      tokens,
      { xsrf: false },
    )
    expect(noHeader.status).toBe(403)
    const signedOut = await callAs(server, endpoints.requestEmailChange, body)
    expect(signedOut.status).toBe(401)
  })
})

describe('password change', () => {
  it('ASVS 6.2.2, 6.2.3, 7.4.3: needs the current password, ends every other session and keeps this one', async () => {
    const email = newAddress()
    const here = await signedInMember(server, { email })
    const elsewhere = tokensOf(await login(server, email, member.password))
    const change = (currentPassword: string) =>
      callAs(
        server,
        endpoints.changePassword,
        { currentPassword, newPassword: 'my second long passphrase' },
        here,
      )
    const wrong = await answerOf(await change('not my password'))
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: { fields: { currentPassword: 'password_wrong' } } },
    })
    expect((await change(member.password)).status).toBe(200)
    expect((await checkToken(here)).status).toBe(200)
    expect((await checkToken(elsewhere)).status).toBe(401)
    expect(
      (await login(server, email, 'my second long passphrase')).status,
    ).toBe(200)
    expect((await waitForMail(db(), email, 2)).subject).toBe(
      'Your password was changed',
    )
  })
})

describe('sessions', () => {
  const list = (tokens: Parameters<typeof withTokens>[2]) =>
    withTokens(server, endpoints.memberSessions, tokens)

  /** Makes every session of an address look signed in ten minutes ago. */
  const ageSessions = async (email: string) => {
    const user = await db()
      .selectFrom('users')
      .select('adb2c_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    await db()
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where('user_id', '=', user.adb2c_id)
      .execute()
  }

  it('ASVS 7.5.2: lists the member’s open sessions, the current one marked, no other member’s', async () => {
    const email = newAddress()
    const here = await signedInMember(server, { email })
    await login(server, email, member.password)
    await signedInMember(server, { email: newAddress() })
    const answer = (await (await list(here)).json()) as {
      sessions: { current: boolean; userAgent: string | null }[]
    }
    expect(answer.sessions).toHaveLength(2)
    expect(answer.sessions.filter((s) => s.current)).toHaveLength(1)
    expect((await list({})).status).toBe(401)
  })

  it('ASVS 7.5.2, 7.4.1: ends one session, whose tokens are refused at once; another member’s session is out of reach', async () => {
    const email = newAddress()
    const here = await signedInMember(server, { email })
    const elsewhere = tokensOf(await login(server, email, member.password))
    const stranger = await signedInMember(server, { email: newAddress() })
    const { sessions } = (await (await list(elsewhere)).json()) as {
      sessions: { id: string; current: boolean }[]
    }
    const elsewhereId = sessions.find((s) => s.current)?.id
    const { sessions: theirs } = (await (await list(stranger)).json()) as {
      sessions: { id: string }[]
    }
    const strangers = await callAs(
      server,
      endpoints.endMemberSession,
      { sessionId: theirs[0]?.id },
      here,
    )
    expect(await answerOf(strangers)).toEqual({
      status: 200,
      body: { ended: 0 },
    })
    expect((await checkToken(stranger)).status).toBe(200)

    const ended = await callAs(
      server,
      endpoints.endMemberSession,
      { sessionId: elsewhereId },
      here,
    )
    expect(await answerOf(ended)).toEqual({ status: 200, body: { ended: 1 } })
    expect((await checkToken(elsewhere)).status).toBe(401)
    expect(
      (await withTokens(server, endpoints.refreshToken, elsewhere)).status,
    ).toBe(401)
    expect((await checkToken(here)).status).toBe(200)
  })

  it('ASVS 7.5.2: five minutes after signing in, ending sessions asks for the password again', async () => {
    const email = newAddress()
    const here = await signedInMember(server, { email })
    const elsewhere = tokensOf(await login(server, email, member.password))
    await ageSessions(email)
    const endOthers = (body: Record<string, unknown>) =>
      callAs(server, endpoints.endOtherSessions, body, here)
    expect(await answerOf(await endOthers({}))).toMatchObject({
      status: 400,
      body: { error: { fields: { password: 'reauthentication_required' } } },
    })
    expect(
      await answerOf(await endOthers({ password: 'wrong password here' })),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { password: 'password_wrong' } } },
    })
    expect((await checkToken(elsewhere)).status).toBe(200)
    expect(
      await answerOf(await endOthers({ password: member.password })),
    ).toEqual({ status: 200, body: { ended: 1 } })
    expect((await checkToken(elsewhere)).status).toBe(401)
    expect((await checkToken(here)).status).toBe(200)
  })
})

describe('admins (SPEC 6)', () => {
  it('marks a member whose contact address is on ADMIN_EMAILS as admin, and no one else', async () => {
    const admin = await startTestServer({
      adminEmails: [' Staff@Example.com '],
    })
    try {
      await createMember(admin, { email: 'staff@example.com' })
      await createMember(admin, { email: 'guest@example.com' })
      const isAdmin = async (email: string) => {
        const response = await login(admin, email, member.password)
        return ((await response.json()) as { user: { isAdmin: boolean } }).user
          .isAdmin
      }
      expect(await isAdmin('staff@example.com')).toBe(true)
      expect(await isAdmin('guest@example.com')).toBe(false)
    } finally {
      await admin.close()
    }
  })
})
