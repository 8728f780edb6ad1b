import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { daysFromToday } from '@resort/test-fixtures'
import Fastify from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#db/database'
import { migrateToLatest } from '#db/migrate'
import { seed } from '#db/seed'
import { endpointRegistrar } from '#http/endpointRoutes'
import { registerErrorHandling } from '#http/errors'
import { registerOpenApi } from '#http/openapi'
import type { AppContext } from '../appContext'
import { createMailer, type MailEnv, type Mailer } from '../mail/mailer'
import { call, post } from '../testing/api'
import { serviceRequestRoutes } from './serviceRequests'

const DESK = 'desk@resort.test'

interface ServiceApp {
  baseUrl: string
  mailer: Mailer
  close: () => Promise<void>
}

/** The service routes alone on a free loopback port, as buildApp registers them. */
async function startServiceApp(
  database: DatabaseHandle,
  env: MailEnv = {},
): Promise<ServiceApp> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  await registerOpenApi(app)
  const mailer = createMailer(database.db, env)
  app.addHook('onClose', () => mailer.settled())
  // Only what the service routes use of the app's context.
  const context = { db: database.db, mailer, reservationsEmail: DESK }
  serviceRequestRoutes(
    endpointRegistrar(app, { booking: false, forms: false }, () => {
      throw new Error('the service routes are public')
    }),
    context as AppContext,
  )
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  return { baseUrl, mailer, close: () => app.close() }
}

