import { randomUUID } from 'node:crypto'
import { endpoints, type EndpointName } from '@resort/core/api'
import { member } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminCall,
  mailedAdminCode,
  verifiedAdmin,
} from '../testing/adminCalls'
import { qs } from '../testing/api'
import {
  callAs,
  createMember,
  login,
  tokensOf,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { linkTokenIn, mailsTo, waitForMail } from '../testing/outbox'
import { startTestServer, type TestServer } from '../testing/testServer'

// Issue 30: staff read the outbox, but never a credential in it (a link's token, a sign-in code),
// and "send again" never sends a credential twice.
const ADMIN = 'outbox.admin@example.com'
const OTHER_ADMIN = 'outbox.colleague@example.com'
let server: TestServer
let staff: SessionTokens
beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN, OTHER_ADMIN] })
  staff = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
})

/** A new session of the other admin: a code may be asked for once in 30 s per session. */
let colleague: Promise<unknown> | undefined
async function colleagueSession(): Promise<SessionTokens> {
  colleague ??= createMember(server, { email: OTHER_ADMIN })
  await colleague
  return tokensOf(await login(server, OTHER_ADMIN, member.password))
}

const db = () => server.database.db
const newAddress = () => `outbox.${randomUUID().slice(0, 8)}@example.com`
const asStaff = (name: EndpointName, input: Record<string, unknown> = {}) =>
  adminCall(server, name, staff, input)
const resetWith = (token: string, password: string) =>
  callAs(server, endpoints.resetPassword, { token, password })

/** A member who asked to reset the password: the address, the mail's outbox id and its token. */
async function memberWithResetMail() {
  const { email } = await createMember(server, { email: newAddress() })
  await callAs(server, endpoints.requestPasswordReset, { email, lang: 'en' })
  const token = linkTokenIn(await waitForMail(db(), email, 2))
  const listed = await asStaff('adminOutbox', { q: email })
  expect(listed.body.items[0]).toMatchObject({ subject: 'Set a new password' })
  return { email, token, id: listed.body.items[0].id as string }
}

describe('the outbox hides credentials from staff (issue 30)', () => {
  it('ASVS 14.2.6: the outbox shows staff a reset mail with its token hidden, and its search cannot find the token', async () => {
    const { token, id } = await memberWithResetMail()
    const opened = await asStaff('adminOutboxMail', { id })
    expect(opened.status).toBe(200)
    expect(opened.body.text).toContain('/en/reset-password#token=[hidden]')
    expect(JSON.stringify(opened.body)).not.toContain(token)
    expect(opened.body.resend).toBe('new_link')
    for (const q of [token, token.slice(0, 12)]) {
      const found = await asStaff('adminOutbox', { q })
      expect(found.status).toBe(200)
      expect(found.body.total).toBe(0)
    }
  })

  it('ASVS 14.2.6: an admin’s sign-in code stands in no subject of the outbox, nor in the mail staff open', async () => {
    const code = await mailedAdminCode(
      server,
      OTHER_ADMIN,
      await colleagueSession(),
    )
    const listed = await asStaff('adminOutbox', { pageSize: '100' })
    expect(listed.status).toBe(200)
    const codeMail = listed.body.items.find(
      (item: any) => item.to === OTHER_ADMIN,
    )
    expect(codeMail.subject).toBe('Your code for the admin area')
    expect(JSON.stringify(listed.body)).not.toContain(code)
    const opened = await asStaff('adminOutboxMail', { id: codeMail.id })
    expect(opened.body.text).toContain('enter this code: [hidden]')
    expect(JSON.stringify(opened.body)).not.toContain(code)
    expect((await asStaff('adminOutbox', { q: code })).body.total).toBe(0)
  })

  it('ASVS 14.2.6: a mail stored before purposes were kept is judged by its text: a code in its subject and a link’s token are hidden', async () => {
    const id = randomUUID().replaceAll('-', '')
    await db()
      .insertInto('mail_outbox')
      .values({
        id,
        to_address: 'legacy.admin@example.com',
        subject: 'Your code for the admin area: 152240',
        text_body: 'Enter this code: 152240',
        created_at: new Date().toISOString(),
        sent_at: null,
        error: null,
      })
      .execute()
    const listed = await asStaff('adminOutbox', { q: 'legacy.admin@' })
    expect(listed.body.items[0].subject).toBe(
      'Your code for the admin area: [hidden]',
    )
    const opened = await asStaff('adminOutboxMail', { id })
    expect(opened.body).toMatchObject({
      text: 'Enter this code: [hidden]',
      resend: 'new_code_at_sign_in',
    })
  })

  it('ASVS 8.2.3: no admin call hands out a reset mail’s hidden token', async () => {
    const { email, token, id } = await memberWithResetMail()
    // Every staff read, with the inputs that find this member and this mail where it takes some.
    const inputs: Partial<Record<EndpointName, Record<string, string>[]>> = {
      adminOutbox: [{ q: email }, { pageSize: '100' }],
      adminOutboxMail: [{ id }],
      adminMembers: [{ q: email }],
      adminBookings: [{ q: email }],
      auditLog: [{}, { q: email }],
    }
    const reads = (Object.keys(endpoints) as EndpointName[]).filter(
      (name) =>
        endpoints[name].path.startsWith('/api/v1/admin/') &&
        endpoints[name].method === 'GET',
    )
    expect(reads).toEqual(expect.arrayContaining(Object.keys(inputs)))
    for (const name of reads) {
      for (const input of inputs[name] ?? [{}]) {
        // As text: one of them answers CSV (the newsletter export).
        const answer = await withTokens(
          server,
          { method: 'GET', path: `${endpoints[name].path}?${qs(input)}` },
          staff,
        )
        expect(await answer.text(), name).not.toContain(token)
      }
    }
  })
})

