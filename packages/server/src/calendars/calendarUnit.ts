import type { Catalog, CatalogUnitType } from '../catalog/catalogSnapshot'

/** A villa or apartment of the catalog: only they have calendars (a hotel's rooms do not). */
export function calendarUnit(
  catalog: Catalog,
  unitTypeId: string,
): CatalogUnitType | undefined {
  for (const property of catalog.properties)
    for (const unitType of property.unitTypes)
      if (unitType.id === unitTypeId && unitType.kind === 'unit')
        return unitType
  return undefined
}
