// @simplewebauthn/browser 13, the library the site's passkey buttons use, as a script for a page:
// its browser bundle defines `SimpleWebAuthnBrowser` on the page's window.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type * as SimpleWebAuthnBrowser from '@simplewebauthn/browser'

declare global {
  interface Window {
    /** Defined by installWebAuthnBrowser. */
    SimpleWebAuthnBrowser: typeof SimpleWebAuthnBrowser
  }
}

const require = createRequire(import.meta.url)
// The package exports only its entry (script/index.js); the bundle sits beside it in dist/.
const bundle = path.join(
  path.dirname(require.resolve('@simplewebauthn/browser')),
  '..',
  'dist',
  'bundle',
  'index.umd.min.js',
)

/**
 * Defines `window.SimpleWebAuthnBrowser` on the page as it is now (again after a navigation).
 * Evaluated through the DevTools protocol, so the site's strict CSP has no say.
 */
export async function installWebAuthnBrowser(page: Page): Promise<void> {
  await page.evaluate(readFileSync(bundle, 'utf8'))
}
