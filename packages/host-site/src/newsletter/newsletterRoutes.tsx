import { NEWSLETTER_PAGES } from '@resort/core/api'
import { lazy } from 'react'
import { Route } from 'react-router'
import { hydrationAwaits } from '../ssr'

// One chunk for both pages, loaded when a visitor first opens a mailed link.
const pages = () => hydrationAwaits(import('./pages'))
const NewsletterConfirmPage = lazy(() =>
  pages().then((module) => ({ default: module.NewsletterConfirmPage })),
)
const UnsubscribedPage = lazy(() =>
  pages().then((module) => ({ default: module.UnsubscribedPage })),
)

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
