import { useCallback, useState } from 'react'

/** A version for useEndpoint: raising it loads the answer again (after a change). */
export function useReload(): [number, () => void] {
  const [version, setVersion] = useState(0)
  return [version, useCallback(() => setVersion((count) => count + 1), [])]
}
