// The e2e suite's `test` and `expect`: Playwright's, extended with what the specs share (Epic
// Stack's playwright-utils). Specs import both from here, never from @playwright/test.
import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'
import { daysFromToday } from '@resort/test-fixtures'
import axe from 'axe-core'
import Database from 'better-sqlite3'
import { bookThroughApi, freeNightsFor } from './bookings'
import {
  registerConfirmedMember,
  signInThroughApi,
  type TestMember,
} from './members'
import { serverDatabaseFile, waitForMail, type OutboxMail } from './outbox'
import { signInAtProvider, type ProviderAccount } from './providers'
import {
  accountsOrigin,
  examplesOrigin,
  gatedOrigin,
  serverOrigin,
} from './servers'
import {
  addVirtualAuthenticator,
  type VirtualAuthenticator,
} from './virtualAuthenticator'

export { expect }

interface Stay {
  dateFrom: string
  dateTo: string
}

interface E2eOptions {
  /** The examples server's origin (support/servers.ts); a project may point it elsewhere. */
  examplesOrigin: string
}

interface E2eTestOptions {
  /**
   * The `cookie_consent` cookie the browser starts with on the resort's servers: by default the
   * visitor accepted all (decision 028), so the banner covers nothing and tracking is pushed;
   * `null` for a fresh visitor (cookie-consent.spec.ts).
   */
  cookieConsent: string | null
}

/** A visitor who accepted all cookies, as the cookie banner stores it. */
const ACCEPTED_ALL = 'v1.2026-11-26.analytics+marketing'

/**
 * Gives a context made in a test (browser.newContext) the accepted consent the test's own
 * context has, so that no cookie banner covers its pages.
 */
export async function acceptCookies(
  context: BrowserContext,
  value: string = ACCEPTED_ALL,
): Promise<void> {
  await context.addCookies(
    [serverOrigin, gatedOrigin, accountsOrigin].map((url) => ({
      name: 'cookie_consent',
      value,
      url,
    })),
  )
}

interface E2eFixtures {
  /**
   * A stay of `nights` from `firstDay` days ahead (UTC), moved on by a week per repeat, so that
   * repeated runs against one database do not book the same villas' last nights.
   */
  stayFrom: (firstDay: number, nights?: number) => Stay
  /** The villa microsite, its <resort-booking> set to the given stay. */
  micrositeUrl: (stay: Stay) => string
  /** Fails on any serious or critical axe violation on the page as it is now. */
  expectNoSeriousA11yViolations: () => Promise<void>
  /**
   * Runs `action` (the step forward to payment) and answers the guarantee of the server's quote
   * it caused: whether the payment step must ask for a card.
   */
  guaranteeQuotedBy: (action: () => Promise<void>) => Promise<string>
  /** Books a stay through the API (support/bookings.ts): where the manage-booking tests start. */
  bookThroughApi: (
    options: Parameters<typeof bookThroughApi>[1],
  ) => ReturnType<typeof bookThroughApi>
  /** A run of free nights for a booking's rooms (support/bookings.ts). */
  freeNightsFor: (
    token: string,
    fromDays: number,
    nights: number,
  ) => Promise<Stay>
  /** The service request the e2e server stored under an id, or undefined. */
  storedServiceRequest: (requestId: string) => StoredServiceRequest | undefined
  /** Waits for the `count`th mail the e2e server wrote to an address (support/outbox.ts). */
  waitForMail: (to: string, count?: number) => Promise<OutboxMail>
  /**
   * A new member registered and confirmed through the API on the baseURL's server (an address of
   * its own; the shared test member's password and name unless given; support/members.ts).
   */
  registerMember: (
    details?: Partial<TestMember> & { lang?: string },
  ) => Promise<TestMember>
  /** Signs a member in through the API in the page's browser (its cookies are the page's). */
  signInThroughApi: (
    member: Pick<TestMember, 'email' | 'password'>,
  ) => Promise<void>
  /**
   * Fills in the e2e provider's login page the page is on and signs in as the account (or
   * cancels; support/providers.ts).
   */
  signInAtProvider: (
    account: ProviderAccount & { cancel?: boolean },
  ) => Promise<void>
  /**
   * Chromium's virtual authenticator in the page's browser for the test (ctap2, internal,
   * resident keys, user verification; support/virtualAuthenticator.ts), removed afterwards.
   */
  virtualAuthenticator: VirtualAuthenticator
}

