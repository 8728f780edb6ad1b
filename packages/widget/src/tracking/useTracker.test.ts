import { toMajorUnits } from '@resort/core/tracking'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { trackerFor } from './useTracker'

const cart = {
  currency: 'EUR',
  value: toMajorUnits(24000, 'EUR'),
  items: [{ item_id: 'unit-1', item_name: 'Sea view double', quantity: 1 }],
}

describe('trackerFor (SPEC 4 tracking events, also as resort:* DOM events)', () => {
  // Test files share a worker's globals: start each test with no data layer.
  const dropDataLayer = () => {
    delete (globalThis as { dataLayer?: unknown }).dataLayer
  }
  beforeEach(dropDataLayer)
  afterEach(dropDataLayer)

  it('pushes to the data layer and dispatches the same event, bubbling out of the shadow root', () => {
    const host = document.createElement('div')
    const shadow = host.attachShadow({ mode: 'open' })
    const inner = document.createElement('div')
    shadow.append(inner)
    document.body.append(host)
    const heard: Array<{ type: string; detail: unknown }> = []
    const listen = (event: Event) =>
      heard.push({ type: event.type, detail: (event as CustomEvent).detail })
    document.addEventListener('resort:add_to_cart', listen)
    trackerFor(() => inner).trackAddToCart(cart)
    document.removeEventListener('resort:add_to_cart', listen)
    host.remove()
    expect(heard).toEqual([
      { type: 'resort:add_to_cart', detail: { ecommerce: cart } },
    ])
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: cart },
    ])
  })

  it('leaves the CRM e-mail out of the DOM copy of form_submit', () => {
    const target = new EventTarget()
    let detail: unknown
    target.addEventListener('resort:form_submit', (event) => {
      detail = (event as CustomEvent).detail
    })
    trackerFor(() => target).trackFormSubmit('Booking', 'guest@example.com')
    expect(detail).toEqual({ context: 'Booking' })
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toEqual([
      {
        event: 'form_submit',
        context: 'Booking',
        crm_email: 'guest@example.com',
      },
    ])
  })

  it('still pushes to the data layer when the element is gone', () => {
    trackerFor(() => null).trackViewCart(cart)
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toHaveLength(2)
  })
})
