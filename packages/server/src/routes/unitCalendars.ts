import { endpoints, UNIT_CALENDAR_DAYS } from '@resort/core/api'
import { addDaysIso, todayIso } from '@resort/core/stay'
import { inTransaction } from '#db/transactions'
import { ApiProblem, notFound } from '#http/errors'
import { recordAudit } from '../admin/auditLog'
import type { RouteModule } from '../appContext'
import { blockedRuns, unitCalendarFeed } from '../calendars/unitCalendarFeed'
import {
  isUnitCalendarToken,
  rotateUnitCalendarSecret,
  unitCalendarSecrets,
  type UnitCalendarSecret,
} from '../calendars/unitCalendarSecrets'
import type { Catalog, CatalogUnitType } from '../catalog/catalogSnapshot'
import { nightInventory } from '../search/availability'

/** A villa or apartment of the catalog: only they have calendar feeds (a hotel's rooms do not). */
function calendarUnit(
  catalog: Catalog,
  unitTypeId: string,
): CatalogUnitType | undefined {
  for (const property of catalog.properties)
    for (const unitType of property.unitTypes)
      if (unitType.id === unitTypeId && unitType.kind === 'unit')
        return unitType
  return undefined
}

/**
 * The units' calendar feeds (issue 35): the feed at its secret address, and staff's list of a
 * property's addresses and their rotation.
 */
export const unitCalendarRoutes: RouteModule = (handle, context) => {
  const { db, now, publicBaseUrl } = context
  const feedUrl = (secret: UnitCalendarSecret) => {
    const url = new URL(endpoints.unitCalendarFeed.path, publicBaseUrl)
    url.searchParams.set('unit', secret.unitTypeId)
    url.searchParams.set('token', secret.token)
    return url.href
  }
  const asCalendar = (secret: UnitCalendarSecret) => ({
    unitTypeId: secret.unitTypeId,
    feedUrl: feedUrl(secret),
    rotatedAt: secret.rotatedAt,
  })

  handle('unitCalendarFeed', async ({ unit, token }) => {
    const unitType = calendarUnit(await context.catalog.get(), unit)
    // A wrong token and a unit without a feed answer alike: the answer tells nothing.
    if (!unitType || !(await isUnitCalendarToken(db, unit, token)))
      throw new ApiProblem(404, 'not_found', 'There is no such calendar.')
    const from = todayIso(now())
    const until = addDaysIso(from, UNIT_CALENDAR_DAYS)
    const nights = await nightInventory(db, [unit], from, until)
    return unitCalendarFeed(
      unit,
      unitType.texts.get('en')?.name ?? unit,
      blockedRuns(nights.get(unit) ?? [], from, until),
      now(),
    )
  })

  handle('adminUnitCalendars', async ({ propertyId }) => {
    const property = (await context.catalog.get()).propertyById.get(propertyId)
    if (!property) throw notFound('property', propertyId, 'propertyId')
    const units = property.unitTypes
      .filter((unitType) => unitType.kind === 'unit')
      .map((unitType) => unitType.id)
    const secrets = await unitCalendarSecrets(db, units, now())
    return { calendars: secrets.map(asCalendar) }
  })

  handle('rotateUnitCalendar', async ({ unitTypeId }, { caller: admin }) => {
    if (!calendarUnit(await context.catalog.get(), unitTypeId))
      throw notFound('villa or apartment', unitTypeId, 'unitTypeId')
    const at = now()
    const secret = await inTransaction(db, async (trx) => {
      const made = await rotateUnitCalendarSecret(trx, unitTypeId, at)
      await recordAudit(
        trx,
        admin,
        {
          action: 'unit_calendar_rotated',
          entity: 'unit_type',
          entityId: unitTypeId,
          before: null,
          after: { rotatedAt: made.rotatedAt },
        },
        at,
      )
      return made
    })
    return asCalendar(secret)
  })
}
