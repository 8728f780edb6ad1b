import { describe, expectTypeOf, it } from 'vitest'
import { createTracker, type DataLayer } from './createTracker'
import { toMajorUnits, type MajorUnits } from './toMajorUnits'
import type { DataLayerEntry, TrackingEventMap } from './trackingEvents'

const tracker = createTracker([])
const price = toMajorUnits(12345, 'EUR')
const item = { item_id: 'unit-17', item_name: 'Sea view double', price }

describe('tracker types', () => {
  it('accepts a plain array or any object with push as the data layer', () => {
    expectTypeOf<DataLayerEntry[]>().toExtend<DataLayer>()
    expectTypeOf<unknown[]>().toExtend<DataLayer>()
    expectTypeOf<{ push: (entry: object) => void }>().toExtend<DataLayer>()
  })

  it('only accepts money that went through toMajorUnits', () => {
    expectTypeOf(price).toEqualTypeOf<MajorUnits>()
    tracker.trackPurchase({
      transaction_id: 'B-1',
      currency: 'EUR',
      value: price,
      items: [item],
    })
    tracker.trackPurchase({
      transaction_id: 'B-1',
      currency: 'EUR',
      // @ts-expect-error integer minor units are not GA4 major units
      value: 12345,
      items: [item],
    })
  })

  it('rejects a wrong payload for an event name', () => {
    tracker.track('sign_up', { context: 'loyalty_reservation' })
    // @ts-expect-error not a sign-up context of SPEC 4
    tracker.track('sign_up', { context: 'newsletter' })
    // @ts-expect-error form_submit needs the crm email
    tracker.track('form_submit', { context: 'Booking' })
    // @ts-expect-error the form contexts are spelled Callback and Booking
    tracker.trackFormSubmit('callback', 'guest@example.com')
    tracker.track('purchase', {
      // @ts-expect-error purchase needs a transaction id
      ecommerce: { currency: 'EUR', value: price, items: [] },
    })
    // @ts-expect-error not an event of SPEC 4
    tracker.track('page_view', {})
  })

  it('lets select_item carry exactly one item', () => {
    tracker.trackSelectItem({ items: [item] })
    // @ts-expect-error GA4 expects a single item in select_item
    tracker.trackSelectItem({ items: [item, item] })
  })

  it('maps each ecommerce event to its ecommerce object', () => {
    expectTypeOf<
      TrackingEventMap['purchase']['ecommerce']['transaction_id']
    >().toEqualTypeOf<string>()
    expectTypeOf<
      Extract<DataLayerEntry, { event: 'view_item' }>['ecommerce']['value']
    >().toEqualTypeOf<MajorUnits>()
  })
})
