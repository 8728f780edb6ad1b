import { createHash } from 'node:crypto'
import {
  endpoints,
  LIST_UNSUBSCRIBE_PATH,
  NEWSLETTER_LIMITS,
} from '@resort/core/api'
import { NEWSLETTER_CONSENT } from '@resort/core/newsletter'
import { guest } from '@resort/test-fixtures'
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { book, bookingBody, findOffer } from '../testing/bookingFixtures'
import { callAs, signedInMember, withTokens } from '../testing/members'
import { linkTokenIn, mailsTo, waitForMail } from '../testing/outbox'
import { headerFieldsOf, startSmtp, type LoopbackSmtp } from '../testing/smtp'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
// Every test starts with no requests counted against the limits (they are tested on their own).
beforeEach(async () => {
  await db().deleteFrom('newsletter_requests').execute()
})

let serial = 0
const newAddress = (label = 'news') => `${label}-${++serial}@example.com`
const db = () => server.database.db

const answerOf = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
})

const subscribe = (body: Record<string, unknown>) =>
  callAs(server, endpoints.newsletterSubscription, body)
const activate = (token: string) =>
  callAs(server, endpoints.newsletterActivation, { token })

const subscriptionOf = (email: string) =>
  db()
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst()

const consentsOf = async (email: string) => {
  const row = await subscriptionOf(email)
  return (
    db()
      .selectFrom('newsletter_consents')
      .selectAll()
      .where('subscription_id', '=', row?.id ?? '')
      .orderBy('created_at')
      // Entries of one moment (a member's request and confirmation share it; on a fast machine a
      // confirmation and the next click may too) in the order a subscription lives them.
      .orderBy(
        sql`case event when 'requested' then 0 when 'confirmed' then 1 else 2 end`,
      )
      .execute()
  )
}

/** The List-Unsubscribe URL a stored mail's headers give. */
async function listUnsubscribeOf(to: string, count = 1): Promise<URL> {
  await waitForMail(db(), to, count)
  const rows = await db()
    .selectFrom('mail_outbox')
    .select('headers')
    .where('to_address', '=', to)
    .orderBy('created_at')
    .execute()
  const headers = JSON.parse(rows[count - 1]?.headers ?? '{}') as Record<
    string,
    string
  >
  const url = /^<([^>]+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1]
  if (!url) throw new Error(`no List-Unsubscribe header on the mail to ${to}`)
  return new URL(url)
}

