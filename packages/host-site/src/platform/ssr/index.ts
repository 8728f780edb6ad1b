// The site's server rendering and hydration (decisions 027, 030), reached through this module
// alone: which tool to use when is decision 030's table. ESLint refuses imports of the files
// inside from anywhere else, and ssr/ imports nothing of api/ (the data hook builds on it).

// Parts of a page and what they keep while it hydrates.
export { ClientOnly } from './ClientOnly'
export { HydrateLater } from './HydrateLater'
export { Island } from './Island'
export { STATIC_PART_ATTRIBUTE, StaticPart } from './StaticPart'
export { lazyPage, lazyPages } from './lazyPage'
export { Redirect } from './Redirect'
export { useHydrated } from './useHydrated'
export { useServerText } from './useServerText'

// What a page says of itself on the server, and the answers it hands to the browser.
export {
  newServerPage,
  ServerPageContext,
  usePageCookies,
  usePageStatus,
  useServerPage,
  type PreloadImage,
  type ServerPage,
} from './serverPage'
export { DEFERRED_TO_BROWSER } from './deferred'
export { serverApi } from './serverApi'
export {
  forgetHydratedAnswer,
  hydratedAnswer,
  readSiteData,
  siteDataJson,
} from './siteData'

// The hydration phase, as the two entries (main.tsx, entry-server.tsx) and texts loaded on demand
// use it; a page's chunk is awaited by lazyPage, never by hand.
export { afterHydration, hydrationAwaits, whileHydrating } from './hydration'
export { holdEarlyClicks, holdEarlySubmits } from './earlyInput'
