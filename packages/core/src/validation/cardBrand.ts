/** Card brands the product accepts, named as card-validator detects them (SPEC 5). */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'american-express',
  'diners-club',
  'discover',
  'jcb',
  'unionpay',
  'maestro',
  'elo',
  'mir',
  'hiper',
  'hipercard',
] as const

export type CardBrand = (typeof CARD_BRANDS)[number]

/** True for one of the accepted brand names. */
export function isCardBrand(value: unknown): value is CardBrand {
  return (CARD_BRANDS as readonly unknown[]).includes(value)
}

/**
 * A brand the card number tells: an accepted one, or Visa Electron, a Visa card that SPEC 3's
 * provider table names apart (vielectron, VIELECTRON).
 */
export type DetectedCardBrand = CardBrand | 'vielectron'

/** True for an accepted brand or Visa Electron. */
export function isDetectedCardBrand(
  value: unknown,
): value is DetectedCardBrand {
  return value === 'vielectron' || isCardBrand(value)
}

/** The accepted brand a detected one belongs to: a property that takes visa takes Visa Electron. */
export function acceptedBrand(brand: DetectedCardBrand): CardBrand {
  return brand === 'vielectron' ? 'visa' : brand
}

/** Card type codes the payment provider expects (SPEC 3). */
export type ProviderCardCode =
  | 'AMEX'
  | 'MASTERCARD'
  | 'VISA'
  | 'DINERS'
  | 'VIELECTRON'
  | 'MAESTRO'
  | 'DISCOVER'
  | 'JCB'

// A Map, not an object literal, so names like 'toString' never hit the prototype.
// vielectron is not one of card-validator's own brands: cardTypes.ts adds it.
const PROVIDER_CODES: ReadonlyMap<string, ProviderCardCode> = new Map([
  ['american-express', 'AMEX'],
  ['mastercard', 'MASTERCARD'],
  ['visa', 'VISA'],
  ['diners-club', 'DINERS'],
  ['vielectron', 'VIELECTRON'],
  ['maestro', 'MAESTRO'],
  ['discover', 'DISCOVER'],
  ['jcb', 'JCB'],
])

/** The provider's code for a detected brand; undefined for brands the provider table lacks. */
export function toProviderCode(
  brand: string | undefined,
): ProviderCardCode | undefined {
  return brand === undefined ? undefined : PROVIDER_CODES.get(brand)
}

// Stripe's names for the brands (a card's `brand`, decision 040); a brand it has no name for it
// calls "unknown", and Visa Electron "visa". A Map, as above.
const STRIPE_BRANDS: ReadonlyMap<CardBrand, string> = new Map<
  CardBrand,
  string
>([
  ['visa', 'visa'],
  ['mastercard', 'mastercard'],
  ['american-express', 'amex'],
  ['diners-club', 'diners'],
  ['discover', 'discover'],
  ['jcb', 'jcb'],
  ['unionpay', 'unionpay'],
])

/** Stripe's name for a brand: the test gateway answers with it. */
export function toStripeBrand(brand: DetectedCardBrand): string {
  return STRIPE_BRANDS.get(acceptedBrand(brand)) ?? 'unknown'
}

/** The brand Stripe reports by its name, or undefined for one SPEC 5 does not know. */
export function fromStripeBrand(name: string): CardBrand | undefined {
  return [...STRIPE_BRANDS].find(([, stripe]) => stripe === name)?.[0]
}
