import type { ReactNode } from 'react'
import { useHydrated } from './useHydrated'

/**
 * A client-side island (decision 027): the booking, manage and account flows keep their state in
 * the browser, so the server renders `fallback` and the browser the island once it has hydrated.
 */
export function ClientOnly({
  children,
  fallback = null,
}: {
  /** Called in the browser only, once hydrated. */
  children: () => ReactNode
  fallback?: ReactNode
}) {
  return useHydrated() ? children() : fallback
}
