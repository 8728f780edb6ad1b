import { afterEach, describe, expect, it } from 'vitest'
import { createTracker } from './createTracker'
import { toMajorUnits } from './toMajorUnits'
import type {
  DataLayerEntry,
  Ga4Item,
  PurchaseEcommerce,
} from './trackingEvents'

const room: Ga4Item = {
  item_id: 'unit-17',
  item_name: 'Sea view double',
  item_category: 'room',
  price: toMajorUnits(12345, 'EUR'),
  quantity: 1,
}

const valued = {
  currency: 'EUR',
  value: toMajorUnits(12345, 'EUR'),
  items: [room],
}

function setup() {
  const dataLayer: DataLayerEntry[] = []
  return { dataLayer, tracker: createTracker(dataLayer) }
}

describe('createTracker', () => {
  afterEach(() => {
    delete (globalThis as { dataLayer?: unknown }).dataLayer
  })

  it('clears the previous ecommerce object before every ecommerce event', () => {
    const { dataLayer, tracker } = setup()
    tracker.trackViewItemList({
      item_list_name: 'Search results',
      items: [room],
    })
    tracker.trackSelectItem({ item_list_name: 'Search results', items: [room] })
    tracker.trackViewItem(valued)
    tracker.trackAddToCart(valued)
    tracker.trackAddToWishlist(valued)
    tracker.trackViewCart(valued)
    tracker.trackBeginCheckout(valued)
    tracker.trackPurchase({ ...valued, transaction_id: 'B-1' })

    const events = [
      'view_item_list',
      'select_item',
      'view_item',
      'add_to_cart',
      'add_to_wishlist',
      'view_cart',
      'begin_checkout',
      'purchase',
    ]
    expect(dataLayer).toHaveLength(events.length * 2)
    events.forEach((event, index) => {
      expect(dataLayer[index * 2]).toEqual({ ecommerce: null })
      expect(dataLayer[index * 2 + 1]).toMatchObject({ event })
    })
  })

  it('passes the ecommerce object through unchanged', () => {
    const { dataLayer, tracker } = setup()
    const ecommerce: PurchaseEcommerce = {
      transaction_id: 'B-2024-0042',
      value: toMajorUnits(24690, 'EUR'),
      currency: 'EUR',
      tax: toMajorUnits(2469, 'EUR'),
      items: [{ ...room, quantity: 2 }],
    }
    tracker.trackPurchase(ecommerce)
    expect(dataLayer[1]).toEqual({ event: 'purchase', ecommerce })
    expect((dataLayer[1] as { ecommerce: unknown }).ecommerce).toBe(ecommerce)
  })

  it('pushes money in major units, as GA4 reads it', () => {
    const { dataLayer, tracker } = setup()
    tracker.trackViewItem(valued)
    expect(dataLayer[1]).toMatchObject({
      ecommerce: { value: 123.45, items: [{ price: 123.45 }] },
    })
  })

  it('pushes the user id on its own, with no event name and no ecommerce reset', () => {
    const { dataLayer, tracker } = setup()
    tracker.trackUserId('member-9')
    expect(dataLayer).toEqual([{ user_id: 'member-9' }])
  })

  it('pushes sign_up with its context, and sign_up_confirmed without a payload', () => {
    const { dataLayer, tracker } = setup()
    tracker.trackSignUp('loyalty_standalone')
    tracker.trackSignUp('loyalty_reservation')
    tracker.trackSignUpConfirmed()
    expect(dataLayer).toEqual([
      { event: 'sign_up', context: 'loyalty_standalone' },
      { event: 'sign_up', context: 'loyalty_reservation' },
      { event: 'sign_up_confirmed' },
    ])
  })

  it('pushes form_submit with its context and the crm email', () => {
    const { dataLayer, tracker } = setup()
    tracker.trackFormSubmit('Callback', 'guest@example.com')
    tracker.trackFormSubmit('Booking', 'guest@example.com')
    expect(dataLayer).toEqual([
      {
        event: 'form_submit',
        context: 'Callback',
        crm_email: 'guest@example.com',
      },
      {
        event: 'form_submit',
        context: 'Booking',
        crm_email: 'guest@example.com',
      },
    ])
  })

  it('pushes newsletter_sign_up with the crm email and interaction with its fields', () => {
    const { dataLayer, tracker } = setup()
    tracker.trackNewsletterSignUp('guest@example.com')
    tracker.trackInteraction({ category: 'map', action: 'open' })
    expect(dataLayer).toEqual([
      { event: 'newsletter_sign_up', crm_email: 'guest@example.com' },
      { event: 'interaction', category: 'map', action: 'open' },
    ])
  })

  it('adds no ecommerce reset before non-ecommerce events sent through track', () => {
    const { dataLayer, tracker } = setup()
    tracker.track('sign_up', { context: 'loyalty_standalone' })
    tracker.track('view_cart', { ecommerce: valued })
    expect(dataLayer).toEqual([
      { event: 'sign_up', context: 'loyalty_standalone' },
      { ecommerce: null },
      { event: 'view_cart', ecommerce: valued },
    ])
  })

  it('creates globalThis.dataLayer when none is injected and none exists', () => {
    createTracker().trackSignUpConfirmed()
    expect((globalThis as { dataLayer?: unknown }).dataLayer).toEqual([
      { event: 'sign_up_confirmed' },
    ])
  })

  it('pushes to the global data layer present at push time, such as one GTM set up later', () => {
    const tracker = createTracker()
    const pushed: unknown[] = []
    ;(globalThis as { dataLayer?: unknown }).dataLayer = {
      push: (entry: unknown) => pushed.push(entry),
    }
    tracker.trackUserId('member-9')
    expect(pushed).toEqual([{ user_id: 'member-9' }])
  })

  it('tells the listener of each named event after pushing it, without the ecommerce reset', () => {
    const dataLayer: DataLayerEntry[] = []
    const heard: unknown[] = []
    const tracker = createTracker(dataLayer, (event, payload) =>
      heard.push({ event, payload, pushed: dataLayer.length }),
    )
    tracker.trackViewCart(valued)
    tracker.trackFormSubmit('Callback', 'guest@example.com')
    tracker.trackUserId('member-9')
    expect(heard).toEqual([
      { event: 'view_cart', payload: { ecommerce: valued }, pushed: 2 },
      {
        event: 'form_submit',
        payload: { context: 'Callback', crm_email: 'guest@example.com' },
        pushed: 3,
      },
    ])
  })
})
