import type { Language } from '@resort/core'

/** The breakdown line of a member's saving, in the quote's language. */
export const memberPriceLabel: Record<Language, string> = {
  en: 'Member price',
  de: 'Mitgliederpreis',
  it: 'Prezzo riservato ai soci',
  hr: 'Cijena za članove',
  sl: 'Cena za člane',
}
