import type { ResortEventMap, ResortEventName } from '@resort/widget/react'
import { useEffect, useRef, type RefObject } from 'react'

/** Listens to a widget event bubbling out of an element; the handler may change every render. */
export function useResortEvent<Name extends ResortEventName>(
  target: RefObject<HTMLElement | null>,
  name: Name,
  handler: (detail: ResortEventMap[Name]) => void,
): void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const element = target.current
    if (!element) return
    const listener = (event: Event) =>
      latest.current((event as CustomEvent<ResortEventMap[Name]>).detail)
    element.addEventListener(name, listener)
    return () => element.removeEventListener(name, listener)
  }, [target, name])
}
