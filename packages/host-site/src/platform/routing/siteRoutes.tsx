import { DEFAULT_LANGUAGE } from '@resort/core'
import { createRoutesFromElements, Route } from 'react-router'
import { bookingReminderRoutes } from '../../guests/bookingReminders/bookingReminderRoutes'
import { giftVoucherRoutes } from '../../guests/giftVouchers/giftVoucherRoutes'
import { newsletterRoutes } from '../../guests/newsletter/newsletterRoutes'
import { bookingRoutes } from '../../guests/pages/bookingRoutes'
import { ErrorPage } from '../../guests/pages/ErrorPage'
import { HomePage } from '../../guests/pages/HomePage'
import { NotFoundPage } from '../../guests/pages/NotFoundPage'
import { SearchPage } from '../../guests/pages/SearchPage'
import { accountRoutes } from '../../members/account/accountRoutes'
import { clubRoutes } from '../../members/loyalty/loyaltyRoutes'
import { profileRoutes } from '../../members/profile/profileRoutes'
import { adminRoutes } from '../../staff/adminRoutes'
import { consentRoutes } from '../consent/consentRoutes'
import { SiteLayout } from '../layout/SiteLayout'
import { Redirect } from '../ssr'
import { styleGuideRoutes } from '../styleGuide/styleGuideRoutes'
import { accommodationRoutes } from './accommodationRoutes'
import { contentRoutes } from './contentRoutes'
import { groupPageRoutes } from './groupPageRoutes'
import { LanguageRoute } from './LanguageRoute'
import { homePath } from './paths'
import { slugRoutes } from './slugRoutes'

/**
 * The site's routes, made once; every page lives under its language, /en, /de, /it, /hr or /sl.
 * A feature joins in one way: a fragment of routes named `<feature>Routes`, its pages declared
 * with lazyPage (ssr/), listed here (or in profileRoutes for a section of the member's profile).
 * Links to its pages are built by routing/paths.ts.
 */
export const siteRoutes = createRoutesFromElements(
  <>
    <Route path="/" element={<Redirect to={homePath(DEFAULT_LANGUAGE)} />} />
    <Route path="/:lang" element={<LanguageRoute />}>
      <Route element={<SiteLayout />}>
        {/* The home page and the search are on every first visit: in the main chunk. */}
        <Route index element={<HomePage />} />
        {slugRoutes('search', <SearchPage />)}
        {bookingRoutes}
        {consentRoutes}
        {accountRoutes}
        {profileRoutes}
        {clubRoutes}
        {newsletterRoutes}
        {bookingReminderRoutes}
        {giftVoucherRoutes}
        {adminRoutes}
        <Route path="error" element={<ErrorPage variant="error" />} />
        <Route
          path="server-error"
          element={<ErrorPage variant="server-error" />}
        />
        {accommodationRoutes}
        {groupPageRoutes}
        {styleGuideRoutes}
        {contentRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Route>
  </>,
)
