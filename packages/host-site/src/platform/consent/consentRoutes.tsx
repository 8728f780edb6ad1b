import { slugRoutes } from '../routing/slugRoutes'
import { lazyPage } from '../ssr'

// Read rarely: its own chunk, so that other pages do not carry it.
const CookiePolicyPage = lazyPage(
  'src/platform/consent/CookiePolicyPage.tsx',
  () => import('./CookiePolicyPage').then((module) => module.CookiePolicyPage),
)

/** The cookie policy (decision 028). */
export const consentRoutes = (
  <>{slugRoutes('cookiePolicy', <CookiePolicyPage />)}</>
)
