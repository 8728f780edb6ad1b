import type { AccountFlow } from '@resort/core/account'
import { fakeApiClient, type FakeEndpoints } from '@resort/core/api/testing'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Routes, useLocation } from 'react-router'
import { AccountFlowProvider } from '../members/account/AccountFlowContext'
import { SiteApiProvider } from '../platform/api/SiteApiContext'
import { SiteTranslations } from '../platform/i18n/translation'
import { siteI18n } from './siteI18n'

/** Shows the current address, so tests can see where a page navigated to. */
function CurrentAddress() {
  const { pathname, search, hash } = useLocation()
  return <pre data-testid="address">{pathname + search + hash}</pre>
}

/**
 * Renders a page at a URL, in the URL's language, against a fake server; with the member's
 * account flow given, or one over the fake server and the page's cookies.
 */
export function renderSite(
  url: string,
  api: FakeEndpoints,
  routes: ReactNode,
  { flow }: { flow?: AccountFlow } = {},
): ReturnType<typeof render> {
  const lang = url.split('/')[1] ?? 'en'
  return render(
    <SiteTranslations i18n={siteI18n(lang)}>
      <SiteApiProvider value={fakeApiClient(api)}>
        <AccountFlowProvider flow={flow}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>{routes}</Routes>
            <CurrentAddress />
          </MemoryRouter>
        </AccountFlowProvider>
      </SiteApiProvider>
    </SiteTranslations>,
  )
}
