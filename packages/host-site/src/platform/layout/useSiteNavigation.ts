import type { SiteUi } from '@resort/core/siteUi'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useStore } from 'zustand'

/**
 * Tells the site's UI state where the guest is (menus close, a booking left is offered back),
 * and after a client-side navigation moves focus to the content's zero point below the header,
 * so screen readers start at the new page (SPEC 3 contentZeroPoint; not on the first page, nor
 * when the new page moved focus into its content itself).
 */
export function useSiteNavigation(store: SiteUi): void {
  const { key, pathname, search } = useLocation()
  // Strict mode runs effects twice: one location is one navigation.
  const seen = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (seen.current === key) return
    seen.current = key
    store.getState().navigated(pathname, search)
  }, [store, key, pathname, search])
  const { id, arrivals } = useStore(store, (state) => state.contentZeroPoint)
  useEffect(() => {
    const zeroPoint = document.getElementById(id)
    if (arrivals === 0 || !zeroPoint) return
    // A page that moved focus into its content itself (a heading, a message) keeps it.
    const focused = document.activeElement
    if (focused !== zeroPoint && zeroPoint.contains(focused)) return
    zeroPoint.focus()
  }, [id, arrivals])
}
