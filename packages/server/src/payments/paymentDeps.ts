import type { AppContext } from '../appContext'

/** What the payment functions use of the app's context. */
export type PaymentDeps = Pick<
  AppContext,
  'db' | 'catalog' | 'gateway' | 'cardPage' | 'logFailure' | 'now'
>
