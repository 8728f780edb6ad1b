import { randomUUID } from 'node:crypto'
import { endpoints, type EndpointName } from '@resort/core/api'
import { guest, member, reservationHolder } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall as callAdmin, mailedAdminCode } from '../testing/adminCalls'
import { post } from '../testing/api'
import { book, bookingBody, findOffer } from '../testing/bookingFixtures'
import { sampleInputs } from '../testing/endpointSamples'
import {
  login,
  signedInMember,
  tokensOf,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { mailsTo } from '../testing/outbox'
import { startTestServer, type TestServer } from '../testing/testServer'

const ADMIN = 'staff.admin@example.com'
let server: TestServer
let admin: SessionTokens
beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] })
  admin = await signedInMember(server, { email: ADMIN })
})
afterAll(async () => {
  await server.close()
})

const adminNames = (Object.keys(endpoints) as EndpointName[]).filter((name) =>
  endpoints[name].path.startsWith('/api/v1/admin/'),
)

const adminCall = (
  name: EndpointName,
  tokens: Partial<SessionTokens>,
  input = (sampleInputs[name] ?? {}) as Record<string, unknown>,
) => callAdmin(server, name, tokens, input)

const mailedCode = (tokens: SessionTokens) =>
  mailedAdminCode(server, ADMIN, tokens)

/** A new session of the admin, signed in with the password. */
const adminAgain = async () =>
  tokensOf(await login(server, ADMIN, member.password))

