import { parsePhoneNumberFromString } from 'libphonenumber-js'

/** Whether a property's phone is a number of its country's plan, written in E.164 ('+38552830200'). */
export function isPropertyPhone(phone: string): boolean {
  const parsed = parsePhoneNumberFromString(phone)
  return parsed !== undefined && parsed.isValid() && parsed.number === phone
}

/** A property's E.164 phone as people write it, grouped by its country's rules: '+385 52 830 200'. */
export function phoneForDisplay(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone
}
