import { CONTENT_PAGE_IDS } from '@resort/core/site'
import { lazyPage } from '../ssr'
import { slugRoutes } from './slugRoutes'

// The group's content pages (issue 16): one chunk for all of them.
const ContentRoute = lazyPage('src/platform/routing/ContentRoute.tsx', () =>
  import('./ContentRoute').then((module) => module.ContentRoute),
)

/** The content pages under every language's slug (issue 16); location has its own routes. */
export const contentRoutes = (
  <>
    {CONTENT_PAGE_IDS.filter((page) => page !== 'location').flatMap((page) =>
      slugRoutes(page, <ContentRoute page={page} />),
    )}
  </>
)
