import { currencyDecimals } from '../format/currencyDecimals'
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages'

/** How a currency is shown: its symbol in a language and the decimals of its minor unit. */
export interface CurrencyInfo {
  code: string
  symbol: string
  decimals: number
}

const CURRENCY_CODE = /^[A-Z]{3}$/

let supported: ReadonlySet<string> | null | undefined

// The engine's list of ISO 4217 codes; an engine without Intl.supportedValuesOf takes any code.
function isKnownCurrency(code: string): boolean {
  if (supported === undefined) {
    supported =
      typeof Intl.supportedValuesOf === 'function'
        ? new Set(Intl.supportedValuesOf('currency'))
        : null
  }
  return CURRENCY_CODE.test(code) && (supported?.has(code) ?? true)
}

const cache = new Map<string, CurrencyInfo>()

/**
 * A currency's symbol in a language (USD $, EUR €, GBP £, CAD CA$ in English) and its decimals
 * (SPEC 9), from Intl with the spec's overrides; undefined for an unknown code.
 */
export function currencyInfo(
  currency: string,
  language: Language = DEFAULT_LANGUAGE,
): CurrencyInfo | undefined {
  const code = currency.trim().toUpperCase()
  if (!isKnownCurrency(code)) return undefined
  const key = `${language}:${code}`
  let info = cache.get(key)
  if (!info) {
    const parts = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: code,
    }).formatToParts(0)
    const symbol = parts.find((part) => part.type === 'currency')?.value
    info = Object.freeze({
      code,
      symbol: symbol ?? code,
      decimals: currencyDecimals(code),
    })
    cache.set(key, info)
  }
  return info
}
