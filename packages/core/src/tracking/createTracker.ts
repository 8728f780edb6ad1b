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
 * A tracker pushing the SPEC 4 events to `dataLayer`, or to `globalThis.dataLayer` (created when
 * missing), and telling `onTrack` of each.
 */
export function createTracker(
  dataLayer?: DataLayer,
  onTrack?: TrackingListener,
): Tracker {
  const push = (entry: DataLayerEntry) =>
    (dataLayer ?? globalDataLayer()).push(entry)

  const track: Tracker['track'] = (event, payload) => {
    // GA4 merges ecommerce objects across pushes unless the previous one is cleared.
    if (ecommerceEvents.has(event)) push({ ecommerce: null })
    push({ event, ...payload } as DataLayerEvent)
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
      push({ user_id: userId })
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
