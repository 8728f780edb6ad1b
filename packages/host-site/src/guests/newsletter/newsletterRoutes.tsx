import { NEWSLETTER_PAGES } from '@resort/core/api'
import { Route } from 'react-router'
import { lazyPages } from '../../platform/ssr'

// One chunk for both pages, loaded when a visitor first opens a mailed link.
const page = lazyPages(
  'src/guests/newsletter/pages/index.tsx',
  () => import('./pages'),
)
const NewsletterConfirmPage = page('NewsletterConfirmPage')
const UnsubscribedPage = page('UnsubscribedPage')

/** The newsletter's pages under /{lang}/ (SPEC 2: newsletter-confirm, unsubscribed). */
export const newsletterRoutes = (
  <>
    <Route
      path={NEWSLETTER_PAGES.confirm}
      element={<NewsletterConfirmPage />}
    />
    <Route
      path={NEWSLETTER_PAGES.unsubscribed}
      element={<UnsubscribedPage />}
    />
  </>
)
