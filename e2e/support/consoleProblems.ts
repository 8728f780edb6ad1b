import type { Page } from '@playwright/test'

/** Collects the page's uncaught errors and console errors, each with the address it came from. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) =>
    problems.push(`${page.url()}: ${error.message}`),
  )
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`${page.url()}: ${message.text()}`)
  })
  return problems
}
