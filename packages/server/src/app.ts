import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyMultipart from '@fastify/multipart'
import {
  UNIT_CALENDAR_IMPORT_MINUTES,
  WEBHOOK_TIMEOUT_SECONDS,
} from '@resort/core/api'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { createChangeNotices } from '#db/changeNotices'
import type { DatabaseHandle } from '#db/database'
import { endpointRegistrar } from '#http/endpointRoutes'
import { registerErrorHandling } from '#http/errors'
import {
  backgroundStdout,
  loggerOptions,
  requestLog,
  requestLoggers,
} from '#http/logging'
import { recordJobRun, registerMetrics } from '#http/metrics'
import { registerOpenApi } from '#http/openapi'
import { registerOverload, type OverloadLimits } from '#http/overload'
import {
  answerWithRequestId,
  proxyOptions,
  type TrustedProxies,
} from '#http/proxy'
import { databaseRateLimitStore } from '#http/rateLimitStore'
import {
  bookingRateLimit,
  formsRateLimit,
  registerSecurity,
  type SecurityOptions,
} from '#http/security'
import { registerStagingGate, type StagingCredentials } from '#http/stagingGate'
import { registerStaticFiles, type StaticOptions } from '#http/static'
import { refuseNulCharacters, transportOptions } from '#http/transportErrors'
import { accountMailRoutes } from '#routes/accountMail'
import { adminRoutes } from '#routes/admin'
import { adminBookingRoutes } from '#routes/adminBookings'
import { adminContentRoutes } from '#routes/adminContent'
import { adminMediaRoutes, mediaUploadRoutes } from '#routes/adminMedia'
import { adminRateRoutes } from '#routes/adminRates'
import { authRoutes } from '#routes/auth'
import { bookingRoutes } from '#routes/booking'
import { contentRoutes } from '#routes/content'
import { erasureRoutes } from '#routes/erasure'
import { favouriteRoutes } from '#routes/favourites'
import { giftVoucherRoutes } from '#routes/giftVouchers'
import { googleFeedRoutes } from '#routes/googleFeeds'
import { googleLandingRoutes } from '#routes/googleLanding'
import { listUnsubscribeRoutes } from '#routes/listUnsubscribe'
import { loyaltyRoutes } from '#routes/loyalty'
import { mediaRoutes } from '#routes/media'
import { memberOfferRoutes } from '#routes/memberOffers'
import { memberProfileRoutes } from '#routes/memberProfile'
import { memberSessionRoutes } from '#routes/memberSessions'
import { newsletterRoutes } from '#routes/newsletter'
import { passkeyRoutes } from '#routes/passkeys'
import { paymentWebhookRoutes } from '#routes/paymentWebhook'
import { promoCodeRoutes } from '#routes/promoCodes'
import { reviewRoutes } from '#routes/reviews'
import { searchRoutes } from '#routes/search'
import { serviceRequestRoutes } from '#routes/serviceRequests'
import { siteIndexRoutes } from '#routes/siteIndex'
import { socialRedirectRoutes } from '#routes/socialRedirects'
import { socialSignInRoutes } from '#routes/socialSignIn'
import { stagingRoutes } from '#routes/staging'
import { systemRoutes } from '#routes/system'
import { unitCalendarImportRoutes } from '#routes/unitCalendarImports'
import { unitCalendarRoutes } from '#routes/unitCalendars'
import { webhookRoutes } from '#routes/webhooks'
import { loadAuthKeys } from './accounts/accessTokens'
import { createAfterAnswer, type AfterAnswer } from './accounts/afterAnswer'
import { createCallerResolver } from './accounts/callers'
import { createAccountDeps } from './accounts/createAccountDeps'
import { readPasskeyConfig, type PasskeyConfig } from './accounts/passkeyConfig'
import { sessionXsrfBinding } from './accounts/sessionCookies'
import {
  createSocialClients,
  type SocialClientOptions,
} from './accounts/socialClients'
import type { SocialSettings } from './accounts/socialSettings'
import { adminVisit, requireAdmin } from './admin/adminAccess'
import type { AppContext } from './appContext'
import { createBookingMails } from './booking/bookingMails'
import {
  bookingTokenSecret,
  createBookingTokens,
} from './booking/bookingTokens'
import { scheduleBookingReminders } from './bookingReminders/reminderRound'
import {
  OUTSIDE_CALENDAR_FETCH,
  type OutsideCalendarFetchOptions,
} from './calendars/outsideCalendarFetch'
import { scheduleUnitCalendarSync } from './calendars/unitCalendarSync'
import { createCatalogCache } from './catalog/catalogSnapshot'
import { bookingEarnsPoints } from './loyalty/earningBookings'
import type { LedgerDeps } from './loyalty/loyaltyDeps'
import { scheduleLoyaltySweep } from './loyalty/loyaltySweep'
import { settleStays } from './loyalty/stays'
import { createMailer, type Mailer } from './mail/mailer'
import { catalogLandscape } from './media/landscapes'
import { createPhotoStore } from './media/photoStore'
import { createNewsletterDeps } from './newsletter/createNewsletterDeps'
import { subscribeFromGuestForm } from './newsletter/doubleOptIn'
import { scheduleDuePayments } from './payments/duePayments'
import {
  readGatewaySettings,
  type GatewaySettings,
} from './payments/gatewaySettings'
import { stripeCardPageRoutes } from './payments/stripeCardPage/stripeCardPageRoutes'
import { createStripeGateway } from './payments/stripeGateway'
import { reviewStateOf } from './reviews/reviewState'
import { bookingReminderRoutes } from './routes/bookingReminders'
import { createSearchCache } from './search/availability'
import { reservationsEmailFrom } from './serviceRequests/serviceRequests'
import { shareCacheChanges } from './sharedCaches'
import { tellWebhooks } from './webhooks/bookingWebhooks'
import type { WebhookPostOptions } from './webhooks/webhookPost'
import {
  scheduleWebhookDeliveries,
  type WebhookDeps,
} from './webhooks/webhookRound'

