import { randomUUID } from 'node:crypto'
import { todayIso } from '@resort/core/stay'
import { inTransaction } from '#db/transactions'
import { notFound } from '#http/errors'
import { recordAudit } from '../admin/auditLog'
import type { RouteModule } from '../appContext'
import { calendarUnit } from '../calendars/calendarUnit'
import {
  releaseImport,
  unitCalendarImports,
} from '../calendars/unitCalendarImports'
import {
  syncUnitCalendar,
  type CalendarSyncDeps,
} from '../calendars/unitCalendarSync'

/**
 * Staff subscribe a villa or apartment to the calendars of the other sites it is listed on
 * (issue 35); each is fetched at once and then on the schedule (calendars/unitCalendarSync.ts).
 */
export const unitCalendarImportRoutes: RouteModule = (handle, context) => {
  const { db, now } = context
  const deps: CalendarSyncDeps = {
    db,
    kind: context.database.kind,
    now,
    cache: context.cache,
    fetch: context.outsideCalendars,
  }
  const findImport = async (importId: string) => {
    const found = await db
      .selectFrom('unit_calendar_imports')
      .select(['id', 'unit_type_id as unitTypeId', 'url', 'name'])
      .where('id', '=', importId)
      .executeTakeFirst()
    if (!found) throw notFound('outside calendar', importId, 'importId')
    return found
  }
  /** The calendar as staff now see it, after its fetch. */
  const shown = async (calendar: { id: string; unitTypeId: string }) => {
    const all = await unitCalendarImports(
      db,
      [calendar.unitTypeId],
      todayIso(now()),
    )
    return all.find((one) => one.importId === calendar.id)!
  }

  handle(
    'addUnitCalendarImport',
    async ({ unitTypeId, name, url }, { caller: admin }) => {
      if (!calendarUnit(await context.catalog.get(), unitTypeId))
        throw notFound('villa or apartment', unitTypeId, 'unitTypeId')
      const at = now()
      const calendar = { id: randomUUID(), unitTypeId, url }
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('unit_calendar_imports')
          .values({
            id: calendar.id,
            unit_type_id: unitTypeId,
            name: name.trim(),
            url,
            created_at: at.toISOString(),
            status: 'waiting',
            problem: null,
            fetched_at: null,
          })
          .execute()
        await recordAudit(
          trx,
          admin,
          {
            action: 'unit_calendar_import_added',
            entity: 'unit_type',
            entityId: unitTypeId,
            before: null,
            after: { name: name.trim(), url },
          },
          at,
        )
      })
      await syncUnitCalendar(deps, calendar)
      return shown(calendar)
    },
  )

  handle('refreshUnitCalendarImport', async ({ importId }) => {
    const calendar = await findImport(importId)
    await syncUnitCalendar(deps, calendar)
    return shown(calendar)
  })

  handle(
    'removeUnitCalendarImport',
    async ({ importId }, { caller: admin }) => {
      const calendar = await findImport(importId)
      const at = now()
      const changed = await inTransaction(db, async (trx) => {
        const released = await releaseImport(
          trx,
          deps.kind,
          calendar,
          todayIso(at),
        )
        await recordAudit(
          trx,
          admin,
          {
            action: 'unit_calendar_import_removed',
            entity: 'unit_type',
            entityId: calendar.unitTypeId,
            before: { name: calendar.name, url: calendar.url },
            after: null,
          },
          at,
        )
        return released
      })
      if (changed) context.cache.invalidate()
      return { removed: true as const }
    },
  )
}
