import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

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