export interface AppOptions extends StaticOptions {
  database: DatabaseHandle
  logger?: boolean
  /** How long search may reuse availability and answers; 0 computes every search afresh. */
  searchCacheMs?: number
  /** How long the catalog snapshot is reused (30 s); 0 rereads it on every use (tests). */
  catalogMaxAgeMs?: number
  /** How often the loyalty club's round runs (an hour; decision 021). */
  loyaltySweepMs?: number
  /** How often the job making payments due under rates' policies runs (issue 32). */
  duePaymentsMs?: number
  /** How often stays left on the payment step are reminded of (issue 35; 5 minutes). */
  bookingRemindersMs?: number
  /** How often the units' outside calendars are fetched (issue 35; 15 minutes). */
  unitCalendarSyncMs?: number
  /** How outside calendars are fetched; private networks refused when not given. */
  outsideCalendars?: Partial<OutsideCalendarFetchOptions>
  /** How webhook deliveries go out; private networks refused when not given (decision 049). */
  webhooks?: Partial<WebhookPostOptions>
  /** How often deliveries due are tried (5 s). */
  webhookDeliveriesMs?: number
  /** Which card gateway, and where (PAYMENT settings of config.ts); from the environment when not given. */
  paymentGateway?: GatewaySettings
  /** CORS origins and rate limits; without it any origin and no limits (tests). */
  security?: SecurityOptions
  /** Where mail goes; the outbox (plus SMTP when SMTP_HOST is set) when not given. */
  mailer?: Mailer
  /** The site's address as guests reach it, for links in mail (PUBLIC_BASE_URL). */
  publicBaseUrl?: string
  /** The staging gate's credential pair (STAGING_USERNAME, STAGING_PASSWORD); off when unset. */
  stagingGate?: StagingCredentials | undefined
  /** Where work after an answer runs; a new one when not given (tests pass theirs to wait for it). */
  afterAnswer?: AfterAnswer
  /** ADMIN_EMAILS: the contact addresses of the admins (SPEC 6); none when not given. */
  adminEmails?: ReadonlySet<string>
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void }
  /** The social sign-in providers (GOOGLE_*, MICROSOFT_*, FACEBOOK_*); none when not given. */
  socialSignIn?: SocialSettings
  /** How the server reaches the providers; tests route a provider's host to loopback. */
  socialFetch?: SocialClientOptions['fetch']
  /** The passkeys' relying party; from publicBaseUrl when not given. */
  passkeys?: PasskeyConfig
  /** The clock of accounts and the admin area; tests move it to pass hours and days. */
  now?: () => Date
  /** Where staff's photos are kept (DATA_DIR/media); a fresh temporary folder when not given. */
  mediaDir?: string
  /** Set by main.ts on SIGTERM: health answers 503 so the balancer stops sending (issue 34). */
  shutdown?: { draining: boolean }
  /** TRUST_PROXY: the balancers whose X-Forwarded-For and X-Request-Id count (issue 34). */
  trustedProxies?: TrustedProxies | undefined
  /** METRICS_TOKEN: /metrics answers only with it, and is off without it (issue 34). */
  metricsToken?: string | undefined
  /** OVERLOAD_*: past them a request is refused with 503; none checked when not given (tests). */
  overload?: OverloadLimits | undefined
}

