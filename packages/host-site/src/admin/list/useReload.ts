import { useCallback, useState } from 'react'

/** A count that a list's answer key carries: raising it loads the list again (after a change). */
export function useReload(): [number, () => void] {
  const [version, setVersion] = useState(0)
  return [version, useCallback(() => setVersion((count) => count + 1), [])]
}
