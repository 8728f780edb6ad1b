import { addDaysIso, type IsoDate } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import type { CatalogProperty } from '../catalog/catalogSnapshot'
import { nightInventory, type NightInventory } from '../search/availability'
import {
  hotelCodeOf,
  OTA_CODE_LENGTH,
  OTA_RATE_CODE_LENGTH,
  otaCodes,
} from './otaCodes'

/** What both feeds are built from: one property's catalog and its nights, as the database has them. */
export interface FeedInput {
  property: CatalogProperty
  /** Each unit type's nights of [dateFrom, dateTo), as search/availability.ts's nightInventory reads them. */
  nights: Map<string, NightInventory[]>
  dateFrom: IsoDate
  /** The morning after the last night. */
  dateTo: IsoDate
  /** When the message is sent: its TimeStamp, and part of its EchoToken. */
  at: Date
}

/** A property's nights of [dateFrom, dateTo) read as quotes read them, for either feed. */
export async function readFeedInput(
  db: Kysely<Database>,
  property: CatalogProperty,
  dateFrom: IsoDate,
  dateTo: IsoDate,
  at: Date,
): Promise<FeedInput> {
  const nights = await nightInventory(
    db,
    property.unitTypes.map((unit) => unit.id),
    dateFrom,
    dateTo,
  )
  return { property, nights, dateFrom, dateTo, at }
}

/** Consecutive nights with one value, as OpenTravel's Start and End (both included) give them. */
export interface NightRun<T> {
  start: IsoDate
  /** The last night. */
  end: IsoDate
  value: T
}

/**
 * The runs of nights of [dateFrom, dateTo) whose values have the same key; a night whose value
 * is undefined belongs to no run.
 */
export function nightRuns<T>(
  dateFrom: IsoDate,
  dateTo: IsoDate,
  valueOn: (night: IsoDate) => T | undefined,
  key: (value: T) => string,
): NightRun<T>[] {
  const runs: { run: NightRun<T>; key: string }[] = []
  for (let night = dateFrom; night < dateTo; night = addDaysIso(night, 1)) {
    const value = valueOn(night)
    if (value === undefined) continue
    const valueKey = key(value)
    const last = runs.at(-1)
    if (last?.key === valueKey && addDaysIso(last.run.end, 1) === night)
      last.run.end = night
    else runs.push({ run: { start: night, end: night, value }, key: valueKey })
  }
  return runs.map(({ run }) => run)
}

/** The property's unit types and rate plans with their codes, in the codes' order. */
export function feedProducts(property: CatalogProperty) {
  const unitCodes = otaCodes(
    property.unitTypes.map((unit) => unit.id),
    OTA_CODE_LENGTH,
    property.id,
  )
  const rateCodes = otaCodes(
    property.ratePlans.map((rate) => rate.id),
    OTA_RATE_CODE_LENGTH,
    property.id,
  )
  const byCode = <T extends { id: string }>(
    list: T[],
    codes: Map<string, string>,
  ) =>
    list
      .map((item) => ({ item, code: codes.get(item.id)! }))
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
  return {
    hotelCode: hotelCodeOf(property.id),
    units: byCode(property.unitTypes, unitCodes),
    rates: byCode(property.ratePlans, rateCodes),
  }
}

/** A unit type's nights by date. */
export function nightsByDate(
  input: FeedInput,
  unitTypeId: string,
): Map<IsoDate, NightInventory> {
  return new Map(
    (input.nights.get(unitTypeId) ?? []).map((night) => [night.night, night]),
  )
}

/** The message's EchoToken: the feed, the hotel and the moment, so two messages never share one. */
export const echoToken = (feed: string, hotelCode: string, at: Date): string =>
  `${feed}-${hotelCode}-${at.getTime()}`
