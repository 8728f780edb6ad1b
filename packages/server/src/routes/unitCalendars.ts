import { endpoints, UNIT_CALENDAR_DAYS } from '@resort/core/api'
import { addDaysIso, todayIso } from '@resort/core/stay'
import { inTransaction } from '#db/transactions'
import { ApiProblem, notFound } from '#http/errors'
import { recordAudit } from '../admin/auditLog'
import type { RouteModule } from '../appContext'
import { calendarUnit } from '../calendars/calendarUnit'
import { blockedRuns, unitCalendarFeed } from '../calendars/unitCalendarFeed'
import { unitCalendarImports } from '../calendars/unitCalendarImports'
import {
  isUnitCalendarToken,
  rotateUnitCalendarSecret,
  unitCalendarSecrets,
  type UnitCalendarSecret,
} from '../calendars/unitCalendarSecrets'
import { inLanguage } from '../catalog/catalogSnapshot'
import { nightInventory } from '../search/availability'

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

  handle('adminUnitCalendars', async ({ propertyId, lang }) => {
    const property = (await context.catalog.get()).propertyById.get(propertyId)
    if (!property) throw notFound('property', propertyId, 'propertyId')
    const units = property.unitTypes.filter(
      (unitType) => unitType.kind === 'unit',
    )
    const ids = units.map((unitType) => unitType.id)
    const secrets = await unitCalendarSecrets(db, ids, now())
    const imports = await unitCalendarImports(db, ids, todayIso(now()))
    return {
      calendars: units.map((unitType) => ({
        ...asCalendar(
          secrets.find((secret) => secret.unitTypeId === unitType.id)!,
        ),
        name: inLanguage(unitType.texts, lang).name,
        imports: imports.filter(
          (calendar) => calendar.unitTypeId === unitType.id,
        ),
      })),
    }
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
