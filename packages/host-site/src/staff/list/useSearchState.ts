import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A list's filters, sort and page as the address's search params (so back, forward and reload
 * keep them): `update` sets the given ones and drops those left empty; each update is a new
 * history entry.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams()
  const update = useCallback(
    (changes: Readonly<Record<string, string | number | undefined>>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous)
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(name)
          else next.set(name, String(value))
        }
        return next
      }),
    [setParams],
  )
  return { params, update }
}
