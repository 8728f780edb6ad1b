import * as z from 'zod'
import { LANGUAGES } from '../i18n/languages'
import {
  isIsoDate,
  MAX_NIGHTS,
  nightsBetween,
  todayIso,
} from '../stay/stayDates'

/** Most guests of one kind a single request may ask for. */
export const MAX_GUESTS = 20
/** Most rooms or units one booking may take. */
export const MAX_ROOMS = 5

export const languageParam = z.enum(LANGUAGES).default('en')

/** An id of the catalog: a property, rate, unit type or extra. */
export const catalogIdSchema = z.string().min(1, 'required').max(64, 'too_long')

export const isoDateSchema = z.string().refine(isIsoDate, 'date_invalid')

const count = (min: number, max: number, fallback: number) =>
  z.coerce
    .number()
    .int('whole_number')
    .min(min, 'too_small')
    .max(max, 'too_large')
    .default(fallback)

export const adultsParam = count(1, MAX_GUESTS, 2)
export const childrenParam = count(0, MAX_GUESTS, 0)
export const roomsParam = count(1, MAX_ROOMS, 1)

/** Arrival not in the past (the server's today), departure after it, at most 30 nights. */
export function refineStay(
  value: { dateFrom: string; dateTo: string },
  context: z.RefinementCtx,
): void {
  if (value.dateFrom < todayIso()) {
    context.addIssue({
      code: 'custom',
      path: ['dateFrom'],
      message: 'date_from_in_past',
    })
    return
  }
  const nights = nightsBetween(value.dateFrom, value.dateTo)
  if (nights < 1) {
    context.addIssue({
      code: 'custom',
      path: ['dateTo'],
      message: 'date_to_not_after_date_from',
    })
  } else if (nights > MAX_NIGHTS) {
    context.addIssue({
      code: 'custom',
      path: ['dateTo'],
      message: 'stay_too_long',
    })
  }
}

/** The query of every dated search: language, stay dates and guests per room. */
export const stayQueryShape = {
  lang: languageParam,
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  adults: adultsParam,
  children: childrenParam,
}
