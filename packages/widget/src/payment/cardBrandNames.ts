import type { DetectedCardBrand } from '@resort/core/validation'

/**
 * Card brands as their issuers write them, Visa Electron (vielectron) too; brand names are not
 * translated. Looked up by a stored card's brand, which may be one this list lacks.
 */
export const CARD_BRAND_NAMES: Readonly<
  Record<DetectedCardBrand, string> & Record<string, string | undefined>
> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  'diners-club': 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  elo: 'Elo',
  mir: 'Mir',
  hiper: 'Hiper',
  hipercard: 'Hipercard',
  vielectron: 'Visa Electron',
}
