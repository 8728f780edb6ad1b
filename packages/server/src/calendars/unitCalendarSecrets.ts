import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'

/** 256 random bits: an address nobody guesses. */
const newToken = () => randomBytes(32).toString('base64url')

export interface UnitCalendarSecret {
  unitTypeId: string
  token: string
  rotatedAt: string
}

const asSecret = (row: {
  unit_type_id: string
  token: string
  rotated_at: string
}): UnitCalendarSecret => ({
  unitTypeId: row.unit_type_id,
  token: row.token,
  rotatedAt: row.rotated_at,
})

/** The units' secrets, each made on first read (two staff reading at once get the same one). */
export async function unitCalendarSecrets(
  db: Kysely<Database>,
  unitTypeIds: string[],
  now: Date,
): Promise<UnitCalendarSecret[]> {
  if (unitTypeIds.length === 0) return []
  await db
    .insertInto('unit_calendars')
    .values(
      unitTypeIds.map((id) => ({
        unit_type_id: id,
        token: newToken(),
        rotated_at: now.toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.column('unit_type_id').doNothing())
    .execute()
  const rows = await db
    .selectFrom('unit_calendars')
    .selectAll()
    .where('unit_type_id', 'in', unitTypeIds)
    .execute()
  const byUnit = new Map(rows.map((row) => [row.unit_type_id, asSecret(row)]))
  return unitTypeIds.flatMap((id) => byUnit.get(id) ?? [])
}

/** A new secret for the unit: the old address stops working at once. */
export async function rotateUnitCalendarSecret(
  db: Kysely<Database>,
  unitTypeId: string,
  now: Date,
): Promise<UnitCalendarSecret> {
  const values = {
    unit_type_id: unitTypeId,
    token: newToken(),
    rotated_at: now.toISOString(),
  }
  await db
    .insertInto('unit_calendars')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('unit_type_id').doUpdateSet({
        token: values.token,
        rotated_at: values.rotated_at,
      }),
    )
    .execute()
  return asSecret(values)
}

/** Whether `token` is the unit's secret, compared in constant time. */
export async function isUnitCalendarToken(
  db: Kysely<Database>,
  unitTypeId: string,
  token: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('unit_calendars')
    .select('token')
    .where('unit_type_id', '=', unitTypeId)
    .executeTakeFirst()
  if (!row) return false
  const [expected, given] = [Buffer.from(row.token), Buffer.from(token)]
  return expected.length === given.length && timingSafeEqual(expected, given)
}
