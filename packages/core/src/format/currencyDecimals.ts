/**
 * Where SPEC 9 states a currency's decimals and engines' Intl data disagrees (DESIGN: one small
 * documented table). HUF: the spec says 0; ISO 4217 and older CLDR say 2, CLDR 48 (ICU 78, as in
 * Node 20.20) says 0. Pinning it keeps a HUF amount's minor unit the same on every engine.
 * CLDR 48 also moved COP, IDR and PKR to 0; the spec names no value for them, so Intl decides.
 */
const SPEC_DECIMALS: Readonly<Record<string, number>> = { HUF: 0 }

const CURRENCY_CODE = /^[A-Z]{3}$/

const cache = new Map<string, number>()

/** Decimals of a currency's minor unit (SPEC 9): Intl's data, with the spec's overrides. */
export function currencyDecimals(currency: string): number {
  const code = currency.toUpperCase()
  if (!CURRENCY_CODE.test(code)) {
    throw new RangeError(
      `currency must be a 3-letter ISO code, got '${currency}'`,
    )
  }
  const known = SPEC_DECIMALS[code] ?? cache.get(code)
  if (known !== undefined) return known
  const decimals =
    new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
    }).resolvedOptions().maximumFractionDigits ?? 2
  cache.set(code, decimals)
  return decimals
}
