import { useEffect, useId } from 'react'
import { useSiteUiStore } from './SiteUiContext'

/**
 * Tells the site's progress bar that something is loading while `loading` is true. Effects run
 * only in the browser, so the server renders the page not loading.
 */
export function useLoadingSignal(loading: boolean): void {
  const store = useSiteUiStore()
  const id = useId()
  useEffect(() => {
    if (!store || !loading) return
    store.getState().startLoading(id)
    return () => store.getState().finishLoading(id)
  }, [store, loading, id])
}

/** Shown while a route's code loads (a Suspense fallback): the progress bar runs meanwhile. */
export function LoadingSignal({ children }: { children: React.ReactNode }) {
  useLoadingSignal(true)
  return children
}
