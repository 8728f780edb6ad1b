import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import Database from 'better-sqlite3'

export const examplesOrigin = `http://127.0.0.1:${process.env.E2E_EXAMPLES_PORT ?? 3198}`

/** Fails on any serious or critical axe violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
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

/** A date n days from today, yyyy-MM-dd, as the date inputs take it. */
export function daysFromToday(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * A stay of `nights` from `firstDay` days ahead, moved on by a week per repeat, so that repeated
 * runs against one database do not book the same villas' last nights.
 */
export function stayFor(
  testInfo: { repeatEachIndex: number },
  firstDay: number,
  nights = 3,
): { dateFrom: string; dateTo: string } {
  const from = firstDay + testInfo.repeatEachIndex * 7
  return { dateFrom: daysFromToday(from), dateTo: daysFromToday(from + nights) }
}

/** The villa microsite, its <resort-booking> set to the given stay. */
export function micrositeUrl(stay: { dateFrom: string; dateTo: string }) {
  return `${examplesOrigin}/partner-microsite/?date-from=${stay.dateFrom}&date-to=${stay.dateTo}`
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

/** A row of the server's service_requests table (booking and callback requests). */
export interface StoredServiceRequest {
  id: string
  kind: string
  language: string
  email: string | null
  payload: Record<string, unknown>
}

/**
 * The request the e2e server stored under `requestId`, read straight from its SQLite database
 * (read-only): startServer.mjs notes where that database is. Undefined when there is no such row.
 */
export function storedServiceRequest(
  requestId: string,
): StoredServiceRequest | undefined {
  const port = process.env.E2E_SERVER_PORT ?? '3199'
  const dataDir = readFileSync(
    path.join(tmpdir(), `resort-e2e-server-${port}.datadir`),
    'utf8',
  )
  const db = new Database(path.join(dataDir, 'resort.sqlite'), {
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

/**
 * Runs `action` (the step forward to payment) and answers the guarantee of the server's quote it
 * caused: whether the payment step must ask for a card.
 */
export async function guaranteeQuotedBy(
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
