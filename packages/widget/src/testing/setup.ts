import '@testing-library/jest-dom/vitest'
import { LANGUAGES } from '@resort/core/i18n'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { bookingResources } from '../i18n/bookingResources'
import { loadTexts } from '../i18n/flowTexts'
import { manageResources } from '../i18n/manageResources'
import { requestResources } from '../i18n/requestResources'
import { searchResources } from '../i18n/searchResources'

// Every flow's texts in every language before the first render, so a component test reads its
// language at once; i18n/WidgetTranslations.test.tsx tests the wait for a language to load.
beforeAll(async () => {
  const flows = [
    searchResources,
    bookingResources,
    manageResources,
    requestResources,
  ]
  await Promise.all(
    flows.flatMap((flow) => LANGUAGES.map((lang) => loadTexts(flow, lang))),
  )
})

afterEach(() => cleanup())

// Test files share a worker (isolate: false, for speed): each file starts as in a fresh browser,
// with empty storage, no cookies and no data layer.
beforeAll(() => {
  sessionStorage.clear()
  localStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
  delete (globalThis as { dataLayer?: unknown }).dataLayer
  // As on a partner page whose visitor allowed tracking (decision 028); trackingConsent.test.ts
  // covers the page that did not.
  document.documentElement.setAttribute('tracking-consent', 'granted')
})