describe('who may use the admin area (SPEC 6)', () => {
  it('walks the endpoint table: every admin call exists', () => {
    expect(adminNames).toEqual([
      'adminSession',
      'adminSecondFactorCode',
      'adminSecondFactorVerify',
      'adminBookings',
      'adminPropertiesSearch',
      'adminPropertySearch',
      'adminMembers',
      'adminMemberPoints',
      'adjustMemberPoints',
      'auditLog',
      'adminOutbox',
      'adminOutboxMail',
      'resendMail',
      'adminRequests',
      'updateRequest',
      'adminBooking',
      'adminCancelBooking',
      'adminChangeQuote',
      'adminChangeBooking',
      'adminChargeFee',
      'adminRefundPayment',
      'adminDayPayments',
      'newsletterSubscribersCsv',
      'ratesGrid',
      'previewRateEdit',
      'saveRateEdit',
      'renameRatePlan',
      'adminContentPage',
      'saveContentPage',
      'saveContentEntry',
      'addContentEntry',
      'removeContentEntry',
      'adminReviews',
      'moderateReview',
      'adminMedia',
      'uploadMedia',
      'saveMedia',
      'reorderMedia',
      'removeMedia',
      'adminUnitCalendars',
      'rotateUnitCalendar',
      'addUnitCalendarImport',
      'refreshUnitCalendarImport',
      'removeUnitCalendarImport',
      'adminPromoCodes',
      'createPromoCode',
      'voidPromoCode',
      'adminGiftVouchers',
      'voidGiftVoucher',
      'refundGiftVoucher',
      'adminGoogleFeeds',
      'rotateGoogleFeeds',
      'adminWebhooks',
      'createWebhook',
      'rotateWebhookSecret',
      'removeWebhook',
      'webhookDeliveries',
      'replayWebhookDelivery',
    ])
  })

  it('ASVS 8.2.1: every admin endpoint answers 401 signed out and 403 to a member not on the list', async () => {
    const member = await signedInMember(server, {
      email: 'guest.member@example.com',
    })
    for (const name of adminNames) {
      const signedOut = await adminCall(name, {})
      expect(signedOut.status, `${name} signed out`).toBe(401)
      expect(signedOut.body.error.kind).toBe('unauthorized')
      const notAdmin = await adminCall(name, member)
      expect(notAdmin.status, `${name} as a member`).toBe(403)
      expect(notAdmin.body.error.kind).toBe('forbidden')
    }
  })

  it('ASVS 6.3.3: an admin signed in with a password reaches nothing until the session passes the mailed code', async () => {
    const tokens = admin
    expect((await adminCall('adminSession', tokens)).body).toEqual({
      email: ADMIN,
      secondFactor: null,
    })
    for (const name of [
      'adminBookings',
      'adminPropertiesSearch',
      'adminPropertySearch',
    ] as const) {
      const refused = await adminCall(name, tokens)
      expect(refused.status, name).toBe(403)
      expect(refused.body.error.fields).toEqual({
        session: 'second_factor_required',
      })
    }
    const code = await mailedCode(tokens)
    const wrong = code === '000000' ? '000001' : '000000'
    const refused = await adminCall('adminSecondFactorVerify', tokens, {
      code: wrong,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields).toEqual({ code: 'code_wrong' })
    const passed = await adminCall('adminSecondFactorVerify', tokens, { code })
    expect(passed.body).toEqual({ email: ADMIN, secondFactor: 'code' })
    expect((await adminCall('adminPropertiesSearch', tokens)).status).toBe(200)
    // Another session of the same admin has not passed it.
    const other = await adminAgain()
    expect((await adminCall('adminBookings', other)).status).toBe(403)
  })

  it('ASVS 6.6.2: a code works once, for its own session only', async () => {
    const first = await adminAgain()
    const second = await adminAgain()
    const code = await mailedCode(first)
    const elsewhere = await adminCall('adminSecondFactorVerify', second, {
      code,
    })
    expect(elsewhere.body.error.fields).toEqual({ code: 'code_expired' })
    expect(
      (await adminCall('adminSecondFactorVerify', first, { code })).status,
    ).toBe(200)
    const again = await adminCall('adminSecondFactorVerify', first, { code })
    expect(again.body.error.fields).toEqual({ code: 'code_expired' })
  })

  it('ASVS 6.6.3: five wrong tries burn the code, even against parallel guesses; the right one then fails too', async () => {
    const tokens = await adminAgain()
    const code = await mailedCode(tokens)
    const wrongCodes = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    )
    const answers = await Promise.all(
      wrongCodes.map((wrong) =>
        adminCall('adminSecondFactorVerify', tokens, { code: wrong }),
      ),
    )
    const wrongCounted = answers.filter(
      (answer) => answer.body.error?.fields?.code === 'code_wrong',
    )
    expect(wrongCounted.length).toBeLessThanOrEqual(4)
    const late = await adminCall('adminSecondFactorVerify', tokens, { code })
    expect(late.body.error.fields).toEqual({ code: 'code_expired' })
  })

  it('ASVS 6.6.1: a code expires after ten minutes; a new one is mailed at most every 30 s', async () => {
    const tokens = await adminAgain()
    const code = await mailedCode(tokens)
    const soon = await adminCall('adminSecondFactorCode', tokens)
    expect(soon.status).toBe(429)
    await server.database.db
      .updateTable('admin_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute()
    const expired = await adminCall('adminSecondFactorVerify', tokens, {
      code,
    })
    expect(expired.body.error.fields).toEqual({ code: 'code_expired' })
  })

  it('mails the code in the admin’s language, and keeps only its hash', async () => {
    const tokens = await adminAgain()
    await server.database.db
      .updateTable('users')
      .set({ language: 'hr' })
      .where('email', '=', ADMIN)
      .execute()
    const code = await mailedCode(tokens)
    const mails = await mailsTo(server.database.db, ADMIN)
    expect(mails.at(-1)?.subject).toBe('Vaš kod za administraciju')
    expect(mails.at(-1)?.text).toContain(`unesite ovaj kod: ${code}`)
    const stored = await server.database.db
      .selectFrom('admin_codes')
      .select('code_hash')
      .execute()
    expect(stored.map((row) => row.code_hash).join()).not.toContain(code)
  })
})

describe('the bookings search (issue 14)', () => {
  let staff: SessionTokens
  const booked: Array<{ bookingId: string; total: number }> = []
  beforeAll(async () => {
    staff = await adminAgain()
    await adminCall('adminSecondFactorVerify', staff, {
      code: await mailedCode(staff),
    })
    const guests = [
      ['Saša', 'Đurić', 'sasa.djuric@example.com'],
      ['Ana', 'Horvat', 'ana.h@example.com'],
      ['Marco', 'Rossi', 'marco_rossi@example.com'],
    ] as const
    for (const [i, [firstName, lastName, email]] of guests.entries()) {
      const offer = await findOffer(server.baseUrl, {
        guarantee: 'NOGUARANTEE',
        startInDays: 60 + i * 20,
      })
      const { status, body } = await book(
        server.baseUrl,
        bookingBody(offer, {
          reservationHolder: { ...reservationHolder, firstName, lastName },
          guest: { ...guest, firstName, lastName, email },
        }),
      )
      expect(status).toBe(201)
      booked.push({ bookingId: body.bookingId, total: body.totalPrice })
    }
  })

  const search = async (query: Record<string, string>) => {
    const answer = await adminCall('adminBookings', staff, query)
    expect(answer.status).toBe(200)
    return answer.body
  }

  it('finds a guest by name typed without accents, by part of the e-mail, and by booking number', async () => {
    const byName = await search({ q: 'sasa djuric' })
    expect(byName.items.map((item: any) => item.bookingId)).toEqual([
      booked[0]!.bookingId,
    ])
    expect(byName.items[0]).toMatchObject({
      guestName: 'Saša Đurić',
      email: 'sasa.djuric@example.com',
      status: 'confirmed',
    })
    expect((await search({ q: 'Đurić' })).total).toBe(1)
    expect((await search({ q: 'duric' })).total).toBe(1)
    expect((await search({ q: 'ANA.H@' })).total).toBe(1)
    // LIKE's own characters are matched as themselves.
    expect((await search({ q: 'marco_' })).total).toBe(1)
    expect((await search({ q: 'marco%' })).total).toBe(0)
    const byNumber = await search({ q: booked[2]!.bookingId.toLowerCase() })
    expect(byNumber.items.map((item: any) => item.bookingId)).toEqual([
      booked[2]!.bookingId,
    ])
  })

  it('sorts and pages on the server, with the total count', async () => {
    const all = await search({ sort: 'total', order: 'asc', pageSize: '100' })
    const totals = all.items.map((item: any) => item.totalPrice)
    expect(totals).toEqual([...totals].sort((a: number, b: number) => a - b))
    expect(all.total).toBe(all.items.length)
    const second = await search({
      sort: 'total',
      order: 'asc',
      pageSize: '1',
      page: '2',
    })
    expect(second.items).toEqual([all.items[1]])
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 1 })
  })

  it('filters by the stay’s dates (overlapping), property and status', async () => {
    const first = (await search({ q: booked[0]!.bookingId })).items[0]
    const overlapping = await search({
      from: first.checkIn,
      to: first.checkIn,
    })
    expect(overlapping.items.map((item: any) => item.bookingId)).toContain(
      first.bookingId,
    )
    const before = await search({ to: first.checkIn, from: first.checkIn })
    expect(
      before.items.every((item: any) => item.checkOut > first.checkIn),
    ).toBe(true)
    const atProperty = await search({ propertyId: first.propertyId })
    expect(
      atProperty.items.every(
        (item: any) => item.propertyId === first.propertyId,
      ),
    ).toBe(true)
    expect((await search({ status: 'cancelled' })).total).toBe(0)
  })

  it('refuses a bad query with its field, and finds nothing for a number nobody has', async () => {
    const refused = await adminCall('adminBookings', staff, {
      pageSize: '1000',
      sort: 'price',
    })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.error.fields).sort()).toEqual([
      'pageSize',
      'sort',
    ])
    expect((await search({ q: 'AA22222222' })).total).toBe(0)
  })
})

