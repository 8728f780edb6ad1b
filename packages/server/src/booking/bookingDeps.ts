import type { AppContext } from '../appContext'

/** What booking's domain functions use of the app's context. */
export type BookingDeps = Pick<
  AppContext,
  | 'db'
  | 'catalog'
  | 'cache'
  | 'tokens'
  | 'gateway'
  | 'cardPage'
  | 'logFailure'
  | 'now'
  | 'notify'
  | 'newsletterSignUp'
  | 'bookingFacts'
  | 'memberBookingChanged'
  | 'ledger'
>
