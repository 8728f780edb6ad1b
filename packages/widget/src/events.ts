import type { IsoDate } from '@resort/core/stay'

/** What a guest searched for; the payload of `resort:search`. */
export interface SearchRequest {
  /** Free text: a place, region or property name; empty means everywhere. */
  destination: string
  dateFrom: IsoDate
  dateTo: IsoDate
  nights: number
  adults: number
  children: number
  /** Set when the guest chose a destination from the suggestions: its region id. */
  regionId?: string
}

/** The property a guest chose from the results; the payload of `resort:property-selected`. */
export interface PropertySelection {
  propertyId: string
  dateFrom: IsoDate
  dateTo: IsoDate
  adults: number
  children: number
}

/** A booking the server confirmed; the payload of `resort:booking-confirmed` (DESIGN). */
export interface BookingConfirmation {
  bookingId: string
  /** Minor units (cents). */
  total: number
  currency: string
}

/**
 * Every DOM event the widget dispatches, by name. Events bubble and are composed, so they leave
 * the element's shadow root. Payloads are only ever added to; a breaking change gets a new name.
 */
export interface ResortEventMap {
  'resort:search': SearchRequest
  'resort:property-selected': PropertySelection
  'resort:booking-confirmed': BookingConfirmation
}

export type ResortEventName = keyof ResortEventMap

/** Dispatches a typed widget event from a node inside (or on) the widget. */
export function dispatchResortEvent<Name extends ResortEventName>(
  target: EventTarget,
  name: Name,
  detail: ResortEventMap[Name],
): void {
  target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true }),
  )
}

declare global {
  interface GlobalEventHandlersEventMap {
    'resort:search': CustomEvent<SearchRequest>
    'resort:property-selected': CustomEvent<PropertySelection>
    'resort:booking-confirmed': CustomEvent<BookingConfirmation>
  }
}
