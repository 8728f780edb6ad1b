import { ADMIN_CODE_BUDGET, endpoints } from '@resort/core/api'
import { member } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { releaseAdminLock } from '../admin/adminCodeBudget'
import { adminCall, mailedAdminCode } from '../testing/adminCalls'
import {
  callAs,
  login,
  signedInMember,
  tokensOf,
  type SessionTokens,
} from '../testing/members'
import { mailsTo } from '../testing/outbox'
import { startTestServer, type TestServer } from '../testing/testServer'

// Issue 30: an admin account's budget of wrong second-factor codes, across its sessions and codes.
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const admins = {
  renewer: 'renewer.admin@example.com',
  hourly: 'hourly.admin@example.com',
  parallel: 'parallel.admin@example.com',
  locked: 'locked.admin@example.com',
}

// The server's clock for accounts and the admin area; tests move it instead of waiting.
let shift = 0
const now = () => new Date(Date.now() + shift)
const advance = (ms: number) => {
  shift += ms
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ adminEmails: Object.values(admins), now })
  for (const email of Object.values(admins))
    await signedInMember(server, { email })
})
afterAll(async () => {
  await server.close()
})

/** A new session of an admin, signed in with the password at the clock's time. */
const signIn = async (email: string) =>
  tokensOf(await login(server, email, member.password))

const mailedCode = (email: string, tokens: SessionTokens) =>
  mailedAdminCode(server, email, tokens)

const wrongOf = (code: string, offset = 1) =>
  String((Number(code) + offset) % 1_000_000).padStart(6, '0')

/** The verify call, with its answer's headers. */
async function verify(tokens: SessionTokens, code: string) {
  const response = await callAs(
    server,
    endpoints.adminSecondFactorVerify,
    { code },
    tokens,
  )
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, any>,
  }
}

/** A new session of an admin that has passed its second factor with the mailed code. */
async function verifiedAdmin(email: string) {
  const tokens = await signIn(email)
  expect((await verify(tokens, await mailedCode(email, tokens))).status).toBe(
    200,
  )
  return tokens
}

/** One new session and code, and `count` (at most five) wrong tries at it; their answers. */
async function wrongTries(email: string, count: number) {
  const tokens = await signIn(email)
  const code = await mailedCode(email, tokens)
  const answers = []
  for (let offset = 1; offset <= count; offset++)
    answers.push(await verify(tokens, wrongOf(code, offset)))
  return answers
}

/** Ten wrong codes for an account, from two sessions: its hourly share. */
const hourlyShare = async (email: string) => [
  ...(await wrongTries(email, 5)),
  ...(await wrongTries(email, 5)),
]