/** POSTs a one-click unsubscription as a mailbox provider does: form body, no cookies. */
const oneClick = (url: URL, body = 'List-Unsubscribe=One-Click') =>
  fetch(`${server.baseUrl}${url.pathname}${url.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })

/** Subscribes an address and confirms it with the mailed link; active afterwards. */
async function activeSubscription(email: string, lang = 'en') {
  expect((await subscribe({ email, lang })).status).toBe(202)
  const mail = await waitForMail(db(), email)
  expect((await activate(linkTokenIn(mail))).status).toBe(200)
}

describe('newsletter: double opt-in', () => {
  it('SPEC 7 newsletter-subscription: a German request from the footer is pending, mails a formal German link to /de/newsletter-confirm#token=, and records the consent asked for', async () => {
    const email = newAddress()
    const answer = await subscribe({
      email: `  ${email.toUpperCase()} `,
      lang: 'de',
      source: 'footer',
    })
    expect(await answerOf(answer)).toEqual({
      status: 202,
      body: { next: 'check_email' },
    })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const mail = await waitForMail(db(), email)
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihr Newsletter-Abonnement')
    expect(mail.text).toContain('Bitte bestätigen Sie innerhalb von 7 Tagen')
    expect(mail.text).toMatch(
      /\nhttp:\/\/localhost:3000\/de\/newsletter-confirm#token=[\w-]{43}\n/,
    )
    // The mail quotes the consent text the confirmation gives, word for word.
    expect(mail.text).toContain(NEWSLETTER_CONSENT.texts.de)
    expect(await subscriptionOf(email)).toMatchObject({
      email,
      language: 'de',
      status: 'pending',
      confirmed_at: null,
    })
    const [requested] = await consentsOf(email)
    expect(requested).toMatchObject({
      event: 'requested',
      source: 'footer',
      language: 'de',
      text_version: NEWSLETTER_CONSENT.version,
      text_hash: createHash('sha256')
        .update(NEWSLETTER_CONSENT.texts.de)
        .digest('hex'),
      // The client's address only as its network.
      ip_prefix: '127.0.0.0/24',
    })
  })

  it('SPEC 7 newsletter-activation: posting the link’s token makes the subscription active and records the consent given', async () => {
    const email = newAddress()
    await subscribe({ email, lang: 'it' })
    const token = linkTokenIn(await waitForMail(db(), email))
    const confirmed = await activate(token)
    expect(await answerOf(confirmed)).toEqual({
      status: 200,
      body: { email, status: 'active' },
    })
    expect(await subscriptionOf(email)).toMatchObject({
      status: 'active',
      confirmed_at: expect.any(String),
      confirm_token_hash: null,
    })
    expect((await consentsOf(email)).map((c) => [c.event, c.source])).toEqual([
      ['requested', 'footer'],
      ['confirmed', 'email_link'],
    ])
    const [, given] = await consentsOf(email)
    expect(given).toMatchObject({
      language: 'it',
      text_version: NEWSLETTER_CONSENT.version,
      ip_prefix: '127.0.0.0/24',
    })
  })

  it('ASVS 3.5.3: fetching the mailed link (as a link scanner does) and GETs on the calls confirm nothing', async () => {
    const email = newAddress()
    await subscribe({ email })
    const mail = await waitForMail(db(), email)
    const link = new URL(/http:\S+#token=\S+/.exec(mail.text)![0])
    const token = linkTokenIn(mail)
    // The fragment never reaches a server; the page itself is only a page.
    await fetch(`${server.baseUrl}${link.pathname}`)
    const get = await fetch(
      `${server.baseUrl}${endpoints.newsletterActivation.path}?token=${token}`,
    )
    expect(get.status).not.toBe(200)
    expect((await subscriptionOf(email))?.status).toBe('pending')
    expect((await activate(token)).status).toBe(200)
  })

  it('ASVS 14.2.1: the confirmation token travels only in the link’s fragment and is stored only as its hash', async () => {
    const email = newAddress()
    await subscribe({ email })
    const mail = await waitForMail(db(), email)
    const token = linkTokenIn(mail)
    // Once in the mail, in the fragment; never in a query string.
    expect(mail.text.split(token)).toHaveLength(2)
    expect(mail.text).toContain(`#token=${token}`)
    const row = await subscriptionOf(email)
    expect(row?.confirm_token_hash).toBe(
      createHash('sha256').update(token).digest('hex'),
    )
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('issue 13 (bad input): a reused, an expired and an unknown confirm link are all link_invalid (410), and nothing changes', async () => {
    const email = newAddress()
    await subscribe({ email })
    const token = linkTokenIn(await waitForMail(db(), email))
    expect((await activate(token)).status).toBe(200)
    const reused = await answerOf(await activate(token))
    expect(reused).toMatchObject({
      status: 410,
      body: { error: { kind: 'link_invalid' } },
    })
    expect(await answerOf(await activate('x'.repeat(43)))).toEqual(reused)

    const late = newAddress()
    await subscribe({ email: late })
    const lateToken = linkTokenIn(await waitForMail(db(), late))
    // Seven days and a moment later.
    await db()
      .updateTable('newsletter_subscriptions')
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', late)
      .execute()
    expect(await answerOf(await activate(lateToken))).toEqual(reused)
    expect((await subscriptionOf(late))?.status).toBe('pending')
    expect(await consentsOf(late)).toHaveLength(1)
  })

  it('issue 13: a newer request mails a new link and ends the older one', async () => {
    const email = newAddress()
    await subscribe({ email })
    const first = linkTokenIn(await waitForMail(db(), email))
    await subscribe({ email, lang: 'hr' })
    const second = await waitForMail(db(), email, 2)
    expect(second.subject).toBe('Potvrdite prijavu na newsletter')
    expect((await activate(first)).status).toBe(410)
    expect((await activate(linkTokenIn(second))).status).toBe(200)
    expect((await subscriptionOf(email))?.language).toBe('hr')
  })

  it('issue 13 (no enumeration, as ASVS 6.3.8 asks of registration): new, pending, subscribed and unsubscribed addresses get the same answer; a subscribed one only a note, and stays subscribed', async () => {
    const subscribed = newAddress('subscribed')
    await activeSubscription(subscribed)
    const pending = newAddress('pending')
    await subscribe({ email: pending })
    await waitForMail(db(), pending)
    const unsubscribed = newAddress('unsubscribed')
    await activeSubscription(unsubscribed)
    expect((await oneClick(await listUnsubscribeOf(unsubscribed))).status).toBe(
      200,
    )
    await db().deleteFrom('newsletter_requests').execute()

    const answers = await Promise.all(
      [subscribed, pending, unsubscribed, newAddress('new')].map(
        async (email) => answerOf(await subscribe({ email, lang: 'sl' })),
      ),
    )
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answers[0]).toEqual({ status: 202, body: { next: 'check_email' } })

    const note = await waitForMail(db(), subscribed, 2)
    expect(note.subject).toBe('Naše e-novice že prejemate')
    expect(note.text).not.toContain('#token=')
    expect((await subscriptionOf(subscribed))?.status).toBe('active')
    // An unsubscribed address starts again from pending, with a new link.
    const again = await waitForMail(db(), unsubscribed, 2)
    expect(again.text).toContain('#token=')
    expect((await subscriptionOf(unsubscribed))?.status).toBe('pending')
  })

  it('refuses a malformed address or an unknown source with the field named, and stores nothing', async () => {
    const bad = await answerOf(await subscribe({ email: 'not-an-address' }))
    expect(bad).toMatchObject({
      status: 400,
      body: {
        error: { kind: 'missing_params', fields: { email: 'email_invalid' } },
      },
    })
    const source = await answerOf(
      await subscribe({ email: newAddress(), source: 'popup' }),
    )
    expect(source).toMatchObject({
      status: 400,
      body: { error: { fields: { source: expect.any(String) } } },
    })
    await server.afterAnswer.settled()
    expect(await mailsTo(db(), 'not-an-address')).toEqual([])
  })
})

