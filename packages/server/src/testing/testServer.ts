import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PAYMENT_WEBHOOK_PATH } from '@resort/core/api'
import { buildTestGateway } from '@resort/test-gateway'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '#db/database'
import { migrateToLatest } from '#db/migrate'
import { seed } from '#db/seed'
import type { TrustedProxies } from '#http/proxy'
import type { SecurityOptions } from '#http/security'
import type { StagingCredentials } from '#http/stagingGate'
import { readAdminEmails } from '../accounts/adminEmails'
import { createAfterAnswer, type AfterAnswer } from '../accounts/afterAnswer'
import type { SocialClientOptions } from '../accounts/socialClients'
import type { SocialSettings } from '../accounts/socialSettings'
import { buildApp, type AppOptions } from '../app'
import type { OutsideCalendarFetchOptions } from '../calendars/outsideCalendarFetch'
import { createMailer, type MailEnv } from '../mail/mailer'
import type { WebhookPostOptions } from '../webhooks/webhookPost'

/** The test server's card gateway: the built-in test gateway on loopback, as `npm start` runs it. */
export const TEST_GATEWAY_KEYS = {
  secretKey: 'sk_test_server',
  publishableKey: 'pk_test_server',
}

/** What the test gateway signs its webhooks to the test server with. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_server'

export interface TestServer {
  app: FastifyInstance
  /** The test gateway's own HTTP server, its faults (answers Stripe's description does not allow). */
  gateway: ReturnType<typeof buildTestGateway>
  database: DatabaseHandle
  baseUrl: string
  dir: string
  /** The server's work after answers (account mails): tests wait for it to be done. */
  afterAnswer: AfterAnswer
  close: () => Promise<void>
}

export interface TestServerOptions {
  hostSiteDir?: string
  widgetDir?: string
  logStream?: { write(line: string): void }
  security?: SecurityOptions
  /** TRUST_PROXY for this server (issue 34). */
  trustedProxies?: TrustedProxies
  /** ADMIN_EMAILS for this server. */
  adminEmails?: string[]
  stagingGate?: StagingCredentials
  /** METRICS_TOKEN: /metrics answers the scraper holding it (issue 34); off when left out. */
  metricsToken?: string
  /** 0 rereads the catalog on every use, as happens when its snapshot has just expired. */
  catalogMaxAgeMs?: number
  /** How long search answers are reused; 0 unless told, as tests change inventory behind the server's back. */
  searchCacheMs?: number
  /** A port known beforehand (social sign-in's providers must know the callbacks); free when left out. */
  port?: number
  socialSignIn?: SocialSettings
  socialFetch?: SocialClientOptions['fetch']
  /** How long the server waits for a database connection before it answers 503 (decision 039). */
  databaseWaitMs?: number
  /** SMTP_* for the server's mailer (a loopback SMTP server); the outbox only when left out. */
  mailEnv?: MailEnv
  /** The clock of accounts and the admin area; the real one unless told. */
  now?: () => Date
  /** How often the job making payments due under rates' policies runs (15 minutes unless told). */
  duePaymentsMs?: number
  /**
   * 'stripe': the server configured as with Stripe's keys (its own card page at /payment/card),
   * its Stripe adapter still talking to the test gateway, which answers as Stripe does.
   */
  gatewayKind?: 'test' | 'stripe'
  /** How outside calendars are fetched (issue 35): tests serve theirs on loopback. */
  outsideCalendars?: Partial<OutsideCalendarFetchOptions>
  /** How webhook deliveries go out (decision 049): tests receive theirs on loopback. */
  webhooks?: Partial<WebhookPostOptions>
  /** How often deliveries due are tried (5 s unless told); a test driving the rounds itself sets it long. */
  webhookDeliveriesMs?: number
}

let serial = 0

/** A fresh PostgreSQL schema for one test server, so parallel test files never share data. */
async function createSchema(
  databaseUrl: string,
): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `test_${process.pid}_${++serial}_${Math.random().toString(36).slice(2, 8)}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create schema ${schema}`)
  return {
    schema,
    drop: () => admin(`drop schema if exists ${schema} cascade`),
  }
}

