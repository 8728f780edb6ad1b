import type { RefObject } from 'react'
import { dispatchResortEvent, type PropertySelection } from '../events'

/** Reports the guest's choice of a result as `resort:property-selected` and to the host page. */
export function useSelectionReporter(
  rootRef: RefObject<HTMLElement | null>,
  onPropertySelected: ((selection: PropertySelection) => void) | undefined,
) {
  return (selection: PropertySelection | undefined) => {
    if (!selection) return
    if (rootRef.current)
      dispatchResortEvent(
        rootRef.current,
        'resort:property-selected',
        selection,
      )
    onPropertySelected?.(selection)
  }
}
