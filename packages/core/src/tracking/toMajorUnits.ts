import { currencyDecimals } from '../format/currencyDecimals'

/**
 * An amount in major units (123.45 EUR), as GA4 expects in `value` and `price`. The rest of the app
 * counts integer minor units, so the brand makes passing cents straight into an event a type error:
 * the only way to get one is `toMajorUnits`.
 */
export type MajorUnits = number & { readonly __unit: 'major' }

/** Converts integer minor units (12345 EUR cents) to GA4 major units (123.45). */
export function toMajorUnits(
  amountMinor: number,
  currency: string,
): MajorUnits {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(
      `Money is counted in integer minor units, got ${amountMinor} ${currency}`,
    )
  }
  // Dividing two exact integers rounds once, to the double nearest the decimal (12345 / 100 === 123.45).
  return (amountMinor / 10 ** currencyDecimals(currency)) as MajorUnits
}