describe('newsletter: limits', () => {
  it(`ASVS 2.4.1: at most ${NEWSLETTER_LIMITS.perAddress.requests} requests per address a day (rate_limited, Retry-After), whether or not the address is known`, async () => {
    const email = newAddress()
    for (let i = 0; i < NEWSLETTER_LIMITS.perAddress.requests; i++)
      expect((await subscribe({ email })).status).toBe(202)
    const refused = await subscribe({ email: email.toUpperCase() })
    expect(await answerOf(refused)).toMatchObject({
      status: 429,
      body: { error: { kind: 'rate_limited' } },
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(
      23 * 3600,
    )
    await server.afterAnswer.settled()
    expect(await mailsTo(db(), email)).toHaveLength(
      NEWSLETTER_LIMITS.perAddress.requests,
    )
    expect((await subscribe({ email: newAddress() })).status).toBe(202)
  })

  it(`ASVS 2.4.1: at most ${NEWSLETTER_LIMITS.perIp.requests} requests per client IP an hour, whatever the addresses`, async () => {
    for (let i = 0; i < NEWSLETTER_LIMITS.perIp.requests; i++)
      expect((await subscribe({ email: newAddress('ip') })).status).toBe(202)
    const refused = await answerOf(await subscribe({ email: newAddress('ip') }))
    expect(refused).toMatchObject({
      status: 429,
      body: { error: { kind: 'rate_limited' } },
    })
  })

  it('ASVS 2.4.1: the counters name no address or IP', async () => {
    const email = newAddress()
    await subscribe({ email })
    const keys = await db()
      .selectFrom('newsletter_requests')
      .select('key')
      .execute()
    expect(keys).toHaveLength(2)
    for (const { key } of keys) {
      expect(key).toMatch(/^[0-9a-f]{64}$/)
      expect(key).not.toContain('127.0.0.1')
    }
  })
})

describe('newsletter: unsubscribing (RFC 8058)', () => {
  it('RFC 8058: a one-click POST of List-Unsubscribe=One-Click to the mail’s List-Unsubscribe URL unsubscribes, without cookies or sign-in, answering 200, never a redirect', async () => {
    const email = newAddress()
    await activeSubscription(email)
    const url = await listUnsubscribeOf(email)
    expect(url.pathname).toBe(LIST_UNSUBSCRIBE_PATH)
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/)
    const response = await oneClick(url)
    expect(await answerOf(response)).toEqual({
      status: 200,
      body: { status: 'unsubscribed' },
    })
    expect(await subscriptionOf(email)).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_at: expect.any(String),
    })
    const withdrawn = (await consentsOf(email)).at(-1)
    expect(withdrawn).toMatchObject({
      event: 'withdrawn',
      source: 'list_unsubscribe',
      text_version: null,
    })
    // Clicking again is answered alike and records nothing more.
    expect(await answerOf(await oneClick(url))).toEqual({
      status: 200,
      body: { status: 'unsubscribed' },
    })
    expect(await consentsOf(email)).toHaveLength(3)
  })

  it('RFC 8058: takes the one-click body as multipart/form-data too', async () => {
    const email = newAddress()
    await activeSubscription(email)
    const url = await listUnsubscribeOf(email)
    const form = new FormData()
    form.set('List-Unsubscribe', 'One-Click')
    const response = await fetch(
      `${server.baseUrl}${url.pathname}${url.search}`,
      { method: 'POST', body: form },
    )
    expect(response.status).toBe(200)
    expect((await subscriptionOf(email))?.status).toBe('unsubscribed')
  })

  it('RFC 8058: the confirmation mail carries it too, so a pending request is withdrawn in one click', async () => {
    const email = newAddress()
    await subscribe({ email })
    const token = linkTokenIn(await waitForMail(db(), email))
    expect((await oneClick(await listUnsubscribeOf(email))).status).toBe(200)
    expect((await subscriptionOf(email))?.status).toBe('unsubscribed')
    // Its confirmation link no longer works.
    expect((await activate(token)).status).toBe(410)
  })

  it('ASVS 3.5.3: a GET of the List-Unsubscribe URL (a click, a link scanner) changes nothing: 303 to the unsubscribed page in the subscription’s language, the token in its fragment', async () => {
    const email = newAddress()
    await activeSubscription(email, 'de')
    const url = await listUnsubscribeOf(email)
    const response = await fetch(
      `${server.baseUrl}${url.pathname}${url.search}`,
      { redirect: 'manual' },
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      `/de/unsubscribed#token=${url.searchParams.get('token')}`,
    )
    expect((await subscriptionOf(email))?.status).toBe('active')
  })

  it('the unsubscribed page’s button posts the token (newsletter-unsubscribe); an unknown token is link_invalid there and in one click', async () => {
    const email = newAddress()
    await activeSubscription(email)
    const token = (await listUnsubscribeOf(email)).searchParams.get('token')!
    const page = await callAs(server, endpoints.newsletterUnsubscribe, {
      token,
    })
    expect(await answerOf(page)).toEqual({
      status: 200,
      body: { status: 'unsubscribed' },
    })
    expect((await consentsOf(email)).at(-1)?.source).toBe('unsubscribe_page')
    const unknown = 'y'.repeat(43)
    const refused = await answerOf(
      await callAs(server, endpoints.newsletterUnsubscribe, { token: unknown }),
    )
    expect(refused).toMatchObject({
      status: 410,
      body: { error: { kind: 'link_invalid' } },
    })
    const url = new URL(`${LIST_UNSUBSCRIBE_PATH}?token=${unknown}`, 'http://x')
    expect(await answerOf(await oneClick(url))).toEqual(refused)
  })

  it('RFC 8058: a POST without the one-click body unsubscribes nothing', async () => {
    const email = newAddress()
    await activeSubscription(email)
    const url = await listUnsubscribeOf(email)
    const response = await oneClick(url, 'List-Unsubscribe=Maybe')
    expect(await answerOf(response)).toMatchObject({
      status: 400,
      body: { error: { kind: 'missing_params' } },
    })
    expect((await subscriptionOf(email))?.status).toBe('active')
  })

  it('RFC 8058: every mail of a subscription carries the same List-Unsubscribe URL, its token derived and stored only as a hash', async () => {
    const email = newAddress()
    await activeSubscription(email)
    await subscribe({ email })
    const first = await listUnsubscribeOf(email, 1)
    const second = await listUnsubscribeOf(email, 2)
    expect(second.href).toBe(first.href)
    const token = first.searchParams.get('token')!
    expect((await subscriptionOf(email))?.unsubscribe_token_hash).toBe(
      createHash('sha256').update(token).digest('hex'),
    )
  })
})

