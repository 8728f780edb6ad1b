import type { ConsentChoice } from '@resort/core/tracking'

/** `granted`, `denied`, or the categories allowed: `analytics`, `marketing`, both spaced. */
export const parseConsentAttribute = (value: string): ConsentChoice => ({
  // Terse on purpose: the search bundle's budget (27 KB, issue 11) counts every byte.
  analytics: /granted|analytics/i.test(value),
  marketing: /granted|marketing/i.test(value),
})

/**
 * The consent that applies to a widget element: the `tracking-consent` attribute (decision 028)
 * of the element or its nearest ancestor (out through shadow roots), else the page's own on
 * <html> (also once the element is gone); read at each event, so that a consent manager may
 * change it at any time. Without one, nothing is allowed.
 */
export function consentAt(
  target: EventTarget | null | undefined,
): ConsentChoice {
  let node = target as Node | undefined
  let value: string | null | undefined
  while (node && value == null) {
    value = (node as Element)
      .closest?.('[tracking-consent]')
      ?.getAttribute('tracking-consent')
    // Out of a shadow root to its host; a document has no host, which ends the walk.
    node = (node.getRootNode?.() as ShadowRoot | undefined)?.host
  }
  return parseConsentAttribute(
    value ??
      globalThis.document?.documentElement.getAttribute('tracking-consent') ??
      '',
  )
}
