import { randomBytes } from 'node:crypto'
import type { CheckedCard } from './testCards'

// The objects the test gateway answers with, in the shape Stripe's description gives them (the
// server checks every answer against it). Only what a card payment uses is filled in.

export const newId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('hex')}`

export const now = () => Math.floor(Date.now() / 1000)

export type Metadata = Record<string, string>

export interface ApiError {
  type:
    'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error'
  code?: string
  decline_code?: string
  message: string
  param?: string
  payment_intent?: PaymentIntent
  setup_intent?: SetupIntent
}

export interface Customer {
  id: string
  object: 'customer'
  created: number
  livemode: false
  email: string | null
  name: string | null
  metadata: Metadata
}

export interface PaymentMethod {
  id: string
  object: 'payment_method'
  type: 'card'
  created: number
  livemode: false
  customer: string | null
  metadata: Metadata
  billing_details: {
    address: null
    email: null
    name: string | null
    phone: null
  }
  card: {
    brand: string
    exp_month: number
    exp_year: number
    funding: 'credit'
    last4: string
    country: null
  }
}

interface NextAction {
  type: 'redirect_to_url'
  redirect_to_url: { url: string; return_url: string | null }
}

interface Intent {
  id: string
  created: number
  livemode: false
  client_secret: string
  customer: string | null
  payment_method: string | null
  payment_method_types: string[]
  metadata: Metadata
  next_action: NextAction | null
  cancellation_reason: string | null
}

export interface SetupIntent extends Intent {
  object: 'setup_intent'
  status:
    | 'canceled'
    | 'requires_action'
    | 'requires_confirmation'
    | 'requires_payment_method'
    | 'succeeded'
  usage: string
  last_setup_error: ApiError | null
}

export interface PaymentIntent extends Intent {
  object: 'payment_intent'
  status:
    | 'canceled'
    | 'requires_action'
    | 'requires_capture'
    | 'requires_confirmation'
    | 'requires_payment_method'
    | 'succeeded'
  amount: number
  amount_capturable: number
  amount_received: number
  currency: string
  capture_method: 'automatic' | 'manual'
  confirmation_method: 'automatic'
  canceled_at: number | null
  last_payment_error: ApiError | null
}

export interface Refund {
  id: string
  object: 'refund'
  amount: number
  created: number
  currency: string
  payment_intent: string
  status: 'succeeded'
  reason: string | null
  metadata: Metadata
}

export function paymentMethodOf(
  card: CheckedCard,
  holder: string | undefined,
  metadata: Metadata,
): PaymentMethod {
  return {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    created: now(),
    livemode: false,
    customer: null,
    metadata,
    billing_details: {
      address: null,
      email: null,
      name: holder ?? null,
      phone: null,
    },
    card: {
      brand: card.brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      funding: 'credit',
      last4: card.last4,
      country: null,
    },
  }
}

export function intentBase(
  prefix: 'seti' | 'pi',
  fields: {
    customer?: string | undefined
    payment_method?: string | undefined
    metadata?: Metadata | undefined
  },
) {
  const id = newId(prefix)
  return {
    id,
    created: now(),
    livemode: false as const,
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    customer: fields.customer ?? null,
    payment_method: fields.payment_method ?? null,
    payment_method_types: ['card'],
    metadata: fields.metadata ?? {},
    next_action: null,
    cancellation_reason: null,
  }
}
