import type { BookingStep } from '@resort/core/reservation'
import { useEffect, useRef, type RefObject } from 'react'

/**
 * A new step replaces the button that led to it: its heading takes the focus, so keyboard and
 * screen-reader users hear where they are (the confirmation focuses its own heading).
 */
export function useStepFocus(
  rootRef: RefObject<HTMLElement | null>,
  activeStep: BookingStep,
): void {
  const firstStep = useRef(true)
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false
      return
    }
    const root = rootRef.current
    if (!root || activeStep === 4) return
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h2')
      if (!heading) return false
      heading.tabIndex = -1
      heading.focus()
      return true
    }
    if (focusHeading()) return
    // The payment step's code may still be loading: focus its heading when it appears.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect()
    })
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [rootRef, activeStep])
}
