import type { PurchaseEcommerce } from '@resort/core/tracking'
import { expectTypeOf } from 'vitest'
import type {
  BookingConfirmation,
  PropertySelection,
  RequestSent,
  ResortEventMap,
  SearchRequest,
} from './events'
import type {
  ResortBookingProps,
  ResortBookingRequestProps,
  ResortCallbackRequestProps,
  ResortSearchProps,
} from './react'

// The widget's public surface: a change here is a change for partners (see CHANGELOG.md).
expectTypeOf<keyof ResortEventMap>().toEqualTypeOf<
  | 'resort:search'
  | 'resort:property-selected'
  | 'resort:booking-confirmed'
  | 'resort:booking-modified'
  | 'resort:booking-cancelled'
  | 'resort:request-sent'
  | 'resort:view_item_list'
  | 'resort:select_item'
  | 'resort:view_item'
  | 'resort:add_to_cart'
  | 'resort:add_to_wishlist'
  | 'resort:view_cart'
  | 'resort:begin_checkout'
  | 'resort:purchase'
  | 'resort:sign_up'
  | 'resort:sign_up_confirmed'
  | 'resort:interaction'
  | 'resort:form_submit'
  | 'resort:newsletter_sign_up'
>()
// Tracking copies carry the data layer's payload, less the CRM e-mail.
expectTypeOf<ResortEventMap['resort:purchase']>().toEqualTypeOf<{
  ecommerce: PurchaseEcommerce
}>()
expectTypeOf<ResortEventMap['resort:form_submit']>().toEqualTypeOf<{
  context: 'Callback' | 'Booking'
}>()
expectTypeOf<ResortEventMap['resort:search']>().toEqualTypeOf<SearchRequest>()
expectTypeOf<
  ResortEventMap['resort:property-selected']
>().toEqualTypeOf<PropertySelection>()
expectTypeOf<
  ResortEventMap['resort:booking-confirmed']
>().toEqualTypeOf<BookingConfirmation>()
expectTypeOf<ResortEventMap['resort:booking-modified']>().toEqualTypeOf<{
  bookingId: string
  total: number
  previousTotal: number
  currency: string
}>()
expectTypeOf<ResortEventMap['resort:booking-cancelled']>().toEqualTypeOf<{
  bookingId: string
  fee: number
  currency: string
}>()
expectTypeOf<BookingConfirmation>().toEqualTypeOf<{
  bookingId: string
  total: number
  currency: string
}>()

expectTypeOf<
  ResortEventMap['resort:request-sent']
>().toEqualTypeOf<RequestSent>()
expectTypeOf<RequestSent>().toEqualTypeOf<{
  requestId: string
  context: 'Booking' | 'Callback'
}>()

// Listeners on any element get the typed detail.
declare const element: HTMLElement
element.addEventListener('resort:booking-confirmed', (event) => {
  expectTypeOf(event.detail.bookingId).toEqualTypeOf<string>()
})
element.addEventListener('resort:view_item_list', (event) => {
  expectTypeOf(event.detail.ecommerce.items[0]?.item_id).toEqualTypeOf<
    string | undefined
  >()
})

expectTypeOf<ResortBookingProps>()
  .toHaveProperty('propertyId')
  .toEqualTypeOf<string>()
expectTypeOf<ResortBookingProps['lang']>().toEqualTypeOf<string | undefined>()
expectTypeOf<ResortSearchProps>().toHaveProperty('lang')
expectTypeOf<ResortBookingRequestProps['propertyId']>().toEqualTypeOf<
  string | undefined
>()
expectTypeOf<ResortCallbackRequestProps>().toHaveProperty('lang')
