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
import { linkTokenIn, waitForMail } from '../testing/outbox'
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
    expect(opened.body.text).toBe('Enter this code: [hidden]')
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