const userIdOf = async (email: string) =>
  (
    await server.database.db
      .selectFrom('users')
      .select('adb2c_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).adb2c_id

describe('the account’s budget of wrong codes (issue 30)', () => {
  it('ASVS 6.6.3: new codes and new sessions do not give an account its wrong codes back', async () => {
    const spent = await hourlyShare(admins.renewer)
    // Each code burns after five; the account's count goes on.
    expect(spent.map((answer) => answer.status)).toEqual(Array(10).fill(400))
    const tokens = await signIn(admins.renewer)
    const code = await mailedCode(admins.renewer, tokens)
    const refused = await verify(tokens, code)
    expect(refused.status).toBe(429)
    expect(refused.body.error.kind).toBe('rate_limited')
  })

  it('ASVS 6.6.3: past 10 wrong codes in an hour, verify answers 429 with when to try again, without checking the code', async () => {
    const firstBefore = now()
    await wrongTries(admins.hourly, 5)
    const firstAfter = now()
    advance(20 * MINUTE)
    await wrongTries(admins.hourly, 5)
    advance(10 * MINUTE)
    const tokens = await signIn(admins.hourly)
    const code = await mailedCode(admins.hourly, tokens)
    const refused = await verify(tokens, code)
    expect(refused.status).toBe(429)
    expect(refused.body.error).toMatchObject({
      kind: 'rate_limited',
      fields: { account: 'wrong_codes_hourly' },
    })
    // The first five leave the hour in 30 minutes.
    expect(refused.body.error.message).toMatch(/try again in 30 minutes/)
    // An hour after the oldest of them, which the server's clock stamped between these two.
    const clockTime = (at: Date) =>
      `after ${new Date(at.getTime() + 60 * MINUTE).toISOString().slice(11, 16)} UTC`
    const said = /after \d\d:\d\d UTC/.exec(refused.body.error.message)?.[0]
    expect([clockTime(firstBefore), clockTime(firstAfter)]).toContain(said)
    expect(Number(refused.headers.get('retry-after'))).toBe(30 * 60)
    // Not checked: the code was neither used nor counted.
    const stored = await server.database.db
      .selectFrom('admin_codes')
      .innerJoin('sessions', 'sessions.id', 'admin_codes.session_id')
      .select(['admin_codes.wrong_tries', 'sessions.second_factor'])
      .where('sessions.user_id', '=', await userIdOf(admins.hourly))
      .execute()
    expect(stored).toEqual([{ wrong_tries: 0, second_factor: null }])
    // A rolling hour: once the first five are older than an hour, the right code works.
    advance(31 * MINUTE)
    const later = await signIn(admins.hourly)
    expect(
      (await verify(later, await mailedCode(admins.hourly, later))).status,
    ).toBe(200)
  })

  it('ASVS 6.6.3: parallel wrong guesses from several sessions never count past the hourly cap', async () => {
    const sessions = []
    for (let i = 0; i < 4; i++) {
      const tokens = await signIn(admins.parallel)
      sessions.push({
        tokens,
        code: await mailedCode(admins.parallel, tokens),
      })
    }
    const answers = await Promise.all(
      sessions.flatMap(({ tokens, code }) =>
        [1, 2, 3, 4, 5].map((offset) => verify(tokens, wrongOf(code, offset))),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 400)).toHaveLength(
      ADMIN_CODE_BUDGET.wrongPerHour,
    )
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      20 - ADMIN_CODE_BUDGET.wrongPerHour,
    )
    const budget = await server.database.db
      .selectFrom('admin_code_budgets')
      .select('wrong_at')
      .where('user_id', '=', await userIdOf(admins.parallel))
      .executeTakeFirstOrThrow()
    expect(JSON.parse(budget.wrong_at)).toHaveLength(
      ADMIN_CODE_BUDGET.wrongPerHour,
    )
  })
})

describe('the lock once 100 wrong codes are spent within 30 days (issue 30)', () => {
  const email = admins.locked
  const answers: Array<Awaited<ReturnType<typeof verify>>> = []

  beforeAll(async () => {
    await server.database.db
      .updateTable('users')
      .set({ language: 'de' })
      .where('email', '=', email)
      .execute()
    // Ten that leave the window before the rest are spent: 110 wrong codes in all.
    answers.push(...(await hourlyShare(email)))
    advance(31 * DAY)
    for (let round = 0; round < 10; round++) {
      if (round > 0) advance(3 * DAY)
      answers.push(...(await hourlyShare(email)))
    }
    await server.afterAnswer.settled()
  }, 120_000)

  it('ASVS 6.3.1: the 100th wrong code within 30 days locks the account; older ones have left the window', () => {
    expect(answers).toHaveLength(110)
    expect(answers.slice(0, 109).map((answer) => answer.status)).toEqual(
      Array(109).fill(400),
    )
    const last = answers[109]!
    expect(last.status).toBe(403)
    expect(last.body.error).toMatchObject({
      kind: 'forbidden',
      fields: { account: 'admin_locked' },
    })
    expect(last.body.error.message).toMatch(/locked/)
  })

  it('ASVS 6.3.1: a locked account gets 403 from every admin call, a passkey session too', async () => {
    const tokens = await signIn(email)
    for (const name of [
      'adminSession',
      'adminSecondFactorCode',
      'adminSecondFactorVerify',
      'adminBookings',
    ] as const) {
      const refused = await adminCall(server, name, tokens, {
        ...(name === 'adminSecondFactorVerify' ? { code: '123456' } : {}),
      })
      expect(refused.status, name).toBe(403)
      expect(refused.body.error.fields, name).toEqual({
        account: 'admin_locked',
      })
    }
    // A passkey sign-in marks its session so (sessions.ts); the lock is the account's all the same.
    const passkey = await signIn(email)
    await server.database.db
      .updateTable('sessions')
      .set({ second_factor: 'passkey' })
      .where('user_id', '=', await userIdOf(email))
      .execute()
    for (const name of ['adminSession', 'adminBookings', 'auditLog'] as const) {
      const refused = await adminCall(server, name, passkey)
      expect(refused.status, name).toBe(403)
      expect(refused.body.error.fields, name).toEqual({
        account: 'admin_locked',
      })
    }
  })

  it('ASVS 6.3.4: the admin is told of the lock by mail, in their language, with no code or link', async () => {
    const subject =
      'Der Zugang Ihres Kontos zum Verwaltungsbereich ist gesperrt'
    const mails = (await mailsTo(server.database.db, email)).filter(
      (mail) => mail.subject === subject,
    )
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.text).not.toMatch(/\b\d{6}\b/)
    expect(mail!.text).toContain('100 falsche Codes')
    expect(mail!.text).toContain('Bitte ändern Sie es jetzt')
    expect(mail!.text).not.toMatch(/https?:|\/\//)
  })

  it('ASVS 6.3.1: only an operator’s admin:unlock releases the lock, and the account starts afresh', async () => {
    expect(
      await releaseAdminLock(server.database.db, 'nobody@example.com', now()),
    ).toBe('no_account')
    expect(
      await releaseAdminLock(server.database.db, admins.renewer, now()),
    ).toBe('not_locked')
    expect(
      await releaseAdminLock(
        server.database.db,
        ' Locked.Admin@example.com ',
        now(),
      ),
    ).toBe('released')
    const tokens = await signIn(email)
    const code = await mailedCode(email, tokens)
    // The budget is whole again: a wrong code is only wrong.
    expect((await verify(tokens, wrongOf(code))).status).toBe(400)
    expect((await verify(tokens, code)).body).toEqual({
      email,
      secondFactor: 'code',
    })
  })

  it('ASVS 16.3.1: the lock and its release are in the audit log', async () => {
    const userId = await userIdOf(email)
    const auditor = await verifiedAdmin(admins.renewer)
    const log = await adminCall(server, 'auditLog', auditor, {
      entity: 'admin_account',
      entityId: userId,
      page: '1',
      pageSize: '10',
    })
    expect(log.status).toBe(200)
    const [released, locked] = log.body.items
    expect(log.body.items).toHaveLength(2)
    expect(locked).toMatchObject({
      action: 'admin_locked',
      adminEmail: 'server',
      entityId: userId,
      before: null,
      after: { email, lockedAt: expect.any(String) },
    })
    expect(released).toMatchObject({
      action: 'admin_unlocked',
      adminEmail: 'operator (admin:unlock)',
      entityId: userId,
      before: { email, lockedAt: locked.after.lockedAt },
      after: null,
    })
  })
})