/** A loopback port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

let dir: string
let database: DatabaseHandle
let service: ServiceApp
let propertyId: string

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'resort-service-'))
  database = openDatabase({
    databaseUrl: undefined,
    sqliteFile: path.join(dir, 'test.sqlite'),
  })
  await migrateToLatest(database)
  await seed(database.db)
  propertyId = (
    await database.db
      .selectFrom('properties')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id
  service = await startServiceApp(database)
})
afterAll(async () => {
  await service?.close()
  await database?.db.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const bookingRequest = (fields: Record<string, unknown> = {}) => ({
  lang: 'de',
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna.huber@example.com',
  phonenumber: '+43 664 1234567',
  country: 'AT',
  propertyId,
  dateFrom: daysFromToday(60),
  dateTo: daysFromToday(67),
  adults: 2,
  children: 1,
  message: 'Wir reisen mit einem kleinen Hund.',
  privacyConsent: true,
  ...fields,
})

const callbackRequest = (fields: Record<string, unknown> = {}) => ({
  lang: 'hr',
  name: 'Ivana Kovač',
  phonenumber: '091 234 5678',
  country: 'HR',
  email: 'ivana@example.com',
  timeWindow: 'afternoon',
  privacyConsent: true,
  ...fields,
})

const sendBooking = (body: unknown, baseUrl = service.baseUrl) =>
  post(baseUrl, '/api/v1/service/booking-request', body)
const sendCallback = (body: unknown, baseUrl = service.baseUrl) =>
  post(baseUrl, '/api/v1/service/callback-request', body)

const storedRequests = (id: string) =>
  database.db
    .selectFrom('service_requests')
    .selectAll()
    .where('id', '=', id)
    .execute()

// Every mail of a request names its reference in the subject.
const mailsOf = (requestId: string) =>
  database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('subject', 'like', `%${requestId}%`)
    .orderBy('to_address')
    .execute()

async function rowCounts() {
  const count = async (table: 'service_requests' | 'mail_outbox') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    requests: await count('service_requests'),
    mails: await count('mail_outbox'),
  }
}

describe('booking request (POST /api/v1/service/booking-request)', () => {
  it('stores the request once and answers with its reference and tracking context', async () => {
    const { status, body } = await sendBooking(bookingRequest())
    expect(status).toBe(201)
    expect(body).toEqual({
      requestId: expect.stringMatching(/^BR-[0-9A-F]{10}$/),
      receivedAt: expect.any(String),
      context: 'Booking',
      crmEmail: 'anna.huber@example.com',
    })
    const rows = await storedRequests(body.requestId)
    expect(rows).toHaveLength(1)
    const [row] = rows
    expect(row).toMatchObject({
      kind: 'booking',
      language: 'de',
      email: 'anna.huber@example.com',
      created_at: body.receivedAt,
    })
    expect(JSON.parse(row!.payload)).toMatchObject({
      firstName: 'Anna',
      propertyId,
      adults: 2,
      children: 1,
      privacyConsent: true,
      newsletter: false,
    })
  })

  it('mails the desk in English and confirms to the guest in the request language', async () => {
    const { body } = await sendBooking(bookingRequest())
    const mails = await mailsOf(body.requestId)
    expect(mails.map((mail) => mail.to_address)).toEqual([
      'anna.huber@example.com',
      DESK,
    ])
    const [guest, desk] = mails
    expect(guest!.subject).toBe(
      `Wir haben Ihre Buchungsanfrage ${body.requestId} erhalten`,
    )
    expect(guest!.text_body).toContain('Guten Tag Anna Huber,')
    expect(guest!.text_body).toContain('Wir reisen mit einem kleinen Hund.')
    expect(desk!.subject).toContain(`Booking request ${body.requestId}`)
    expect(desk!.text_body).toContain('Language: de')
    expect(desk!.text_body).toContain(`(${propertyId})`)
    expect(desk!.text_body).toContain('Phone: +43 664 1234567')
  })

  it.each([
    ['en', 'We have received your booking request {id}'],
    ['de', 'Wir haben Ihre Buchungsanfrage {id} erhalten'],
    ['it', 'Abbiamo ricevuto la Sua richiesta di prenotazione {id}'],
    ['hr', 'Zaprimili smo Vaš upit za rezervaciju {id}'],
    ['sl', 'Prejeli smo vaše povpraševanje za rezervacijo {id}'],
  ])(
    'confirms to the guest in the request language (%s)',
    async (lang, subject) => {
      const { body } = await sendBooking(bookingRequest({ lang }))
      const guest = (await mailsOf(body.requestId)).find(
        (mail) => mail.to_address !== DESK,
      )
      expect(guest!.subject).toBe(subject.replace('{id}', body.requestId))
    },
  )

  it('accepts a stay far longer than the 30 nights of online booking, and no dates at all', async () => {
    const long = await sendBooking(
      bookingRequest({
        dateFrom: daysFromToday(30),
        dateTo: daysFromToday(120),
      }),
    )
    expect(long.status).toBe(201)
    const flexible = await sendBooking(
      bookingRequest({ dateFrom: undefined, dateTo: undefined }),
    )
    expect(flexible.status).toBe(201)
    const [guest] = await mailsOf(flexible.body.requestId)
    expect(guest!.text_body).toContain('Reisedaten: Flexibel')
  })

  it('reads a phone number without calling code with the guest country', async () => {
    const { status } = await sendBooking(
      bookingRequest({ phonenumber: '0664 1234567', country: 'at' }),
    )
    expect(status).toBe(201)
  })

  it('names each missing field with a code and stores nothing', async () => {
    const before = await rowCounts()
    const { status, body } = await sendBooking({ lang: 'en' })
    expect(status).toBe(400)
    expect(body.error.kind).toBe('missing_params')
    expect(body.error.fields).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phonenumber: 'required',
      country: 'required',
      privacyConsent: 'consent_required',
    })
    expect(await rowCounts()).toEqual(before)
  })

  it('names each invalid field with its code', async () => {
    const { status, body } = await sendBooking(
      bookingRequest({
        email: 'anna.huber@',
        phonenumber: '+43 1',
        country: 'Austria',
        adults: 0,
        children: 1.5,
        message: 'x'.repeat(2001),
        dateFrom: daysFromToday(20),
        dateTo: daysFromToday(20),
        newsletter: 'yes',
      }),
    )
    expect(status).toBe(400)
    expect(body.error.kind).toBe('missing_params')
    expect(body.error.fields).toEqual({
      email: 'email_invalid',
      phonenumber: 'phone_invalid',
      country: 'country_invalid',
      adults: 'too_small',
      children: 'whole_number',
      message: 'too_long',
      dateTo: 'date_to_not_after_date_from',
      newsletter: 'invalid_type',
    })
  })

  it('refuses dates in the past, half a pair of dates and a stay over a year', async () => {
    const past = await sendBooking(
      bookingRequest({ dateFrom: daysFromToday(-1), dateTo: daysFromToday(3) }),
    )
    expect(past.body.error.fields).toEqual({ dateFrom: 'date_from_in_past' })
    const half = await sendBooking(bookingRequest({ dateTo: undefined }))
    expect(half.body.error.fields).toEqual({ dateTo: 'required' })
    const tooLong = await sendBooking(
      bookingRequest({
        dateFrom: daysFromToday(10),
        dateTo: daysFromToday(400),
      }),
    )
    expect(tooLong.body.error.fields).toEqual({ dateTo: 'stay_too_long' })
  })

  it('refuses a privacy consent that is not literally true and stores nothing', async () => {
    const before = await rowCounts()
    for (const privacyConsent of [false, 'true', 1, undefined]) {
      const { status, body } = await sendBooking(
        bookingRequest({ privacyConsent }),
      )
      expect(status).toBe(400)
      expect(body.error.fields).toEqual({ privacyConsent: 'consent_required' })
    }
    expect(await rowCounts()).toEqual(before)
  })

  it('refuses a preferred property that does not exist and stores nothing', async () => {
    const before = await rowCounts()
    const { status, body } = await sendBooking(
      bookingRequest({ propertyId: 'no-such-property' }),
    )
    expect(status).toBe(400)
    expect(body.error).toMatchObject({
      kind: 'missing_params',
      fields: { propertyId: 'not_found' },
    })
    expect(await rowCounts()).toEqual(before)
  })
})

describe('callback request (POST /api/v1/service/callback-request)', () => {
  it('stores the request, mails the desk and confirms to the guest in the request language', async () => {
    const { status, body } = await sendCallback(callbackRequest())
    expect(status).toBe(201)
    expect(body).toEqual({
      requestId: expect.stringMatching(/^CB-[0-9A-F]{10}$/),
      receivedAt: expect.any(String),
      context: 'Callback',
      crmEmail: 'ivana@example.com',
    })
    const [row] = await storedRequests(body.requestId)
    expect(row).toMatchObject({
      kind: 'callback',
      language: 'hr',
      email: 'ivana@example.com',
    })
    expect(JSON.parse(row!.payload)).toMatchObject({
      name: 'Ivana Kovač',
      phonenumber: '091 234 5678',
      timeWindow: 'afternoon',
    })
    const mails = await mailsOf(body.requestId)
    expect(mails.map((mail) => mail.to_address)).toEqual([
      DESK,
      'ivana@example.com',
    ])
    const [desk, guest] = mails
    expect(desk!.subject).toContain('afternoon')
    expect(guest!.subject).toBe(
      `Zaprimili smo Vaš zahtjev za povratni poziv ${body.requestId}`,
    )
    expect(guest!.text_body).toContain('Željeno vrijeme: Poslijepodne')
  })

  it('mails only the desk when the guest gave no email, and has no crm email', async () => {
    const { status, body } = await sendCallback(
      callbackRequest({ email: undefined, timeWindow: undefined }),
    )
    expect(status).toBe(201)
    expect(body.crmEmail).toBeNull()
    const mails = await mailsOf(body.requestId)
    expect(mails.map((mail) => mail.to_address)).toEqual([DESK])
    expect(mails[0]!.text_body).toContain('Preferred time: Any time')
    const [row] = await storedRequests(body.requestId)
    expect(row!.email).toBeNull()
  })

  it('names each missing or invalid field with a code and stores nothing', async () => {
    const before = await rowCounts()
    const missing = await sendCallback({})
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields).toEqual({
      name: 'required',
      phonenumber: 'required',
      privacyConsent: 'consent_required',
    })
    const invalid = await sendCallback(
      callbackRequest({
        phonenumber: '12',
        email: 'ivana',
        timeWindow: 'night',
        privacyConsent: false,
      }),
    )
    expect(invalid.status).toBe(400)
    expect(invalid.body.error).toMatchObject({
      kind: 'missing_params',
      fields: {
        phonenumber: 'phone_invalid',
        email: 'email_invalid',
        timeWindow: 'time_window_invalid',
        privacyConsent: 'consent_required',
      },
    })
    expect(await rowCounts()).toEqual(before)
  })
})

describe('service routes', () => {
  it('answer a body that is not a JSON object with a 400, never a 500', async () => {
    for (const body of ['{"lang":', '[]', '"text"']) {
      const { status, body: answer } = await call(
        service.baseUrl,
        '/api/v1/service/callback-request',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        },
      )
      expect(status).toBe(400)
      expect(answer.error.kind).toBe('missing_params')
    }
  })

  it('are described in the OpenAPI document under the service tag', async () => {
    const { body } = await call(service.baseUrl, '/api/v1/openapi.json')
    for (const path of [
      '/api/v1/service/booking-request',
      '/api/v1/service/callback-request',
    ]) {
      expect(body.paths[path].post.tags).toEqual(['service'])
      expect(body.paths[path].post.responses['201']).toBeDefined()
    }
  })
})

describe('mail delivery', () => {
  it('keeps the messages in the outbox, unsent and without error, when SMTP is unset', async () => {
    const { body } = await sendBooking(bookingRequest())
    await service.mailer.settled()
    const mails = await mailsOf(body.requestId)
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      expect(mail.sent_at).toBeNull()
      expect(mail.error).toBeNull()
    }
  })

  it('still stores the request when SMTP fails, and records the error on each outbox row once', async () => {
    const failing = await startServiceApp(database, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(await closedPort()),
    })
    try {
      const booking = await sendBooking(bookingRequest(), failing.baseUrl)
      const callback = await sendCallback(callbackRequest(), failing.baseUrl)
      expect([booking.status, callback.status]).toEqual([201, 201])
      await failing.mailer.settled()
      for (const { body } of [booking, callback]) {
        expect(await storedRequests(body.requestId)).toHaveLength(1)
        const mails = await mailsOf(body.requestId)
        expect(mails).toHaveLength(2)
        for (const mail of mails) {
          expect(mail.sent_at).toBeNull()
          expect(mail.error).toMatch(/ECONNREFUSED|connect/i)
        }
      }
    } finally {
      await failing.close()
    }
  })
})