export const test = base.extend<E2eFixtures & E2eTestOptions, E2eOptions>({
  examplesOrigin: [examplesOrigin, { option: true, scope: 'worker' }],
  cookieConsent: [ACCEPTED_ALL, { option: true }],
  context: async ({ context, cookieConsent }, use) => {
    if (cookieConsent) await acceptCookies(context, cookieConsent)
    await use(context)
  },
  // Playwright reads a fixture's dependencies from this pattern; the stay depends on none.
  // eslint-disable-next-line no-empty-pattern
  stayFrom: async ({}, use, testInfo) => {
    await use((firstDay, nights = 3) => {
      const from = firstDay + testInfo.repeatEachIndex * 7
      return {
        dateFrom: daysFromToday(from),
        dateTo: daysFromToday(from + nights),
      }
    })
  },
  micrositeUrl: async ({ examplesOrigin }, use) => {
    await use(
      (stay) =>
        `${examplesOrigin}/partner-microsite/?date-from=${stay.dateFrom}&date-to=${stay.dateTo}`,
    )
  },
  expectNoSeriousA11yViolations: async ({ page }, use) => {
    await use(() => expectNoSeriousA11yViolations(page))
  },
  guaranteeQuotedBy: async ({ page }, use) => {
    await use((action) => guaranteeQuotedBy(page, action))
  },
  bookThroughApi: async ({ request }, use) => {
    await use((options) => bookThroughApi(request, options))
  },
  freeNightsFor: async ({ request }, use) => {
    await use((token, fromDays, nights) =>
      freeNightsFor(request, token, fromDays, nights),
    )
  },
  storedServiceRequest: async ({ baseURL }, use) => {
    const port = new URL(baseURL ?? '').port
    await use((requestId) => storedServiceRequest(port, requestId))
  },
  waitForMail: async ({ baseURL }, use) => {
    const port = new URL(baseURL ?? '').port
    await use((to, count) => waitForMail(port, to, count))
  },
  registerMember: async ({ request, waitForMail }, use) => {
    await use((details) =>
      registerConfirmedMember(request, waitForMail, details),
    )
  },
  signInThroughApi: async ({ page }, use) => {
    await use((member) => signInThroughApi(page.request, member))
  },
  signInAtProvider: async ({ page }, use) => {
    await use((account) => signInAtProvider(page, account))
  },
  virtualAuthenticator: async ({ page }, use) => {
    const authenticator = await addVirtualAuthenticator(page)
    await use(authenticator)
    await authenticator.remove()
  },
})

/** axe's violations (only those: their passes are not needed and cost time) on the page. */
async function axeViolations(page: Page) {
  // A crawler that checks many pages gives each document axe itself (withAxeOnEveryPage): it
  // runs in place, not injected anew for every check.
  if (await page.evaluate(() => 'axe' in window))
    return page.evaluate(
      async () =>
        (
          await (
            window as unknown as {
              axe: {
                run(
                  context: Document,
                  options: object,
                ): Promise<{ violations: AxeViolation[] }>
              }
            }
          ).axe.run(document, { resultTypes: ['violations'] })
        ).violations,
    )
  // axe.run in the page itself: the site and the partner pages hold no frames, so the default's
  // per-frame runs finished in a blank page of their own only add seconds to every check.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze()
  return violations
}

interface AxeViolation {
  id: string
  impact?: string | null
  nodes: { target: unknown }[]
}

/** Puts axe into every document the page opens, for a crawler's many checks. */
export async function withAxeOnEveryPage(page: Page): Promise<void> {
  await page.addInitScript({ content: axe.source })
}

async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const serious = (await axeViolations(page))
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical',
    )
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    )
  expect(serious).toEqual([])
}

async function guaranteeQuotedBy(
  page: Page,
  action: () => Promise<void>,
): Promise<string> {
  const quoted = page.waitForResponse(
    (response) =>
      response.url().includes('/final-price-quote') &&
      response.request().method() === 'POST',
  )
  await action()
  const quote = (await (await quoted).json()) as { guarantee: string }
  return quote.guarantee
}

/** A row of the server's service_requests table (booking and callback requests). */
interface StoredServiceRequest {
  id: string
  kind: string
  language: string
  email: string | null
  payload: Record<string, unknown>
}

/**
 * The request the e2e server on `port` stored under `requestId`, read straight from its SQLite
 * database (read-only): startServer.mjs notes where that database is.
 */
function storedServiceRequest(
  port: string,
  requestId: string,
): StoredServiceRequest | undefined {
  const db = new Database(serverDatabaseFile(port), {
    readonly: true,
    fileMustExist: true,
  })
  try {
    const row = db
      .prepare(
        'select id, kind, language, email, payload from service_requests where id = ?',
      )
      .get(requestId) as
      (Omit<StoredServiceRequest, 'payload'> & { payload: string }) | undefined
    return row && { ...row, payload: JSON.parse(row.payload) }
  } finally {
    db.close()
  }
}

/** Euros as the English widget shows them ('€1,502.00') in cents. */
export function centsOf(text: string | null): number {
  const amount = text?.match(/€\s?([\d,]+\.\d{2})/)?.[1]
  if (!amount) throw new Error(`No euro amount in ${JSON.stringify(text)}`)
  return Math.round(Number(amount.replaceAll(',', '')) * 100)
}

/** True when `target` has the focus, also inside shadow roots. */
function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement)
      active = active.shadowRoot.activeElement
    return active === element
  })
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves there. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 60 } = {},
): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

/** `target` has the focus, and an outline shows where. */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused()
  await expect(target).not.toHaveCSS('outline-style', 'none')
  await expect(target).not.toHaveCSS('outline-width', '0px')
}
