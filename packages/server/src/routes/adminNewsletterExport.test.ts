import { randomUUID } from 'node:crypto'
import { endpoints, OPENAPI_PATH } from '@resort/core/api'
import { NEWSLETTER_CONSENT } from '@resort/core/newsletter'
import { member as testMember } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import {
  callAs,
  login,
  signedInMember,
  tokensOf,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { linkTokenIn, waitForMail } from '../testing/outbox'
import { startTestServer, type TestServer } from '../testing/testServer'

const ADMIN = 'export.admin@example.com'
const EXPORT = endpoints.newsletterSubscribersCsv
let server: TestServer
let staff: SessionTokens
beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] })
  staff = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
})

const db = () => server.database.db

/** Subscribes through the footer's call; confirmed with the mailed link when asked. */
async function subscribed(email: string, lang: string, confirm: boolean) {
  const asked = await callAs(server, endpoints.newsletterSubscription, {
    email,
    lang,
  })
  expect(asked.status).toBe(202)
  if (!confirm) return
  const mail = await waitForMail(db(), email)
  const confirmed = await callAs(server, endpoints.newsletterActivation, {
    token: linkTokenIn(mail),
  })
  expect(confirmed.status).toBe(200)
}

/**
 * A subscription as an older import or another door could have left it: the address is stored
 * as it came, so the export must be safe whatever it holds.
 */
async function storedSubscription(
  email: string,
  status: 'active' | 'unsubscribed',
  confirmedAt: string,
) {
  const id = randomUUID().replaceAll('-', '')
  await db()
    .insertInto('newsletter_subscriptions')
    .values({
      id,
      email,
      language: 'en',
      status,
      unsubscribe_token_hash: randomUUID(),
      confirm_token_hash: null,
      confirm_expires_at: null,
      created_at: confirmedAt,
      updated_at: confirmedAt,
      confirmed_at: confirmedAt,
      unsubscribed_at: status === 'unsubscribed' ? confirmedAt : null,
    })
    .execute()
}

const exportAs = (tokens: Partial<SessionTokens>) =>
  withTokens(server, EXPORT, tokens)

describe('newsletter subscribers export (issue 14)', () => {
  it('ASVS 1.2.10: lists only confirmed subscribers as RFC 4180 CSV, quotes commas and quotes, and neutralises a cell a spreadsheet would run as a formula', async () => {
    // The public form accepts an address that starts with '-': a formula to a spreadsheet.
    await subscribed('-2+3@example.com', 'hr', true)
    await subscribed('waiting@example.com', 'de', false)
    await storedSubscription(
      '=HYPERLINK("https://evil.example")@example.com',
      'active',
      '2026-01-02T03:04:05.000Z',
    )
    await storedSubscription(
      '"smith, jr"@example.com',
      'active',
      '2026-01-03T03:04:05.000Z',
    )
    await storedSubscription(
      'gone@example.com',
      'unsubscribed',
      '2026-01-04T03:04:05.000Z',
    )

    const response = await exportAs(staff)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const today = new Date().toISOString().slice(0, 10)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="newsletter-subscribers-${today}.csv"`,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const csv = await response.text()
    const lines = csv.split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(lines.slice(0, -1)).toEqual([
      'email,language,subscribed_at,consent_text_version',
      `"'=HYPERLINK(""https://evil.example"")@example.com",en,2026-01-02T03:04:05.000Z,`,
      '"""smith, jr""@example.com",en,2026-01-03T03:04:05.000Z,',
      expect.stringMatching(
        new RegExp(
          `^'-2\\+3@example\\.com,hr,${today}T[\\d:.]+Z,${NEWSLETTER_CONSENT.version}$`,
        ),
      ),
    ])
    expect(csv).not.toContain('waiting@example.com')
    expect(csv).not.toContain('gone@example.com')

    const log = await adminCall(server, 'auditLog', staff, {
      entity: 'newsletter',
    })
    expect(log.body.items[0]).toMatchObject({
      action: 'newsletter_exported',
      adminEmail: ADMIN,
      entityId: 'subscribers',
      before: null,
      after: { rows: 3 },
    })
  })

  it('is documented as a text/csv answer, its errors as JSON', async () => {
    const document = (await (
      await fetch(`${server.baseUrl}${OPENAPI_PATH}`)
    ).json()) as any
    const responses = document.paths[EXPORT.path].get.responses
    expect(Object.keys(responses['200'].content)).toEqual([
      'text/csv; charset=utf-8',
    ])
    expect(
      responses['200'].content['text/csv; charset=utf-8'].schema,
    ).toMatchObject({
      type: 'string',
    })
    expect(Object.keys(responses['403'].content)).toEqual(['application/json'])
  })

  it('ASVS 8.2.1: answers 401 signed out, 403 to a member who is not an admin and to an admin session without its second factor, as JSON, without a row and without an export in the audit log', async () => {
    const member = await signedInMember(server, {
      email: 'reader@example.com',
    })
    const withoutSecondFactor = tokensOf(
      await login(server, ADMIN, testMember.password),
    )
    const exports = async () =>
      (await adminCall(server, 'auditLog', staff, { entity: 'newsletter' }))
        .body.total as number
    const exportsBefore = await exports()
    for (const [tokens, status] of [
      [{}, 401],
      [member, 403],
      [withoutSecondFactor, 403],
    ] as const) {
      const response = await exportAs(tokens)
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const text = await response.text()
      expect(text).not.toContain('@example.com,')
      expect(JSON.parse(text).error.kind).toBe(
        status === 401 ? 'unauthorized' : 'forbidden',
      )
    }
    // A refused export is no export: nothing more in the audit log.
    expect(await exports()).toBe(exportsBefore)
  })
})
