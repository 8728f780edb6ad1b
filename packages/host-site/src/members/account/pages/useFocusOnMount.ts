import { useEffect, useRef } from 'react'

/**
 * A ref whose element takes the focus when it appears: the heading of a page's new state (the
 * mail sent, a link confirmed), so that a screen reader reads on from there.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const element = useRef<T>(null)
  useEffect(() => {
    element.current?.focus()
  }, [])
  return element
}
