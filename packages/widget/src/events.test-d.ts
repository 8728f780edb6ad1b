import { expectTypeOf } from 'vitest'
import type {
  BookingConfirmation,
  PropertySelection,
  ResortEventMap,
  SearchRequest,
} from './events'
import type { ResortBookingProps, ResortSearchProps } from './react'

// The widget's public surface: a change here is a change for partners (see CHANGELOG.md).
expectTypeOf<keyof ResortEventMap>().toEqualTypeOf<
  'resort:search' | 'resort:property-selected' | 'resort:booking-confirmed'
>()
expectTypeOf<ResortEventMap['resort:search']>().toEqualTypeOf<SearchRequest>()
expectTypeOf<
  ResortEventMap['resort:property-selected']
>().toEqualTypeOf<PropertySelection>()
expectTypeOf<
  ResortEventMap['resort:booking-confirmed']
>().toEqualTypeOf<BookingConfirmation>()
expectTypeOf<BookingConfirmation>().toEqualTypeOf<{
  bookingId: string
  total: number
  currency: string
}>()

// Listeners on any element get the typed detail.
declare const element: HTMLElement
element.addEventListener('resort:booking-confirmed', (event) => {
  expectTypeOf(event.detail.bookingId).toEqualTypeOf<string>()
})

expectTypeOf<ResortBookingProps>()
  .toHaveProperty('propertyId')
  .toEqualTypeOf<string>()
expectTypeOf<ResortBookingProps['lang']>().toEqualTypeOf<string | undefined>()
expectTypeOf<ResortSearchProps>().toHaveProperty('lang')
