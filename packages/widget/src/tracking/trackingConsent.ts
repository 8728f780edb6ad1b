import {
  ALL_DENIED,
  ALL_GRANTED,
  type ConsentChoice,
} from '@resort/core/tracking'

/** The attribute through which a partner's page passes its visitor's consent (decision 028). */
const CONSENT_ATTRIBUTE = 'tracking-consent'

/** `granted`, `denied`, or the categories allowed: `analytics`, `marketing`, both spaced. */
export function parseConsentAttribute(value: string): ConsentChoice {
  const tokens = value.trim().toLowerCase().split(/\s+/)
  if (tokens.includes('granted')) return ALL_GRANTED
  if (tokens.includes('denied')) return ALL_DENIED
  return {
    analytics: tokens.includes('analytics'),
    marketing: tokens.includes('marketing'),
  }
}

/**
 * The consent that applies to a widget element: the `tracking-consent` attribute of the element
 * or its nearest ancestor (out through shadow roots, up to <html>), read at each event so that a
 * consent manager may change it at any time. Without one, nothing is allowed (privacy by default).
 */
export function consentAt(
  target: EventTarget | null | undefined,
): ConsentChoice {
  // An element gone from the page, or a bare EventTarget: the page's own consent, on <html>.
  let current: Node | null =
    target instanceof Node && target.isConnected
      ? target
      : (globalThis.document?.documentElement ?? null)
  while (current) {
    const holder =
      current instanceof Element
        ? current.closest(`[${CONSENT_ATTRIBUTE}]`)
        : null
    const value = holder?.getAttribute(CONSENT_ATTRIBUTE)
    if (value != null) return parseConsentAttribute(value)
    const root = current.getRootNode()
    current = root instanceof ShadowRoot ? root.host : null
  }
  return ALL_DENIED
}