/** The parts of the context built from the rest of it. */
type DomainDeps = 'accounts' | 'ledger' | 'newsletter' | 'memberBookingChanged'

/** Builds the one Fastify app that serves the API, the host site and the widget bundle. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logStream =
    options.logStream ?? (options.logger ? backgroundStdout() : undefined)
  const app = Fastify({
    logger: logStream
      ? { ...loggerOptions, level: 'info', stream: logStream }
      : false,
    ...(logStream
      ? {
          logController: requestLog(logStream),
          childLoggerFactory: requestLoggers,
        }
      : {}),
    bodyLimit: 64 * 1024,
    ...transportOptions,
    ...proxyOptions(options.trustedProxies),
  }).withTypeProvider<ZodTypeProvider>()
  answerWithRequestId(app)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  refuseNulCharacters(app)

  await app.register(fastifyCookie)
  // First of all the checks: without its pass nothing but health and the gate itself answers.
  if (options.stagingGate)
    registerStagingGate(app, options.stagingGate, options.hostSiteDir)
  // Answers above 1 KB go out compressed as the client asks (brotli, then gzip); built files are
  // precompressed at build, and a response that already has an encoding is left alone.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
  })
  // After the cookie plugin (the XSRF check reads cookies); before OpenAPI, routes and static
  // files, since helmet, CORS and the rate limiter attach to routes as they are added.
  const security = options.security ?? {
    corsOrigins: '*',
    rateLimits: { bookingPerMinute: 0, formsPerMinute: 0 },
  }
  // Loaded at start, once for the XSRF check and every route: a lazy load on a first request
  // could start inside a transaction.
  const authKeys = await loadAuthKeys(options.database.db)
  const publicBaseUrl = options.publicBaseUrl ?? 'http://localhost:3000'
  const gatewaySettings =
    options.paymentGateway ?? readGatewaySettings(process.env, publicBaseUrl)
  await registerSecurity(
    app,
    { ...security, cardPageOrigin: gatewaySettings.cardPage.origin },
    sessionXsrfBinding(options.database.db, authKeys),
    databaseRateLimitStore(options.database.db),
  )
  // Issue 34: the operator's /metrics (http/metrics.ts) and 503s under overload (http/overload.ts).
  const metrics = registerMetrics(app, options.database, options.metricsToken)
  await registerOverload(app, options.overload, metrics)
  await registerOpenApi(app)
  const notices = createChangeNotices(options.database, (error, what) =>
    app.log.warn({ err: error }, what),
  )
  app.addHook('onClose', () => notices.close())
  const { catalog, cache } = shareCacheChanges(
    {
      catalog: createCatalogCache(options.database.db, options.catalogMaxAgeMs),
      cache: createSearchCache(options.database.db, {
        maxAgeMs: options.searchCacheMs ?? 2000,
      }),
    },
    notices,
    (error, what) => app.log.error({ err: error }, what),
  )
  const mailer =
    options.mailer ?? createMailer(options.database.db, process.env)
  const afterAnswer =
    options.afterAnswer ??
    createAfterAnswer((error) =>
      app.log.error({ err: error }, 'work after an answer failed'),
    )
  const webhookDeps: WebhookDeps = {
    db: options.database.db,
    now: options.now ?? (() => new Date()),
    post: {
      allowPrivateNetworks: false,
      timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000,
      ...options.webhooks,
    },
  }
  const bookingMails = createBookingMails({
    db: options.database.db,
    catalog,
    publicBaseUrl,
  })
  // What the domains' dependencies below are built from.
  const shared: Omit<AppContext, DomainDeps> = {
    stagingGate: options.stagingGate,
    shutdown: options.shutdown ?? { draining: false },
    database: options.database,
    db: options.database.db,
    authKeys,
    catalog,
    photos: createPhotoStore(
      options.mediaDir ?? mkdtempSync(path.join(tmpdir(), 'resort-media-')),
    ),
    cache,
    // Every secret is loaded here, before any request: none is read inside a transaction.
    tokens: createBookingTokens(await bookingTokenSecret(options.database.db)),
    gateway: createStripeGateway(gatewaySettings),
    cardPage: { url: gatewaySettings.cardPage },
    logFailure: (error, what) => app.log.error({ err: error }, what),
    mailer,
    reservationsEmail: reservationsEmailFrom(),
    publicBaseUrl,
    adminEmails: options.adminEmails ?? new Set(),
    now: options.now ?? (() => new Date()),
    afterAnswer,
    passkeys: options.passkeys ?? readPasskeyConfig({}, publicBaseUrl),
    mapStyleUrl: security.mapStyleUrl,
    outsideCalendars: {
      ...OUTSIDE_CALENDAR_FETCH,
      ...options.outsideCalendars,
    },
    webhooks: webhookDeps,
    bookingFacts: {
      earnsPoints: bookingEarnsPoints,
      reviewState: reviewStateOf,
    },
    notify: async (event, booking, language, staffReason) => {
      await tellWebhooks(webhookDeps, afterAnswer, event, booking).catch(
        (error: unknown) =>
          app.log.error(
            { err: error, bookingId: booking.bookingId },
            'webhook event not stored',
          ),
      )
      try {
        await mailer.send(
          await bookingMails(event, booking, language, staffReason),
        )
      } catch (error) {
        // The booking stands; a mail that could not be stored is logged for staff to follow up.
        app.log.error(
          { err: error, bookingId: booking.bookingId },
          'booking mail not stored',
        )
      }
    },
    social: {
      clients: createSocialClients(options.socialSignIn ?? {}, {
        fetch: options.socialFetch,
      }),
      publicBaseUrl,
    },
  }
  // The domains' dependencies, built once and handed to every route module (STYLE.md).
  const newsletter = createNewsletterDeps(shared)
  const ledger: LedgerDeps = {
    db: options.database.db,
    kind: options.database.kind,
    now: shared.now,
  }
  const context: AppContext = {
    ...shared,
    accounts: createAccountDeps(shared),
    ledger,
    newsletter,
    memberBookingChanged: (memberId) =>
      afterAnswer.run(() => settleStays(ledger, memberId)),
    newsletterSignUp: (email, language) =>
      subscribeFromGuestForm(newsletter, email, language),
  }
  const stopSweep = scheduleLoyaltySweep(
    { ...context.ledger, mailer },
    options.loyaltySweepMs ?? 60 * 60_000,
    (error) => app.log.error({ err: error }, 'loyalty sweep failed'),
    (dueAt, began) => recordJobRun('loyalty_sweep', dueAt, began),
  )
  const stopDuePayments = scheduleDuePayments(
    context,
    options.duePaymentsMs ?? 15 * 60_000,
    (error) => app.log.error({ err: error }, 'due payments round failed'),
    (dueAt, began) => recordJobRun('due_payments', dueAt, began),
  )
  const stopCalendarSync = scheduleUnitCalendarSync(
    { ...ledger, cache, fetch: context.outsideCalendars },
    options.unitCalendarSyncMs ?? UNIT_CALENDAR_IMPORT_MINUTES * 60_000,
    (error) => app.log.error({ err: error }, 'unit calendar sync failed'),
    (dueAt, began) => recordJobRun('unit_calendar_sync', dueAt, began),
  )
  const stopReminders = scheduleBookingReminders(
    { ...context, mailer },
    options.bookingRemindersMs ?? 5 * 60_000,
    (error) => app.log.error({ err: error }, 'booking reminders round failed'),
    (dueAt, began) => recordJobRun('booking_reminders', dueAt, began),
  )
  const stopWebhooks = scheduleWebhookDeliveries(
    webhookDeps,
    options.webhookDeliveriesMs ?? 5000,
    (error) => app.log.error({ err: error }, 'webhook deliveries failed'),
    (dueAt, began) => recordJobRun('webhook_deliveries', dueAt, began),
  )
  // Stopped first: their last rounds may still write mails.
  app.addHook('onClose', stopSweep)
  app.addHook('onClose', stopReminders)
  app.addHook('onClose', stopDuePayments)
  app.addHook('onClose', stopCalendarSync)
  app.addHook('onClose', stopWebhooks)
  // Mails are written and delivered after the answer; let those under way finish before the
  // server stops, the writing first.
  app.addHook('onClose', async () => {
    await afterAnswer.settled()
    await mailer.settled()
  })
  const routeLimits = {
    booking: bookingRateLimit(security),
    forms: formsRateLimit(security),
  }
  const resolveCaller = createCallerResolver(context.accounts, {
    adminVisit,
    requireAdmin,
  })
  const handle = endpointRegistrar(app, routeLimits, resolveCaller)
  for (const routes of [
    systemRoutes,
    searchRoutes,
    contentRoutes,
    bookingRoutes,
    serviceRequestRoutes,
    stagingRoutes,
    authRoutes,
    accountMailRoutes,
    memberSessionRoutes,
    socialSignInRoutes,
    passkeyRoutes,
    loyaltyRoutes,
    favouriteRoutes,
    newsletterRoutes,
    erasureRoutes,
    adminRoutes,
    adminBookingRoutes,
    memberProfileRoutes,
    memberOfferRoutes,
    adminRateRoutes,
    adminContentRoutes,
    adminMediaRoutes,
    reviewRoutes,
    unitCalendarRoutes,
    unitCalendarImportRoutes,
    promoCodeRoutes,
    giftVoucherRoutes,
    googleFeedRoutes,
    bookingReminderRoutes,
    webhookRoutes,
  ])
    routes(handle, context)
  // The media library's upload (issue 33), the one API call that takes a form with a file: in a
  // context of its own, so the rest of the API stays JSON only. Its handler reads the file, within
  // its own limits, once the row's access was checked.
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { files: 1, fields: 10, parts: 11 },
    })
    mediaUploadRoutes(
      endpointRegistrar(uploads, routeLimits, resolveCaller),
      context,
    )
  })
  await app.register(socialRedirectRoutes(context, bookingRateLimit(security)))
  await app.register(listUnsubscribeRoutes(context, bookingRateLimit(security)))
  await app.register(googleLandingRoutes(context, bookingRateLimit(security)))
  await app.register(paymentWebhookRoutes(context))
  // With Stripe, the card page is the site's own (decision 040); the test gateway serves its own.
  if (gatewaySettings.kind === 'stripe')
    await app.register(
      stripeCardPageRoutes({
        db: context.db,
        publishableKey: gatewaySettings.publishableKey,
        publicBaseUrl,
        allowedParents: [
          new URL(publicBaseUrl).origin,
          ...(security.corsOrigins === '*' ? [] : security.corsOrigins),
        ],
      }),
    )
  await app.register(
    mediaRoutes({
      db: context.db,
      photos: context.photos,
      landscapeOf: async (kind, id) =>
        catalogLandscape(await context.catalog.get(), kind, id),
    }),
  )
  await app.register(siteIndexRoutes(context))
  await registerStaticFiles(app, { ...options, publicBaseUrl })
  return app
}
