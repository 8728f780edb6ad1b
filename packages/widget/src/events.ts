import type { PropertyChoice, StaySearch } from '@resort/core/search'
import type { TrackingEventMap, TrackingEventName } from '@resort/core/tracking'

/** What a guest searched for; the payload of `resort:search` (the search flow's stay). */
export type SearchRequest = StaySearch

/** The property a guest chose from the results; the payload of `resort:property-selected`. */
export type PropertySelection = PropertyChoice

/** A booking the server confirmed; the payload of `resort:booking-confirmed` (DESIGN). */
export interface BookingConfirmation {
  bookingId: string
  /** Minor units (cents). */
  total: number
  currency: string
}

/** A booking the guest changed; the payload of `resort:booking-modified`. */
export interface BookingModification {
  bookingId: string
  /** Minor units (cents), after and before the change. */
  total: number
  previousTotal: number
  currency: string
}

/** A booking the guest cancelled; the payload of `resort:booking-cancelled`. */
export interface BookingCancellation {
  bookingId: string
  /** The cancellation fee charged, in minor units; 0 when free. */
  fee: number
  currency: string
}

/** A booking or callback request the server stored; the payload of `resort:request-sent`. */
export interface RequestSent {
  /** The reference the guest quotes to the desk, such as BR-3F9A1C7D2E. */
  requestId: string
  /** Which form sent it, as SPEC 4's form submit event names it. */
  context: 'Booking' | 'Callback'
}

/** A tracking event's DOM copy: the data-layer payload without the CRM e-mail (no PII). */
export type TrackingEventDetail<E extends TrackingEventName> = Omit<
  TrackingEventMap[E],
  'crm_email'
>

/** `resort:view_item_list`, `resort:purchase`, ...: every SPEC 4 tracking event as a DOM event. */
export type ResortTrackingEventMap = {
  [E in TrackingEventName as `resort:${E}`]: TrackingEventDetail<E>
}

/**
 * Every DOM event the widget dispatches, by name. Events bubble and are composed, so they leave
 * the element's shadow root. Payloads are only ever added to; a breaking change gets a new name.
 */
export interface ResortEventMap extends ResortTrackingEventMap {
  'resort:search': SearchRequest
  'resort:property-selected': PropertySelection
  'resort:booking-confirmed': BookingConfirmation
  'resort:booking-modified': BookingModification
  'resort:booking-cancelled': BookingCancellation
  'resort:request-sent': RequestSent
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

/** The widget's events as `addEventListener` sees them. */
export type ResortDomEventMap = {
  [Name in ResortEventName]: CustomEvent<ResortEventMap[Name]>
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface GlobalEventHandlersEventMap extends ResortDomEventMap {}
}
