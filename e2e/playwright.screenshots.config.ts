import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// The screenshots in docs/screenshots (issue 33), taken by `pnpm screenshots` against the same
// servers as the e2e suite; not part of `npm test`.
export default defineConfig({
  ...base,
  testDir: './docs',
  retries: 0,
  workers: 1,
  reporter: [['list']],
})