describe('send again never sends a credential twice (issue 30)', () => {
  it('ASVS 6.4.6: sending a reset mail again mails the member a new working link that staff never see; the old mail stays as it was', async () => {
    const { email, token: oldToken, id } = await memberWithResetMail()
    const resent = await asStaff('resendMail', { id })
    expect(resent.status).toBe(202)
    expect(JSON.stringify(resent.body)).not.toContain(oldToken)

    const renewal = await waitForMail(db(), email, 3)
    const newToken = linkTokenIn(renewal)
    expect(newToken).not.toBe(oldToken)
    expect(renewal.subject).toBe('Set a new password')
    const opened = await asStaff('adminOutboxMail', { id: resent.body.id })
    expect(opened.body.text).toContain('#token=[hidden]')
    expect(JSON.stringify(opened.body)).not.toContain(newToken)
    const kept = await db()
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(kept.text_body).toContain(`#token=${oldToken}`)

    // Only the newest link counts: the old one is refused, the new one sets the password.
    const password = 'a fresh passphrase for 30'
    expect((await resetWith(oldToken, password)).status).toBe(410)
    expect((await resetWith(newToken, password)).status).toBe(200)
    expect((await login(server, email, password)).status).toBe(200)
    const log = await asStaff('auditLog', { entityId: id })
    expect(log.body.items[0]).toMatchObject({
      action: 'mail_resent',
      adminEmail: ADMIN,
      after: { id: resent.body.id, resend: 'new_link' },
    })
  })

  it('ASVS 6.4.1: sending a confirmation mail again mails a new link in place of the old while the address is unconfirmed, and nothing once it is', async () => {
    const email = newAddress()
    await callAs(server, endpoints.register, { ...member, email })
    const first = linkTokenIn(await waitForMail(db(), email, 1))
    const [mail] = (await asStaff('adminOutbox', { q: email })).body.items
    const resent = await asStaff('resendMail', { id: mail.id })
    expect(resent.status).toBe(202)
    const second = linkTokenIn(await waitForMail(db(), email, 2))
    expect(second).not.toBe(first)
    const stale = await callAs(server, endpoints.confirmEmail, { token: first })
    expect(stale.status).toBe(410)
    const confirmed = await callAs(server, endpoints.confirmEmail, {
      token: second,
    })
    expect(confirmed.status).toBe(200)

    const again = await asStaff('resendMail', { id: mail.id })
    expect(again.status).toBe(409)
    expect(again.body.error).toMatchObject({
      kind: 'conflict',
      fields: { id: 'already_confirmed' },
    })
    expect(await mailsTo(db(), email)).toHaveLength(2)
  })

  it('ASVS 6.6.2: an admin’s sign-in code mail cannot be sent again; staff are told the admin asks for a new code at sign-in', async () => {
    await mailedAdminCode(server, OTHER_ADMIN, await colleagueSession())
    const [codeMail] = (await asStaff('adminOutbox', { q: OTHER_ADMIN })).body
      .items
    const opened = await asStaff('adminOutboxMail', { id: codeMail.id })
    expect(opened.body.resend).toBe('new_code_at_sign_in')
    const before = (await mailsTo(db(), OTHER_ADMIN)).length
    const refused = await asStaff('resendMail', { id: codeMail.id })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({
      kind: 'conflict',
      fields: { id: 'new_code_at_sign_in' },
    })
    expect(refused.body.error.message).toMatch(
      /asks for a new code when signing in/,
    )
    expect(await mailsTo(db(), OTHER_ADMIN)).toHaveLength(before)
  })
})