describe('newsletter: the member’s choice in the profile', () => {
  it('ASVS 14.3.2: reading or setting it needs a signed-in member (401 otherwise) and is never cached', async () => {
    const read = await fetch(
      `${server.baseUrl}${endpoints.memberNewsletter.path}`,
    )
    expect(await answerOf(read)).toMatchObject({
      status: 401,
      body: { error: { kind: 'unauthorized' } },
    })
    const set = await callAs(server, endpoints.setMemberNewsletter, {
      subscribed: true,
    })
    expect(set.status).toBe(401)
  })

  it('a member’s confirmed address is subscribed at once from the profile (consent recorded, source profile) and unsubscribed again', async () => {
    const email = newAddress('member')
    const tokens = await signedInMember(server, { email })
    const read = await withTokens(server, endpoints.memberNewsletter, tokens)
    expect(await answerOf(read)).toEqual({
      status: 200,
      body: { status: 'unsubscribed' },
    })
    expect(read.headers.get('cache-control')).toBe('no-store')
    const on = await callAs(
      server,
      endpoints.setMemberNewsletter,
      { subscribed: true, lang: 'de' },
      tokens,
    )
    expect(await answerOf(on)).toEqual({
      status: 200,
      body: { status: 'active' },
    })
    expect((await consentsOf(email)).map((c) => [c.event, c.source])).toEqual([
      ['requested', 'profile'],
      ['confirmed', 'profile'],
    ])
    expect(
      await answerOf(
        await withTokens(server, endpoints.memberNewsletter, tokens),
      ),
    ).toEqual({ status: 200, body: { status: 'active' } })
    const off = await callAs(
      server,
      endpoints.setMemberNewsletter,
      { subscribed: false },
      tokens,
    )
    expect(await answerOf(off)).toEqual({
      status: 200,
      body: { status: 'unsubscribed' },
    })
    expect((await consentsOf(email)).at(-1)).toMatchObject({
      event: 'withdrawn',
      source: 'profile',
    })
  })

  it('ASVS 3.5.1: refuses the member’s change without the XSRF header', async () => {
    const email = newAddress('member')
    const tokens = await signedInMember(server, { email })
    const refused = await callAs(
      server,
      endpoints.setMemberNewsletter,
      { subscribed: true },
      tokens,
      { xsrf: false },
    )
    expect(refused.status).toBe(403)
    expect(await subscriptionOf(email)).toBeUndefined()
  })
})

