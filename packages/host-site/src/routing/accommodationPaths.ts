import type { PropertyType } from '@resort/core/api'
import { PROPERTY_TYPE_SEGMENTS } from '@resort/core/site'
import type { StayRequest } from '../accommodation/stayRequest'

/** SPEC 2's list segments hotels, villas and apartments (core's route table), by property type. */
export const TYPE_SEGMENTS: Readonly<Record<PropertyType, string>> =
  PROPERTY_TYPE_SEGMENTS

/** The property type a list segment stands for, or undefined for a property id. */
export function typeOfSegment(segment: string): PropertyType | undefined {
  return (Object.keys(TYPE_SEGMENTS) as PropertyType[]).find(
    (type) => TYPE_SEGMENTS[type] === segment,
  )
}

/** The stay as a query string for links to a property (no leading `?`). */
export function stayQuery(stay: StayRequest): string {
  return new URLSearchParams({
    dateFrom: stay.dateFrom,
    dateTo: stay.dateTo,
    adults: String(stay.adults),
    children: String(stay.children),
  }).toString()
}
