import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Hydrated: the islands the server left are rendered, and the page's answers are in. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('.island-loading')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
}