describe('newsletter: the guest form’s box (SPEC 3)', () => {
  it('SPEC 3 guest form newsletter: a booking with the box ticked mails the booking’s address a confirmation link (source guest_form); the booking stands either way', async () => {
    const email = newAddress('guest')
    const offer = await findOffer(server.baseUrl, { guarantee: 'any' })
    const booked = await book(
      server.baseUrl,
      bookingBody(offer, {
        lang: 'it',
        guest: { ...guest, email, newsletter: true },
      }),
    )
    expect(booked.status).toBe(201)
    const mails = async () =>
      (await mailsTo(db(), email)).filter((mail) =>
        mail.text.includes('/newsletter-confirm#token='),
      )
    await server.afterAnswer.settled()
    const [confirmation] = await mails()
    expect(confirmation?.subject).toBe(
      'Confermi la Sua iscrizione alla newsletter',
    )
    expect(await consentsOf(email)).toMatchObject([
      { event: 'requested', source: 'guest_form', ip_prefix: null },
    ])

    // Over the address's limit the box mails nothing more, and the booking is still made.
    const unticked = newAddress('guest')
    const again = await book(
      server.baseUrl,
      bookingBody(offer, { guest: { ...guest, email: unticked } }),
    )
    expect(again.status).toBe(201)
    await server.afterAnswer.settled()
    expect(await subscriptionOf(unticked)).toBeUndefined()
    for (let i = 1; i < NEWSLETTER_LIMITS.perAddress.requests; i++)
      await subscribe({ email })
    const over = await book(
      server.baseUrl,
      bookingBody(offer, { guest: { ...guest, email, newsletter: true } }),
    )
    expect(over.status).toBe(201)
    await server.afterAnswer.settled()
    expect(await mails()).toHaveLength(NEWSLETTER_LIMITS.perAddress.requests)
  })
})