describe('SPEC 7 properties-search and property-search', () => {
  let staff: SessionTokens
  beforeAll(async () => {
    staff = await adminAgain()
    await adminCall('adminSecondFactorVerify', staff, {
      code: await mailedCode(staff),
    })
  })

  it('lists every property, or those whose name, place or region hold the words typed (accents aside)', async () => {
    const all = await adminCall('adminPropertiesSearch', staff, { lang: 'de' })
    expect(all.status).toBe(200)
    expect(all.body.items.length).toBeGreaterThan(3)
    const [first] = all.body.items
    expect(first).toMatchObject({
      propertyId: expect.any(String),
      currency: 'EUR',
      href: expect.stringMatching(/^\/de\//),
    })
    const city = first.city as string
    const found = await adminCall('adminPropertiesSearch', staff, {
      q: city.toUpperCase(),
    })
    expect(found.body.items.length).toBeGreaterThan(0)
    expect(found.body.items.length).toBeLessThan(all.body.items.length)
    expect(
      found.body.items.every((item: any) =>
        `${item.name} ${item.city} ${item.regionName}`
          .toLowerCase()
          .normalize('NFKD')
          .replace(/\p{M}/gu, '')
          .includes(
            city.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, ''),
          ),
      ),
    ).toBe(true)
  })

  it('answers one property with its unit types and rates, and not_found for an unknown one', async () => {
    const { items } = (await adminCall('adminPropertiesSearch', staff)).body
    const one = await adminCall('adminPropertySearch', staff, {
      propertyId: items[0].propertyId,
    })
    expect(one.status).toBe(200)
    expect(one.body.unitTypes.length).toBeGreaterThan(0)
    expect(one.body.rates[0]).toMatchObject({
      rateId: expect.any(String),
      name: expect.any(String),
      refundable: expect.any(Boolean),
    })
    const unknown = await adminCall('adminPropertySearch', staff, {
      propertyId: 'no-such-hotel',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.fields).toEqual({ propertyId: 'not_found' })
  })
})

describe('members and their points (issue 14)', () => {
  let staff: SessionTokens
  let memberTokens: SessionTokens
  let userId: string
  beforeAll(async () => {
    staff = await adminAgain()
    await adminCall('adminSecondFactorVerify', staff, {
      code: await mailedCode(staff),
    })
    memberTokens = await signedInMember(server, {
      email: 'club.points@example.com',
    })
    expect(
      (await withTokens(server, endpoints.joinClub, memberTokens)).status,
    ).toBe(200)
    const found = await adminCall('adminMembers', staff, {
      q: 'CLUB.POINTS@',
    })
    expect(found.body.items).toHaveLength(1)
    userId = found.body.items[0].userId
  })

  const adjust = (points: number, note: string, requestId = randomUUID()) =>
    adminCall('adjustMemberPoints', staff, { requestId, userId, points, note })

  it('finds a member by part of the address or by member number, with the club number and points', async () => {
    const [found] = (
      await adminCall('adminMembers', staff, { q: 'club.points' })
    ).body.items
    expect(found).toMatchObject({
      email: 'club.points@example.com',
      memberNumber: expect.stringMatching(/^\d{10}$/),
      earned: 0,
      pending: 0,
    })
    const byNumber = await adminCall('adminMembers', staff, {
      q: found.memberNumber,
    })
    expect(byNumber.body.items.map((item: any) => item.userId)).toEqual([
      userId,
    ])
    expect(
      (await adminCall('adminMembers', staff, { q: '%' })).body.items,
    ).toEqual([])
  })

  it('adds and takes earned points with a reason the member reads; a request sent again changes nothing; never below zero; each change in the audit log with before and after', async () => {
    const requestId = randomUUID()
    const added = await adjust(1000, 'Apology for the noisy room', requestId)
    expect(added.body).toEqual({ earned: 1000, pending: 0 })
    expect(
      (await adjust(1000, 'Apology for the noisy room', requestId)).body,
    ).toEqual({ earned: 1000, pending: 0 })
    const tooMuch = await adjust(-1500, 'Correction')
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.error.fields).toEqual({ points: 'insufficient_points' })
    expect((await adjust(-400, 'Booked twice by mistake')).body).toEqual({
      earned: 600,
      pending: 0,
    })

    const own = await withTokens(
      server,
      { method: 'GET', path: `${endpoints.pointsHistory.path}?lang=en` },
      memberTokens,
    )
    const { entries } = (await own.json()) as { entries: any[] }
    expect(
      entries.map((entry) => [entry.reason, entry.points, entry.note]),
    ).toEqual([
      ['adjustment', -400, 'Booked twice by mistake'],
      ['adjustment', 1000, 'Apology for the noisy room'],
    ])
    const seen = await adminCall('adminMemberPoints', staff, { userId })
    expect(seen.body.entries).toEqual(entries)

    const log = await adminCall('auditLog', staff, { entityId: userId })
    expect(
      log.body.items.map((item: any) => [
        item.action,
        item.adminEmail,
        item.before,
        item.after,
        item.note,
      ]),
    ).toEqual([
      [
        'points_adjusted',
        ADMIN,
        { earned: 1000 },
        { earned: 600 },
        'Booked twice by mistake',
      ],
      [
        'points_adjusted',
        ADMIN,
        { earned: 0 },
        { earned: 1000 },
        'Apology for the noisy room',
      ],
    ])
    expect(log.body.total).toBe(2)
  })

  it('refuses an adjustment of zero, without a reason, or for an account that is not in the club', async () => {
    const refused = await adminCall('adjustMemberPoints', staff, {
      requestId: randomUUID(),
      userId,
      points: 0,
      note: ' ',
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields).toEqual({
      points: 'not_zero',
      note: 'required',
    })
    const outsider = await adminCall('adjustMemberPoints', staff, {
      requestId: randomUUID(),
      userId: 'not-a-member',
      points: 10,
      note: 'Goodwill',
    })
    expect(outsider.status).toBe(404)
    expect(outsider.body.error.fields).toEqual({ userId: 'not_found' })
  })
})

describe('the outbox and the requests (issue 14)', () => {
  let staff: SessionTokens
  beforeAll(async () => {
    staff = await adminAgain()
    await adminCall('adminSecondFactorVerify', staff, {
      code: await mailedCode(staff),
    })
  })

  it('finds a mail by part of the address, reads it as sent, and sends it again; the audit log says who did', async () => {
    // A guest's booking mail (the bookings search booked it): one sent again as it was.
    const GUEST = 'ana.h@example.com'
    const found = await adminCall('adminOutbox', staff, {
      q: 'ANA.H@',
      pageSize: '100',
    })
    expect(found.status).toBe(200)
    expect(found.body.total).toBeGreaterThan(0)
    expect(found.body.items.every((item: any) => item.to === GUEST)).toBe(true)
    const [newest] = found.body.items
    const mail = await adminCall('adminOutboxMail', staff, { id: newest.id })
    expect(mail.body).toMatchObject({
      id: newest.id,
      to: GUEST,
      subject: newest.subject,
      headers: {},
      resend: 'as_sent',
    })
    expect(mail.body.text).toContain('/booking/modify?token=[hidden]')

    const resent = await adminCall('resendMail', staff, { id: newest.id })
    expect(resent.status).toBe(202)
    expect(resent.body.id).not.toBe(newest.id)
    const copy = await adminCall('adminOutboxMail', staff, {
      id: resent.body.id,
    })
    expect([copy.body.to, copy.body.subject, copy.body.text]).toEqual([
      GUEST,
      mail.body.subject,
      mail.body.text,
    ])
    const log = await adminCall('auditLog', staff, { entityId: newest.id })
    expect(log.body.items[0]).toMatchObject({
      action: 'mail_resent',
      adminEmail: ADMIN,
      entity: 'mail',
      after: { id: resent.body.id },
    })
    const unknown = await adminCall('resendMail', staff, { id: 'no-such-mail' })
    expect(unknown.status).toBe(404)
  })

  it('names the property of a booking request from the catalog, in the request’s language', async () => {
    const properties = await adminCall('adminPropertiesSearch', staff, {
      lang: 'de',
    })
    const property = properties.body.items[0]
    const sent = await post(server.baseUrl, '/api/v1/service/booking-request', {
      lang: 'de',
      firstName: 'Anna',
      lastName: 'Huber',
      email: 'anna.huber.property@example.com',
      phonenumber: '+43 664 1234567',
      country: 'AT',
      propertyId: property.propertyId,
      adults: 2,
      privacyConsent: true,
    })
    expect(sent.status).toBeLessThan(300)
    const listed = await adminCall('adminRequests', staff, { kind: 'booking' })
    expect(
      listed.body.items.find(
        (item: any) => item.email === 'anna.huber.property@example.com',
      ),
    ).toMatchObject({
      form: { propertyId: property.propertyId },
      propertyName: property.name,
    })
  })

  it('lists a guest’s call-back request as new, marks it in progress with a note, then done; each change in the audit log', async () => {
    const sent = await post(
      server.baseUrl,
      '/api/v1/service/callback-request',
      {
        lang: 'hr',
        name: 'Ivana Kovač',
        phonenumber: '091 234 5678',
        country: 'HR',
        email: 'ivana@example.com',
        timeWindow: 'afternoon',
        privacyConsent: true,
      },
    )
    expect(sent.status).toBeLessThan(300)
    const open = await adminCall('adminRequests', staff, {
      status: 'new',
      kind: 'callback',
    })
    const request = open.body.items.find(
      (item: any) => item.email === 'ivana@example.com',
    )
    expect(request).toMatchObject({
      kind: 'callback',
      language: 'hr',
      status: 'new',
      note: null,
      form: { name: 'Ivana Kovač', timeWindow: 'afternoon' },
      propertyName: null,
    })
    const working = await adminCall('updateRequest', staff, {
      id: request.id,
      status: 'in_progress',
      note: 'Called at 14:10, no answer; try again tomorrow.',
    })
    expect(working.body).toMatchObject({
      status: 'in_progress',
      note: 'Called at 14:10, no answer; try again tomorrow.',
    })
    // A note left out keeps the one there.
    const done = await adminCall('updateRequest', staff, {
      id: request.id,
      status: 'done',
    })
    expect(done.body.note).toBe(
      'Called at 14:10, no answer; try again tomorrow.',
    )
    expect(
      (
        await adminCall('adminRequests', staff, { status: 'new' })
      ).body.items.some((item: any) => item.id === request.id),
    ).toBe(false)
    const log = await adminCall('auditLog', staff, { entityId: request.id })
    expect(
      log.body.items.map((item: any) => [
        item.before.status,
        item.after.status,
      ]),
    ).toEqual([
      ['in_progress', 'done'],
      ['new', 'in_progress'],
    ])
    const refused = await adminCall('updateRequest', staff, {
      id: request.id,
      status: 'closed',
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields).toHaveProperty('status')
  })
})
