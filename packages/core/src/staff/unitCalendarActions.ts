import type { ApiClient } from '../api/createApiClient'
import type { OutputOf } from '../api/endpoint'
import {
  addUnitCalendarImport,
  refreshUnitCalendarImport,
  removeUnitCalendarImport,
  rotateUnitCalendar,
} from '../api/endpoints'
import type {
  AdminUnitCalendarsResponse,
  UnitCalendarImportResponse,
} from '../api/unitCalendarResponses'
import { addUnitCalendarImportRequestSchema } from '../api/unitCalendars'
import { formField, requestCodes } from '../validation/requestCodes'
import { createStaffAction } from './staffAction'
import type { StaffAction } from './staffActionTypes'

/** A villa's or apartment's feed, name and outside calendars, as staff's list has them (issue 35). */
export type UnitCalendars = AdminUnitCalendarsResponse['calendars'][number]

/** A unit's feed address, as staff's list or a renewal gives it. */
export type UnitFeed = OutputOf<typeof rotateUnitCalendar>

/** An outside calendar named by its id and by what staff call it (one action serves a unit's list). */
export interface OutsideCalendarName {
  importId: string
  name: string
}

/** The new outside calendar's form, as typed. */
export interface OutsideCalendarDraft {
  name: string
  url: string
}

export type OutsideCalendarField = keyof OutsideCalendarDraft

/** Copying the feed address: `write` is the browser's clipboard; a refusal is the problem. */
export type UnitFeedCopy = StaffAction<'copy', { feedUrl: string }, string>

/** A new secret address for the unit's feed, after a yes; `done` is the new address. */
export type UnitFeedRenewal = StaffAction<
  'renew',
  { unitTypeId: string },
  UnitFeed
>

/** Subscribing the unit to another site's calendar; the form is empty again after each. */
export type OutsideCalendarAddition = StaffAction<
  'add',
  OutsideCalendarDraft,
  UnitCalendarImportResponse,
  OutsideCalendarField
>

/** Fetching one outside calendar again now; `done` is it as fetched. */
export type OutsideCalendarRefresh = StaffAction<
  'refresh',
  OutsideCalendarName,
  UnitCalendarImportResponse
>

/** Unsubscribing the unit from one outside calendar, after a yes; `done` names it. */
export type OutsideCalendarRemoval = StaffAction<
  'remove',
  OutsideCalendarName,
  OutsideCalendarName
>

/** What staff do with one unit's calendars; only the latest outcome is news. */
export interface UnitCalendarActions {
  copy: UnitFeedCopy
  renewal: UnitFeedRenewal
  addition: OutsideCalendarAddition
  refresh: OutsideCalendarRefresh
  removal: OutsideCalendarRemoval
}

const NO_CALENDAR: OutsideCalendarName = { importId: '', name: '' }

const additionOf = (
  unitTypeId: string,
  { name, url }: OutsideCalendarDraft,
) => ({
  unitTypeId,
  name: name.trim(),
  url: url.trim(),
})

/** The calendars of unit `unitTypeId`; `write` puts a text on the clipboard. */
export function createUnitCalendarActions({
  api,
  unitTypeId,
  write,
}: {
  api: ApiClient
  unitTypeId: string
  write: (text: string) => Promise<void>
}): UnitCalendarActions {
  // Each action, as it starts, makes the others' last outcome old news.
  const others = (acting: object) => {
    for (const action of Object.values(actions))
      if (action !== acting) action.getState().dismiss()
  }
  const copy: UnitFeedCopy = createStaffAction('copy', {
    draft: { feedUrl: '' },
    send: async ({ feedUrl }) => {
      others(copy)
      await write(feedUrl)
      return feedUrl
    },
  })
  const renewal: UnitFeedRenewal = createStaffAction('renew', {
    draft: { unitTypeId },
    send: (draft) => {
      others(renewal)
      return api.call(rotateUnitCalendar, draft)
    },
  })
  const addition: OutsideCalendarAddition = createStaffAction('add', {
    draft: { name: '', url: '' },
    check: (draft) =>
      requestCodes(
        addUnitCalendarImportRequestSchema,
        additionOf(unitTypeId, draft),
        formField,
      ),
    send: (draft) => {
      others(addition)
      return api.call(addUnitCalendarImport, additionOf(unitTypeId, draft))
    },
    fieldOf: (name) => (name === 'name' || name === 'url' ? name : undefined),
    startOver: true,
  })
  const refresh: OutsideCalendarRefresh = createStaffAction('refresh', {
    draft: NO_CALENDAR,
    send: ({ importId }) => {
      others(refresh)
      return api.call(refreshUnitCalendarImport, { importId })
    },
  })
  const removal: OutsideCalendarRemoval = createStaffAction('remove', {
    draft: NO_CALENDAR,
    send: async (calendar) => {
      others(removal)
      await api.call(removeUnitCalendarImport, { importId: calendar.importId })
      return calendar
    },
  })
  const actions: UnitCalendarActions = {
    copy,
    renewal,
    addition,
    refresh,
    removal,
  }
  return actions
}

/**
 * The unit's feed as it is now: the list's, or the address a renewal answered since it was
 * read (the list is not read again after a renewal).
 */
export function currentFeed(
  unit: UnitFeed,
  renewed: UnitFeed | undefined,
): UnitFeed {
  return renewed?.unitTypeId === unit.unitTypeId &&
    renewed.rotatedAt >= unit.rotatedAt
    ? renewed
    : unit
}
