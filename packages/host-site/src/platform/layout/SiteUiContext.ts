import type { SiteUi, SiteUiStore } from '@resort/core/siteUi'
import { createContext, useContext } from 'react'
import { useStore } from 'zustand'

// The layout makes one store per page view (one per server render); pages outside it have none.
const SiteUiContext = createContext<SiteUi | undefined>(undefined)

export const SiteUiProvider = SiteUiContext.Provider

/** The site's global UI state (SPEC 3), when the page is in the site's layout. */
export const useSiteUiStore = (): SiteUi | undefined =>
  useContext(SiteUiContext)

/** A part of the global UI state; only inside the site's layout. */
export function useSiteUi<T>(select: (state: SiteUiStore) => T): T {
  const store = useSiteUiStore()
  if (!store) throw new Error('useSiteUi outside the site layout')
  return useStore(store, select)
}
