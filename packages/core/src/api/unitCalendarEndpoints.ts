// The units' calendar calls (issue 35), rows of the endpoint table in a module of their own (see
// endpoints.ts).
import type * as z from 'zod'
import { publicEndpoint, staffEndpoint, type WireInput } from './endpoint'
import type {
  adminUnitCalendarsResponseSchema,
  unitCalendarFeedResponseSchema,
  unitCalendarImportRemovedSchema,
  unitCalendarImportSchema,
  unitCalendarSchema,
} from './unitCalendarResponses'
import type {
  addUnitCalendarImportRequestSchema,
  adminUnitCalendarsQuerySchema,
  rotateUnitCalendarRequestSchema,
  unitCalendarFeedQuerySchema,
  unitCalendarImportRequestSchema,
} from './unitCalendars'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

export const unitCalendarFeed = /* @__PURE__ */ publicEndpoint<
  In<typeof unitCalendarFeedQuerySchema>,
  Out<typeof unitCalendarFeedResponseSchema>
>('unitCalendarFeed', 'GET', '/api/v1/calendars/unit.ics', ['not_found'])
export const adminUnitCalendars = /* @__PURE__ */ staffEndpoint<
  In<typeof adminUnitCalendarsQuerySchema>,
  Out<typeof adminUnitCalendarsResponseSchema>
>('adminUnitCalendars', 'GET', '/api/v1/admin/unit-calendars', ['not_found'])
export const rotateUnitCalendar = /* @__PURE__ */ staffEndpoint<
  In<typeof rotateUnitCalendarRequestSchema>,
  Out<typeof unitCalendarSchema>
>('rotateUnitCalendar', 'POST', '/api/v1/admin/unit-calendars/rotate', [
  'not_found',
])
export const addUnitCalendarImport = /* @__PURE__ */ staffEndpoint<
  In<typeof addUnitCalendarImportRequestSchema>,
  Out<typeof unitCalendarImportSchema>
>('addUnitCalendarImport', 'POST', '/api/v1/admin/unit-calendars/imports', [
  'not_found',
])
export const refreshUnitCalendarImport = /* @__PURE__ */ staffEndpoint<
  In<typeof unitCalendarImportRequestSchema>,
  Out<typeof unitCalendarImportSchema>
>(
  'refreshUnitCalendarImport',
  'POST',
  '/api/v1/admin/unit-calendars/imports/refresh',
  ['not_found'],
)
export const removeUnitCalendarImport = /* @__PURE__ */ staffEndpoint<
  In<typeof unitCalendarImportRequestSchema>,
  Out<typeof unitCalendarImportRemovedSchema>
>(
  'removeUnitCalendarImport',
  'POST',
  '/api/v1/admin/unit-calendars/imports/remove',
  ['not_found'],
)