/**
 * Starts the real server on a free loopback port with a fresh SQLite file, or in a fresh schema
 * of TEST_DATABASE_URL (PostgreSQL) when that is set.
 */
export async function startTestServer(
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'resort-server-'))
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined
  const postgres = databaseUrl ? await createSchema(databaseUrl) : undefined
  const database = openDatabase({
    databaseUrl,
    sqliteFile: path.join(dir, 'test.sqlite'),
    ...(postgres ? { schema: postgres.schema } : {}),
    ...(options.databaseWaitMs ? { waitMs: options.databaseWaitMs } : {}),
  })
  await migrateToLatest(database)
  await seed(database.db)
  // A party of its own (decision 040): the server reaches it over HTTP through the Stripe adapter.
  const gateway = buildTestGateway(TEST_GATEWAY_KEYS)
  const gatewayBase = new URL(
    await gateway.app.listen({ port: 0, host: '127.0.0.1' }),
  )
  const afterAnswer = createAfterAnswer((error) =>
    console.error('work after an answer failed', error),
  )
  const app = await buildApp({
    database,
    afterAnswer,
    // Tests change inventory behind the server's back; they must see it at once.
    searchCacheMs: options.searchCacheMs ?? 0,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.security ? { security: options.security } : {}),
    ...(options.trustedProxies !== undefined
      ? { trustedProxies: options.trustedProxies }
      : {}),
    ...(options.stagingGate ? { stagingGate: options.stagingGate } : {}),
    ...(options.adminEmails
      ? { adminEmails: readAdminEmails(options.adminEmails.join(',')) }
      : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
    ...(options.catalogMaxAgeMs !== undefined
      ? { catalogMaxAgeMs: options.catalogMaxAgeMs }
      : {}),
    ...(options.port
      ? { publicBaseUrl: `http://127.0.0.1:${options.port}` }
      : {}),
    ...(options.socialSignIn ? { socialSignIn: options.socialSignIn } : {}),
    ...(options.socialFetch ? { socialFetch: options.socialFetch } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.duePaymentsMs ? { duePaymentsMs: options.duePaymentsMs } : {}),
    ...(options.outsideCalendars
      ? { outsideCalendars: options.outsideCalendars }
      : {}),
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    ...(options.webhookDeliveriesMs
      ? { webhookDeliveriesMs: options.webhookDeliveriesMs }
      : {}),
    ...(options.mailEnv
      ? { mailer: createMailer(database.db, options.mailEnv) }
      : {}),
    paymentGateway: {
      kind: options.gatewayKind ?? 'test',
      ...TEST_GATEWAY_KEYS,
      apiBase: gatewayBase,
      cardPage:
        options.gatewayKind === 'stripe'
          ? new URL('/payment/card', 'http://localhost:3000')
          : new URL('/card', gatewayBase),
      webhookSecret: TEST_WEBHOOK_SECRET,
    },
    mediaDir: path.join(dir, 'media'),
    hostSiteDir: options.hostSiteDir ?? path.join(dir, 'no-site'),
    widgetDir: options.widgetDir ?? path.join(dir, 'no-widget'),
  })
  const address = await app.listen({
    port: options.port ?? 0,
    host: '127.0.0.1',
  })
  gateway.webhooks.setEndpoint(
    `${address}${PAYMENT_WEBHOOK_PATH}`,
    TEST_WEBHOOK_SECRET,
  )
  return {
    app,
    gateway,
    database,
    baseUrl: address,
    dir,
    afterAnswer,
    close: async () => {
      await gateway.webhooks.settled()
      await app.close()
      await gateway.app.close()
      await database.db.destroy().catch(() => undefined)
      await postgres?.drop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Another app on a test server's database, as a second server process on it would be (issue 34),
 * listening on a port of its own; close it before the test server.
 */
export async function startAppOnSameDatabase(
  first: TestServer,
  options: Partial<AppOptions> = {},
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = await buildApp({
    database: first.database,
    mediaDir: path.join(first.dir, 'media'),
    hostSiteDir: path.join(first.dir, 'no-site'),
    widgetDir: path.join(first.dir, 'no-widget'),
    ...options,
  })
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, baseUrl }
}
