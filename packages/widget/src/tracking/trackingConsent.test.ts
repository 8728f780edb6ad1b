import { toMajorUnits } from '@resort/core/tracking'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { consentAt, parseConsentAttribute } from './trackingConsent'
import { trackerFor } from './useTracker'

const cart = {
  currency: 'EUR',
  value: toMajorUnits(24000, 'EUR'),
  items: [{ item_id: 'unit-1', item_name: 'Sea view double', quantity: 1 }],
}
const dataLayer = () =>
  (globalThis as { dataLayer?: unknown[] }).dataLayer ?? []

describe('the widget follows the partner page’s consent (issue 15, decision 028)', () => {
  const html = document.documentElement
  beforeEach(() => {
    delete (globalThis as { dataLayer?: unknown }).dataLayer
    html.removeAttribute('tracking-consent')
  })
  afterEach(() => {
    delete (globalThis as { dataLayer?: unknown }).dataLayer
    html.setAttribute('tracking-consent', 'granted')
    document.body.replaceChildren()
  })

  /** A widget element on the page: its shadow root holds the node the tracker starts from. */
  function widgetElement(consent?: string) {
    const element = document.createElement('resort-booking')
    if (consent !== undefined) element.setAttribute('tracking-consent', consent)
    const inner = document.createElement('div')
    element.attachShadow({ mode: 'open' }).append(inner)
    document.body.append(element)
    return { element, inner }
  }

  it('pushes nothing to the data layer without a tracking-consent attribute, yet fires its DOM events', () => {
    const { inner } = widgetElement()
    const heard: string[] = []
    document.addEventListener('resort:add_to_cart', (event) =>
      heard.push(event.type),
    )
    trackerFor(() => inner).trackAddToCart(cart)
    expect(dataLayer()).toEqual([])
    expect(heard).toEqual(['resort:add_to_cart'])
  })

  it('pushes with tracking-consent="granted" on the element, and stops when the partner sets "denied"', () => {
    const { element, inner } = widgetElement('granted')
    const tracker = trackerFor(() => inner)
    tracker.trackAddToCart(cart)
    expect(dataLayer()).toHaveLength(2)
    element.setAttribute('tracking-consent', 'denied')
    tracker.trackViewCart(cart)
    expect(dataLayer()).toHaveLength(2)
  })

  it('reads the attribute from an ancestor such as <html>, per category', () => {
    html.setAttribute('tracking-consent', 'analytics')
    const { inner } = widgetElement()
    const tracker = trackerFor(() => inner)
    tracker.trackAddToCart(cart)
    tracker.trackFormSubmit('Booking', 'guest@example.com')
    expect(dataLayer()).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: cart },
    ])
  })

  it('lets the element’s own attribute win over the page’s', () => {
    html.setAttribute('tracking-consent', 'granted')
    const { inner } = widgetElement('denied')
    expect(consentAt(inner)).toEqual({ analytics: false, marketing: false })
  })

  it('understands granted, denied and lists of categories', () => {
    expect(parseConsentAttribute('granted')).toEqual({
      analytics: true,
      marketing: true,
    })
    expect(parseConsentAttribute(' Marketing  analytics ')).toEqual({
      analytics: true,
      marketing: true,
    })
    expect(parseConsentAttribute('')).toEqual({
      analytics: false,
      marketing: false,
    })
  })
})
