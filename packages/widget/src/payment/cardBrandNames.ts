import type { CardBrand } from '@resort/core/validation'

/**
 * Card brands as their issuers write them; brand names are not translated. Also names brands a
 * stored card may carry beyond the detected ones (SPEC 3's provider mapping: vielectron).
 */
export const CARD_BRAND_NAMES: Readonly<
  Record<CardBrand, string> & Record<string, string | undefined>
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
