import type { ConsentChoice } from '@resort/core/tracking'

/** The attribute through which a partner's page passes its visitor's consent (decision 028). */
const CONSENT_ATTRIBUTE = 'tracking-consent'

/** `granted`, `denied`, or the categories allowed: `analytics`, `marketing`, both spaced. */
export function parseConsentAttribute(value: string): ConsentChoice {
  // Written out rather than core's ALL_GRANTED: the search bundle's budget counts every byte.
  const tokens = value.toLowerCase().split(/\s+/)
  const all = tokens.includes('granted')
  return {
    analytics: all || tokens.includes('analytics'),
    marketing: all || tokens.includes('marketing'),
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
  let node: Node | undefined =
    target instanceof Node && target.isConnected
      ? target
      : globalThis.document?.documentElement
  let value: string | null | undefined
  while (node && value == null) {
    value = (node instanceof Element ? node : null)
      ?.closest(`[${CONSENT_ATTRIBUTE}]`)
      ?.getAttribute(CONSENT_ATTRIBUTE)
    // Out of a shadow root to its host; a document has no host, which ends the walk.
    node = (node.getRootNode() as Partial<ShadowRoot>).host
  }
  return parseConsentAttribute(value ?? '')
}
