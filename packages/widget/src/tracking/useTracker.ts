import { createTracker, type Tracker } from '@resort/core/tracking'
import { useMemo, type RefObject } from 'react'
import { dispatchResortEvent, type ResortTrackingEventMap } from '../events'
import { consentAt } from './trackingConsent'

/**
 * A tracker that pushes to `window.dataLayer` and dispatches the same event as `resort:<name>`
 * from `target`, so a partner page without Google Tag Manager can listen too. Only what the
 * partner's `tracking-consent` attribute allows reaches the data layer (decision 028); the DOM
 * events stay on the partner's own page and always fire.
 */
export function trackerFor(
  target: () => EventTarget | null | undefined,
): Tracker {
  return createTracker(
    undefined,
    (event, payload) => {
      const node = target()
      if (!node) return
      const { crm_email: _crmEmail, ...detail } = payload as {
        crm_email?: string
      }
      dispatchResortEvent(
        node,
        `resort:${event}` as keyof ResortTrackingEventMap,
        detail as ResortTrackingEventMap[keyof ResortTrackingEventMap],
      )
    },
    () => consentAt(target()),
  )
}

/** The widget's tracker, dispatching its DOM events from the element `ref` points to. */
export function useTracker(ref: RefObject<Element | null>): Tracker {
  // The closure reads the ref only when an event is tracked, from effects and handlers.
  // eslint-disable-next-line react-hooks/refs
  return useMemo(() => trackerFor(() => ref.current), [ref])
}
