import type { ConsentModeCommand } from './consentMode'
import type { MajorUnits } from './toMajorUnits'

// Wire names below are GA4's and GTM's (snake_case), since tags in the container depend on them.

/** One product in a GA4 ecommerce event: for us a unit type (room) or an offer. */
export interface Ga4Item {
  item_id: string
  item_name: string
  affiliation?: string
  coupon?: string
  discount?: MajorUnits
  index?: number
  item_brand?: string
  item_category?: string
  item_category2?: string
  item_category3?: string
  item_category4?: string
  item_category5?: string
  item_list_id?: string
  item_list_name?: string
  item_variant?: string
  location_id?: string
  price?: MajorUnits
  quantity?: number
}

/** The ecommerce object of view_item_list. */
export interface ItemListEcommerce {
  item_list_id?: string
  item_list_name?: string
  items: readonly Ga4Item[]
}

/** The ecommerce object of select_item: GA4 expects exactly one item. */
export interface SelectItemEcommerce {
  item_list_id?: string
  item_list_name?: string
  items: readonly [Ga4Item]
}

/** The ecommerce object of view_item, add_to_cart, add_to_wishlist and view_cart. */
export interface ValuedEcommerce {
  currency: string
  value: MajorUnits
  items: readonly Ga4Item[]
}

/** The ecommerce object of begin_checkout. */
export interface BeginCheckoutEcommerce extends ValuedEcommerce {
  coupon?: string
}

/** The ecommerce object of purchase. */
export interface PurchaseEcommerce extends ValuedEcommerce {
  transaction_id: string
  coupon?: string
  tax?: MajorUnits
  shipping?: MajorUnits
}

/** Where a sign-up started (SPEC 4). */
export type SignUpContext = 'loyalty_standalone' | 'loyalty_reservation'

/** Which form was submitted (SPEC 4); the capitalised spelling is the spec's. */
export type FormSubmitContext = 'Callback' | 'Booking'

/** Each data-layer event name with the fields pushed beside `event`. Only ever add to a payload. */
export interface TrackingEventMap {
  view_item_list: { ecommerce: ItemListEcommerce }
  select_item: { ecommerce: SelectItemEcommerce }
  view_item: { ecommerce: ValuedEcommerce }
  add_to_cart: { ecommerce: ValuedEcommerce }
  add_to_wishlist: { ecommerce: ValuedEcommerce }
  view_cart: { ecommerce: ValuedEcommerce }
  begin_checkout: { ecommerce: BeginCheckoutEcommerce }
  purchase: { ecommerce: PurchaseEcommerce }
  sign_up: { context: SignUpContext }
  sign_up_confirmed: Record<never, never>
  /** A notable click or choice that is not a conversion; the spec does not name its fields. */
  interaction: { category: string; action: string; label?: string }
  // crm_email is for the CRM tag; a tag forwarding to GA4 must not pass it on (no PII in GA4).
  form_submit: { context: FormSubmitContext; crm_email: string }
  newsletter_sign_up: { crm_email: string }
}

export type TrackingEventName = keyof TrackingEventMap

/** The GA4 ecommerce events: each is preceded by `{ ecommerce: null }` in the data layer. */
export const ECOMMERCE_EVENTS = [
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'add_to_wishlist',
  'view_cart',
  'begin_checkout',
  'purchase',
] as const satisfies readonly TrackingEventName[]

export type EcommerceEventName = (typeof ECOMMERCE_EVENTS)[number]

/** A named event as it lands in the data layer: `{ event, ...payload }`. */
export type DataLayerEvent = {
  [E in TrackingEventName]: { event: E } & TrackingEventMap[E]
}[TrackingEventName]

/** Everything this module pushes: named events, the user id on its own, and the ecommerce reset. */
export type DataLayerEntry =
  | DataLayerEvent
  | { user_id: string }
  | { ecommerce: null }
  | ConsentModeCommand
