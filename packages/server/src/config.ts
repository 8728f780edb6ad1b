import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DATABASE_WAIT_MS } from '#db/databaseBound'
import { readMetricsToken } from '#http/metrics'
import { readOverloadLimits, type OverloadLimits } from '#http/overload'
import { readTrustedProxies, type TrustedProxies } from '#http/proxy'
import { readSecurityConfig, type SecurityOptions } from '#http/security'
import {
  readStagingCredentials,
  type StagingCredentials,
} from '#http/stagingGate'
import { readAdminEmails } from './accounts/adminEmails'
import { readPasskeyConfig, type PasskeyConfig } from './accounts/passkeyConfig'
import {
  readSocialSettings,
  type SocialSettings,
} from './accounts/socialSettings'
import {
  readGatewaySettings,
  type GatewaySettings,
} from './payments/gatewaySettings'

export interface ServerConfig {
  port: number
  host: string
  /** postgres://... selects PostgreSQL; otherwise SQLite under dataDir. */
  databaseUrl: string | undefined
  dataDir: string
  /** How long a request waits for the database before it answers 503 (DATABASE_WAIT_MS, 5000). */
  databaseWaitMs: number
  hostSiteDir: string
  widgetDir: string
  /** How long search may reuse availability and answers (SEARCH_CACHE_MS, default 2000). */
  searchCacheMs: number
  /** WIDGET_ORIGINS, the RATE_LIMIT_* variables and MAP_STYLE_URL (the map page's tile style). */
  security: SecurityOptions
  /** The site's address as guests reach it, for links in mail (PUBLIC_BASE_URL). */
  publicBaseUrl: string
  /** STAGING_USERNAME and STAGING_PASSWORD: the staging gate, off unless both are set. */
  stagingGate: StagingCredentials | undefined
  /** ADMIN_EMAILS: up to four contact addresses whose members are admins (SPEC 6). */
  adminEmails: ReadonlySet<string>
  /** GOOGLE_*, MICROSOFT_* and FACEBOOK_*: the social sign-in providers, each off unless set. */
  socialSignIn: SocialSettings
  /** PASSKEY_RP_ID and PASSKEY_ORIGIN, by default from PUBLIC_BASE_URL (decision 018). */
  passkeys: PasskeyConfig
  /** STRIPE_* or the built-in test gateway's TEST_GATEWAY_* (decision 040). */
  paymentGateway: GatewaySettings
  /** How often the job making payments due under rates' policies runs (DUE_PAYMENTS_EVERY_MS, 15 minutes). */
  duePaymentsMs: number
  /** BOOKING_REMINDERS_EVERY_MS: how often stays left on the payment step are looked at (5 minutes). */
  bookingRemindersMs: number
  /** TRUST_PROXY: the balancers in front (issue 34); unset, the socket's address is the client's. */
  trustedProxies: TrustedProxies | undefined
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM, how long health says not ready while requests are still
   * answered, before the server closes; 3000 behind a balancer (TRUST_PROXY set), else 0.
   */
  shutdownDrainMs: number
  /** METRICS_TOKEN: the bearer token /metrics asks for (issue 34); unset, /metrics is off. */
  metricsToken: string | undefined
  /** OVERLOAD_*: past these a process answers 503 with Retry-After (issue 34). */
  overload: OverloadLimits
  /**
   * CALENDAR_FETCH_PRIVATE_NETWORKS=allow: the units' outside calendars may be on loopback or a
   * private network (a site on the hotel's own network); refused otherwise (SSRF, issue 35).
   */
  outsideCalendars: { allowPrivateNetworks: boolean }
  /**
   * WEBHOOK_PRIVATE_NETWORKS=allow: webhooks may post to loopback or a private network (a system
   * on the hotel's own network); refused otherwise (SSRF, decision 049).
   */
  webhooks: { allowPrivateNetworks: boolean }
}

