import type { ConsentCategory, ConsentChoice } from './consent'
import {
  ECOMMERCE_EVENTS,
  type BeginCheckoutEcommerce,
  type DataLayerEntry,
  type DataLayerEvent,
  type FormSubmitContext,
  type ItemListEcommerce,
  type PurchaseEcommerce,
  type SelectItemEcommerce,
  type SignUpContext,
  type TrackingEventMap,
  type TrackingEventName,
  type ValuedEcommerce,
} from './trackingEvents'

/** Anything with GTM's `push`: a plain array, or `window.dataLayer` after GTM has wrapped it. */
export interface DataLayer {
  push(entry: DataLayerEntry): unknown
}

export interface Tracker {
  /** Pushes any event of the map; ecommerce events get the `{ ecommerce: null }` reset first. */
  track<E extends TrackingEventName>(
    event: E,
    payload: TrackingEventMap[E],
  ): void
  trackViewItemList(ecommerce: ItemListEcommerce): void
  trackSelectItem(ecommerce: SelectItemEcommerce): void
  trackViewItem(ecommerce: ValuedEcommerce): void
  trackAddToCart(ecommerce: ValuedEcommerce): void
  trackAddToWishlist(ecommerce: ValuedEcommerce): void
  trackViewCart(ecommerce: ValuedEcommerce): void
  trackBeginCheckout(ecommerce: BeginCheckoutEcommerce): void
  trackPurchase(ecommerce: PurchaseEcommerce): void
  /** Pushes `{ user_id }` on its own, with no event name. */
  trackUserId(userId: string): void
  trackSignUp(context: SignUpContext): void
  trackSignUpConfirmed(): void
  trackInteraction(interaction: TrackingEventMap['interaction']): void
  trackFormSubmit(context: FormSubmitContext, crmEmail: string): void
  trackNewsletterSignUp(crmEmail: string): void
}

const ecommerceEvents: ReadonlySet<TrackingEventName> = new Set(
  ECOMMERCE_EVENTS,
)

// Looked up on every push, not once: GTM may load, or a page may set window.dataLayer, after us.
function globalDataLayer(): DataLayer {
  const scope = globalThis as { dataLayer?: DataLayer }
  scope.dataLayer ??= []
  return scope.dataLayer
}

/** Told of every named event after it was pushed, such as a widget copying it into a DOM event. */
export type TrackingListener = <E extends TrackingEventName>(
  event: E,
  payload: TrackingEventMap[E],
) => void

/**
 * The visitor's choice as it stands when an event is tracked; undefined while they have not
 * chosen. Read on every event, so that a choice made later applies at once.
 */
export type ConsentReader = () => ConsentChoice | undefined

/**
 * A tracker pushing the SPEC 4 events to `dataLayer`, or to `globalThis.dataLayer` (created when
 * missing), and telling `onTrack` of each. With `consent` (decision 028), an event reaches the
 * data layer only when its category is allowed: before any choice nothing does, and what was
 * tracked then is dropped, not queued (consent does not reach back). `onTrack` hears every event.
 */
export function createTracker(
  dataLayer?: DataLayer,
  onTrack?: TrackingListener,
  consent?: ConsentReader,
): Tracker {
  const push = (entry: DataLayerEntry, category: ConsentCategory) => {
    if (!consent || consent()?.[category])
      (dataLayer ?? globalDataLayer()).push(entry)
  }

  const track: Tracker['track'] = (event, payload) => {
    // Events carrying the CRM e-mail (form_submit, newsletter_sign_up) serve marketing.
    const category = 'crm_email' in payload ? 'marketing' : 'analytics'
    // GA4 merges ecommerce objects across pushes unless the previous one is cleared.
    if (ecommerceEvents.has(event)) push({ ecommerce: null }, category)
    push({ event, ...payload } as DataLayerEvent, category)
    onTrack?.(event, payload)
  }

  return {
    track,
    trackViewItemList: (ecommerce) => track('view_item_list', { ecommerce }),
    trackSelectItem: (ecommerce) => track('select_item', { ecommerce }),
    trackViewItem: (ecommerce) => track('view_item', { ecommerce }),
    trackAddToCart: (ecommerce) => track('add_to_cart', { ecommerce }),
    trackAddToWishlist: (ecommerce) => track('add_to_wishlist', { ecommerce }),
    trackViewCart: (ecommerce) => track('view_cart', { ecommerce }),
    trackBeginCheckout: (ecommerce) => track('begin_checkout', { ecommerce }),
    trackPurchase: (ecommerce) => track('purchase', { ecommerce }),
    trackUserId: (userId) => {
      push({ user_id: userId }, 'analytics')
    },
    trackSignUp: (context) => track('sign_up', { context }),
    trackSignUpConfirmed: () => track('sign_up_confirmed', {}),
    trackInteraction: (interaction) => track('interaction', interaction),
    trackFormSubmit: (context, crmEmail) =>
      track('form_submit', { context, crm_email: crmEmail }),
    trackNewsletterSignUp: (crmEmail) =>
      track('newsletter_sign_up', { crm_email: crmEmail }),
  }
}
