import { formatPrice } from '@resort/core/format'

/**
 * What a promo code takes off, in a language's way of writing it: a percentage ("15%", in
 * German "15 %") or an amount in its currency ("€25.00").
 */
export function promoValue(
  {
    kind,
    value,
    currency,
  }: { kind: string; value: number; currency?: string | null },
  language: string,
): string {
  return kind === 'percent'
    ? new Intl.NumberFormat(language, { style: 'percent' }).format(value / 100)
    : formatPrice(value, currency ?? undefined, language)
}
