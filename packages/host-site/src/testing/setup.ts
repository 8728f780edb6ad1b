import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { forgetSiteConsent, siteConsent } from '../platform/consent/siteConsent'
import { siteResources } from '../platform/i18n/resources'
import { provideSiteTexts } from '../platform/i18n/siteTexts'

// Pages load their chunk and texts on demand; on a shared, busy machine the first one in a file
// can take several seconds to be transformed while the other projects run beside it (a CI run
// saw the first loyalty page miss 5 s), so findBy* waits up to 12 s; it returns as soon as the
// element is there.
configure({ asyncUtilTimeout: 12_000 })

// Every language's texts at hand, as on the server: pages render at once in any language.
provideSiteTexts(siteResources)

afterEach(() => cleanup())

// As a visitor who accepted all cookies (decision 028), so that tests of tracked events see them;
// consent/CookieBanner.test.tsx starts without the cookie.
beforeEach(() => {
  if (typeof document === 'undefined') return
  document.cookie = 'cookie_consent=v1.2026-11-26.analytics+marketing; path=/'
  forgetSiteConsent()
  // Read now, so that its Consent Mode update lands before a test empties the data layer.
  siteConsent()
})
