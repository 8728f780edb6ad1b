import { isIsoDate } from '../stay/stayDates'
import type { IsoDate } from '../stay/stayDates'

/** Throws a RangeError unless a value is a real yyyy-MM-dd date. */
export function assertIsoDate(value: string): IsoDate {
  if (!isIsoDate(value)) {
    throw new RangeError(`expected a yyyy-MM-dd date, got '${value}'`)
  }
  return value
}
