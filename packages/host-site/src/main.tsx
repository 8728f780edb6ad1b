import '@resort/widget/styles.css'
import './platform/styles/tokens.css'
import './platform/styles/fonts.css'
import './platform/styles/elements.css'
import './platform/styles/site.css'
import './platform/styles/consent.css'
// The accommodation pages' styles too (the home page shows property cards). A page loaded on
// demand brings its own, which the server links from its head (ssr/lazyPage.tsx).
import './platform/styles/accommodation.css'
import { resolveLanguage } from '@resort/core'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserSite } from './BrowserSite'
import { loadSiteTexts } from './platform/i18n/siteTexts'
import {
  afterHydration,
  holdEarlyClicks,
  holdEarlySubmits,
  readSiteData,
  whileHydrating,
} from './platform/ssr'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

// A page the server rendered (decision 027) is hydrated with the answers it was rendered with;
// the development server's empty page is rendered here. A form sent before the page has hydrated
// waits for it, and so does a button pressed meanwhile (ssr/earlyInput.ts).
const serverRendered = readSiteData() !== undefined
if (serverRendered) {
  const hydrated = new Promise<void>((resolve) =>
    afterHydration(() => resolve()),
  )
  holdEarlySubmits(hydrated)
  holdEarlyClicks(hydrated)
}
/**
 * Resolves once the browser has painted the server's markup. Hydrating at once kept the main
 * thread busy until the page had hydrated, and the first paint (the accommodation list's largest
 * one too) waited for it (issue 15). A hidden tab paints no frames: it hydrates a moment later.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 100)
  })

// The page's language's texts come first (the only ones this visitor loads).
void Promise.all([
  loadSiteTexts(resolveLanguage(location.pathname.split('/')[1])),
  serverRendered ? afterFirstPaint() : undefined,
]).then(() => {
  if (serverRendered) whileHydrating(() => hydrateRoot(root, <BrowserSite />))
  else createRoot(root).render(<BrowserSite />)
})