// src/config.ts and dist/main.mjs both sit two folders below packages/, so one path serves both.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** How often a scheduled job runs, from `variable`: whole milliseconds, at least a second. */
function readEveryMs(
  env: NodeJS.ProcessEnv,
  variable: string,
  fallback: number,
): number {
  const value = Number(env[variable] ?? fallback)
  if (!Number.isInteger(value) || value < 1000)
    throw new Error(
      `${variable} must be a whole number of milliseconds, at least 1000, got "${env[variable]}"`,
    )
  return value
}

/** SHUTDOWN_DRAIN_MS: by default two of the balancer's health checks and a half (every second). */
function readShutdownDrainMs(
  env: NodeJS.ProcessEnv,
  trustedProxies: TrustedProxies | undefined,
): number {
  const value = env.SHUTDOWN_DRAIN_MS
  const ms = value ? Number(value) : trustedProxies ? 3000 : 0
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000)
    throw new Error(
      `SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 60000, got "${value}"`,
    )
  return ms
}

function readPrivateNetworks(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'refuse') return false
  if (value === 'allow') return true
  throw new Error(
    `CALENDAR_FETCH_PRIVATE_NETWORKS must be "allow" or "refuse", got "${value}"`,
  )
}

/** Reads the server's settings from the environment, with the documented defaults. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `PORT must be a whole number from 0 to 65535, got "${env.PORT}"`,
    )
  }
  const searchCacheMs = Number(env.SEARCH_CACHE_MS ?? 2000)
  if (!Number.isInteger(searchCacheMs) || searchCacheMs < 0) {
    throw new Error(
      `SEARCH_CACHE_MS must be a whole number of milliseconds, got "${env.SEARCH_CACHE_MS}"`,
    )
  }
  const databaseWaitMs = Number(env.DATABASE_WAIT_MS ?? DATABASE_WAIT_MS)
  if (!Number.isInteger(databaseWaitMs) || databaseWaitMs < 1) {
    throw new Error(
      `DATABASE_WAIT_MS must be a whole number of milliseconds above 0, got "${env.DATABASE_WAIT_MS}"`,
    )
  }
  const duePaymentsMs = readEveryMs(env, 'DUE_PAYMENTS_EVERY_MS', 15 * 60_000)
  const bookingRemindersMs = readEveryMs(
    env,
    'BOOKING_REMINDERS_EVERY_MS',
    5 * 60_000,
  )
  // Without SMTP, mail only reaches the outbox table, which staff read after a mailed code.
  if (env.NODE_ENV === 'production' && !env.SMTP_HOST?.trim()) {
    throw new Error(
      'SMTP_HOST must be set when NODE_ENV is production: without it no mail leaves the server',
    )
  }
  const publicBaseUrl = env.PUBLIC_BASE_URL || `http://localhost:${port}`
  const trustedProxies = readTrustedProxies(env.TRUST_PROXY)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseWaitMs,
    hostSiteDir: path.resolve(
      env.HOST_SITE_DIR ?? path.join(repoRoot, 'packages/host-site/dist'),
    ),
    searchCacheMs,
    security: readSecurityConfig(env),
    publicBaseUrl,
    stagingGate: readStagingCredentials(env),
    adminEmails: readAdminEmails(env.ADMIN_EMAILS),
    socialSignIn: readSocialSettings(env),
    passkeys: readPasskeyConfig(env, publicBaseUrl),
    paymentGateway: readGatewaySettings(env, publicBaseUrl),
    duePaymentsMs,
    bookingRemindersMs,
    trustedProxies,
    shutdownDrainMs: readShutdownDrainMs(env, trustedProxies),
    metricsToken: readMetricsToken(env.METRICS_TOKEN),
    overload: readOverloadLimits(env),
    outsideCalendars: {
      allowPrivateNetworks: readPrivateNetworks(
        env.CALENDAR_FETCH_PRIVATE_NETWORKS,
      ),
    },
    webhooks: {
      allowPrivateNetworks: readPrivateNetworks(env.WEBHOOK_PRIVATE_NETWORKS),
    },
    widgetDir: path.resolve(
      env.WIDGET_DIR ?? path.join(repoRoot, 'packages/widget/dist'),
    ),
  }
}
