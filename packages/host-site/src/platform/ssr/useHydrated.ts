import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while the page hydrates, true after: what only the browser knows
 * (session storage, a remembered stay) waits for it, so hydration renders what the server did.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
