import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

describe('server configuration', () => {
  it('defaults to port 3000, SQLite and a 2-second search cache', () => {
    const config = readConfig({})
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      searchCacheMs: 2000,
      databaseWaitMs: 5000,
    })
    expect(config.dataDir).toMatch(/data$/)
  })

  it('refuses a port or cache age that is not a whole number, naming the variable', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => readConfig({ DUE_PAYMENTS_EVERY_MS: '50' })).toThrow(
      /DUE_PAYMENTS_EVERY_MS/,
    )
    expect(readConfig({}).duePaymentsMs).toBe(15 * 60_000)
    expect(readConfig({}).bookingRemindersMs).toBe(5 * 60_000)
    expect(() => readConfig({ BOOKING_REMINDERS_EVERY_MS: '1.5' })).toThrow(
      /BOOKING_REMINDERS_EVERY_MS/,
    )
    expect(() => readConfig({ SEARCH_CACHE_MS: '-5' })).toThrow(
      /SEARCH_CACHE_MS/,
    )
    expect(() => readConfig({ DATABASE_WAIT_MS: '0' })).toThrow(
      /DATABASE_WAIT_MS/,
    )
  })

  it('issue 34: /metrics is off without METRICS_TOKEN, and a short token stops the start', () => {
    expect(readConfig({}).metricsToken).toBeUndefined()
    const token = 'm'.repeat(32)
    expect(readConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token)
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN/,
    )
  })

  it('issue 34: overload limits default to 1000 ms of loop delay and no utilization limit, 0 turning one off', () => {
    expect(readConfig({}).overload).toMatchObject({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
    })
    expect(readConfig({}).overload.maxHeapUsedBytes).toBeGreaterThan(0)
    expect(
      readConfig({
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0.9',
        OVERLOAD_MAX_HEAP_USED_MB: '512',
      }).overload,
    ).toEqual({
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0.9,
      maxHeapUsedBytes: 512 * 1024 * 1024,
    })
    expect(() =>
      readConfig({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '98' }),
    ).toThrow(/OVERLOAD_MAX_EVENT_LOOP_UTILIZATION/)
    expect(() =>
      readConfig({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 'soon' }),
    ).toThrow(/OVERLOAD_MAX_EVENT_LOOP_DELAY_MS/)
  })

  it('refuses to start in production without SMTP, naming SMTP_HOST', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_HOST/)
    expect(() =>
      readConfig({ NODE_ENV: 'production', SMTP_HOST: ' ' }),
    ).toThrow(/SMTP_HOST/)
    expect(
      readConfig({
        NODE_ENV: 'production',
        SMTP_HOST: 'smtp.example.com',
        STRIPE_SECRET_KEY: 'sk_live_resort',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_resort',
        STRIPE_WEBHOOK_SECRET: 'whsec_resort',
      }).port,
    ).toBe(3000)
  })
})
