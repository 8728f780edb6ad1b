import { resolveLanguage } from '@resort/core/i18n'
import { countries, diallingPrefixes } from '@resort/core/reference'
import { useMemo } from 'react'

/** The value of a phone-prefix option: the country, then one of its prefixes ('PR:+1-939'). */
const phonePrefixValue = (country: string, prefix: string) =>
  `${country}:${prefix}`

/** The country of a phone-prefix option value ('HR:+385' -> 'HR'), or undefined when none. */
export const phonePrefixCountry = (prefixValue: string) =>
  prefixValue.split(':')[0] || undefined

/**
 * The phone number as the server takes it: a number typed with its own + or 00 stays as it is;
 * otherwise the chosen calling code goes first and the national trunk 0 is dropped (091 -> +385 91).
 */
export function composePhoneNumber(prefixValue: string, number: string) {
  const typed = number.trim()
  const prefix = prefixValue.split(':')[1]?.replace(/-/g, '')
  if (!prefix || typed === '' || /^(\+|00)/.test(typed)) return typed
  return `${prefix} ${typed.replace(/^0+/, '')}`
}

/** The first prefix of a country, as a phone-prefix option value, or '' when none is known. */
export function defaultPhonePrefix(country: string): string {
  const [prefix] = diallingPrefixes(country)
  return prefix ? phonePrefixValue(country.toUpperCase(), prefix) : ''
}

/** The countries in the guest's language, and one calling-code option per country and prefix. */
export function usePhonePrefixOptions(language: string) {
  const countryList = countries(resolveLanguage(language))
  const prefixes = useMemo(
    () =>
      countryList.flatMap(({ code, name }) =>
        diallingPrefixes(code).map((prefix) => ({
          value: phonePrefixValue(code, prefix),
          label: `${name} (${prefix})`,
        })),
      ),
    [countryList],
  )
  return { countryList, prefixes }
}
