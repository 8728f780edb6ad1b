import { useEffect, type RefObject } from 'react'
import { useEscape } from './useEscape'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The visible elements in `root` that Tab stops at, in order. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.getClientRects().length > 0 || !element.closest('[hidden]'),
  )
}

/**
 * While `active`, Tab and Shift+Tab go round the elements inside `ref` and never leave it, and
 * focus starts at the first of them; Escape calls `onEscape`.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  useEscape(active, onEscape)
  useEffect(() => {
    const root = ref.current
    if (!active || !root) return
    tabStops(root)[0]?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const stops = tabStops(root)
      const first = stops[0]
      const last = stops.at(-1)
      if (!first || !last) return
      const inside = root.contains(document.activeElement)
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault()
        last.focus()
      } else if (
        !event.shiftKey &&
        (document.activeElement === last || !inside)
      ) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [ref, active])
}
