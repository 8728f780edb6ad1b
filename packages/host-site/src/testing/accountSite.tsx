import { createAccountFlow } from '@resort/core/account'
import { memoryCookies, sessionUserCookie } from '@resort/core/account/testing'
import { fakeApiClient, type FakeEndpoints } from '@resort/core/api/testing'
import { createTracker, type DataLayerEntry } from '@resort/core/tracking'
import { act } from '@testing-library/react'
import { Route } from 'react-router'
import { newsletterRoutes } from '../guests/newsletter/newsletterRoutes'
import { accountRoutes } from '../members/account/accountRoutes'
import { clubRoutes } from '../members/loyalty/loyaltyRoutes'
import { profileRoutes } from '../members/profile/profileRoutes'
import { SiteLayout } from '../platform/layout/SiteLayout'
import { adminRoutes } from '../staff/adminRoutes'
import { renderSite } from './renderSite'

/**
 * Renders the site's layout and account pages at a URL against fake answers, with the
 * member's cookies in a jar (signed in: a session_user_cookie), the data layer and session
 * storage at hand.
 */
export async function accountSite(
  url: string,
  api: FakeEndpoints,
  {
    signedIn = false,
    cookies = {},
  }: { signedIn?: boolean; cookies?: Record<string, string> } = {},
) {
  const jar = memoryCookies({
    ...(signedIn ? sessionUserCookie(Date.now()) : {}),
    ...cookies,
  })
  const dataLayer: DataLayerEntry[] = []
  const flow = createAccountFlow({
    api: fakeApiClient(api),
    tracker: createTracker(dataLayer),
    cookies: jar.cookies,
    writeCookie: jar.writeCookie,
    storage: sessionStorage,
  })
  const routes = (
    <Route path="/:lang" element={<SiteLayout />}>
      <Route index element={<p>Home page</p>} />
      {accountRoutes}
      {profileRoutes}
      {clubRoutes}
      {newsletterRoutes}
      {adminRoutes}
      <Route path="*" element={<p>Another page</p>} />
    </Route>
  )
  // Awaited, so that a page suspended on its texts renders when they are there.
  let rendered: ReturnType<typeof renderSite> | undefined
  await act(async () => {
    rendered = renderSite(url, api, routes, { flow })
  })
  return { ...rendered!, flow, jar, dataLayer }
}
