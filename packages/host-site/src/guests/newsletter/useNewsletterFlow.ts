import {
  createNewsletterFlow,
  type NewsletterFlow,
  type NewsletterStore,
} from '@resort/core/newsletter'
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { siteTracker } from '../../platform/consent/siteConsent'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'

/** A newsletter flow of the component's own, over the site's API, in the page's language. */
export function useNewsletterFlow(): NewsletterFlow {
  const api = useSiteApi()
  const language = usePageLanguage()
  return useMemo(
    () => createNewsletterFlow({ api, language, tracker: siteTracker() }),
    [api, language],
  )
}

/** A part of a newsletter flow's state; the component renders again when it changes. */
export const useNewsletter = <T>(
  flow: NewsletterFlow,
  selector: (state: NewsletterStore) => T,
): T => useStore(flow, selector)
