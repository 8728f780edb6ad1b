// zod's mini build: the request forms of the widget run these in the browser (see
// validation/schemaParts.ts); the server's classic schemas compose them as they are.
import * as z from 'zod/mini'
import { LANGUAGES } from '../i18n/languages'
import {
  isIsoDate,
  MAX_NIGHTS,
  nightsBetween,
  todayIso,
} from '../stay/stayDates'
import { MAX_GUESTS, MAX_ROOMS } from './stayLimits'

export const languageParam = z._default(z.enum(LANGUAGES), 'en')

/** An id of the catalog: a property, rate, unit type or extra. */
export const catalogIdSchema = z
  .string()
  .check(z.minLength(1, 'required'), z.maxLength(64, 'too_long'))

export const isoDateSchema = z
  .string()
  .check(z.refine(isIsoDate, 'date_invalid'))

const count = (min: number, max: number, fallback: number) =>
  z._default(
    z.coerce
      .number()
      .check(
        z.int('whole_number'),
        z.gte(min, 'too_small'),
        z.lte(max, 'too_large'),
      ),
    fallback,
  )

export const adultsParam = count(1, MAX_GUESTS, 2)
export const childrenParam = count(0, MAX_GUESTS, 0)
export const roomsParam = count(1, MAX_ROOMS, 1)

/** Arrival not in the past (the server's today), departure after it, at most 30 nights. */
export function refineStay(
  value: { dateFrom: string; dateTo: string },
  context: z.core.$RefinementCtx,
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