describe('newsletter mails through SMTP', () => {
  let smtp: LoopbackSmtp
  let mailing: TestServer
  beforeAll(async () => {
    smtp = await startSmtp()
    mailing = await startTestServer({
      mailEnv: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) },
    })
  })
  afterAll(async () => {
    await mailing?.close()
    await smtp?.close()
  })

  it('RFC 8058: the confirmation mail reaches a real SMTP server with List-Unsubscribe (the site’s URL with the subscription’s token; https in production) and List-Unsubscribe-Post: List-Unsubscribe=One-Click', async () => {
    const email = newAddress('smtp')
    const answer = await callAs(mailing, endpoints.newsletterSubscription, {
      email,
      lang: 'en',
    })
    expect(answer.status).toBe(202)
    await mailing.afterAnswer.settled()
    await mailing.app.close()
    const raw = smtp.messages.find((message) => message.includes(email))
    expect(raw).toBeDefined()
    const fields = headerFieldsOf(raw!)
    expect(fields.get('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/crm\/list-unsubscribe\?token=[\w-]{43}>$/,
    )
    expect(fields.get('list-unsubscribe-post')).toBe(
      'List-Unsubscribe=One-Click',
    )
    expect(fields.get('subject')).toBe(
      'Please confirm your newsletter subscription',
    )
  })
})

describe('newsletter in the API document', () => {
  it('documents the one-click route: its form bodies, 200 and 410 for the POST, 303 for the GET', async () => {
    const document = (await (
      await fetch(`${server.baseUrl}/api/v1/openapi.json`)
    ).json()) as {
      paths: Record<string, Record<string, any>>
    }
    const route = document.paths[LIST_UNSUBSCRIBE_PATH]!
    expect(Object.keys(route.post.responses).sort()).toEqual([
      '200',
      '400',
      '410',
      '500',
    ])
    expect(Object.keys(route.post.requestBody.content).sort()).toEqual([
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ])
    expect(Object.keys(route.get.responses)).toEqual(['303'])
  })
})
