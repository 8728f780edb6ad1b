import type { Language } from '@resort/core'
import { de } from './de'
import { en } from './en'
import { hr } from './hr'
import { it } from './it'
import { sl } from './sl'

export type BookingEvent = 'confirmed' | 'changed' | 'cancelled'

/** A count's wording by CLDR plural category ('{count}' stands for the number); `other` always. */
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & {
  other: string
}

type ScheduleState = 'due' | 'done_charge' | 'done_hold' | 'failed'

/** Every word of the booking mails in one language (issue 33: the same content in text and HTML). */
export interface BookingMailTexts {
  subject: Record<BookingEvent, (id: string, property: string) => string>
  intro: Record<BookingEvent, string>
  /** The intro when staff changed or cancelled the booking for the guest (issue 14). */
  introByStaff: Record<Exclude<BookingEvent, 'confirmed'>, string>
  /** The paragraph with staff's reason. */
  staffReason: (reason: string) => string
  greeting: (name: string) => string
  bookingNumber: string
  stay: string
  nights: PluralForms
  checkInOut: (from: string, until: string) => string
  rate: string
  board: string
  unitsTitle: string
  adults: PluralForms
  children: PluralForms
  /** A child's age of 0 in the guests line (issue 33), as the age selects name it. */
  childUnderOne: string
  /** A unit's own price: its nights, extra guests and board, before extras. */
  accommodation: string
  extras: string
  unitTotal: string
  priceTitle: string
  total: string
  paidAtBooking: string
  dueAtProperty: string
  /** A payment the rate's policy asks for later (issue 32): a charge or a hold on a day. */
  scheduled: Record<'charge' | 'hold', (amount: string, date: string) => string>
  scheduleState: Record<ScheduleState, string>
  cancellationTitle: string
  nonRefundable: string
  freeUntil: (date: string) => string
  /** The fee once the free period is over, or from the start when there is none. */
  feeAfterFree: (percent: number, fee: string) => string
  feeAlways: (percent: number, fee: string) => string
  freeAlways: string
  cancellationFee: string
  propertyTitle: string
  address: string
  phone: string
  map: string
  mapLink: string
  manage: string
  closing: string
  /** The cancellation mail's closing: no welcome to look forward to. */
  closingCancelled: string
  /** The calendar entry's title. */
  calendarSummary: (property: string, id: string) => string
}

const TEXTS: Record<Language, BookingMailTexts> = { en, de, it, hr, sl }

/** The booking mails' words in a language. */
export const bookingMailTexts = (language: Language): BookingMailTexts =>
  TEXTS[language]

// Made once per language: a new Intl.PluralRules per count took 2% of a booking (issue 34).
const pluralRules = new Map<Language, Intl.PluralRules>()

/** A count in words, with the language's plural form ("2 odrasle osebe"). */
export function countIn(
  language: Language,
  forms: PluralForms,
  count: number,
): string {
  let rules = pluralRules.get(language)
  if (!rules)
    pluralRules.set(language, (rules = new Intl.PluralRules(language)))
  const category = rules.select(count)
  return (forms[category] ?? forms.other).replace('{count}', String(count))
}
