import type { Language } from '@resort/core'
import type { FinalQuoteRequest } from '@resort/core/api'
import { ApiProblem, invalidParam, notFound } from '#http/errors'
import { inLanguage, type CatalogProperty } from '../catalog/catalogSnapshot'
import { fitsGuests } from '../pricing/stayPrice'
import type { NightInventory } from './availability'
import { restrictionBreach, type StayRestriction } from './stayRestrictions'

// Whether a stay can be sold at all, before it is priced: each refusal names the field it is about.

/** Throws 404 for a unit the property does not have, 400 when the guests do not fit it. */
export function assertUnitsFit(
  property: CatalogProperty,
  units: FinalQuoteRequest['units'],
): void {
  units.forEach((unit, index) => {
    const type = property.unitTypes.find(
      (candidate) => candidate.id === unit.unitId,
    )
    if (!type)
      throw notFound(
        'unit at this property',
        unit.unitId,
        `units.${index}.unitId`,
      )
    if (!fitsGuests(type, unit)) {
      throw invalidParam(
        `units.${index}.adults`,
        'over_occupancy',
        'These guests do not fit this unit.',
      )
    }
  })
}

/** Throws 409 when any night of the stay lacks a free unit for every room that asks for it. */
export function assertNightsFree(
  property: CatalogProperty,
  units: FinalQuoteRequest['units'],
  inventory: Map<string, NightInventory[]>,
  nights: number,
  language: Language,
): void {
  const wanted = new Map<string, number>()
  for (const unit of units)
    wanted.set(unit.unitId, (wanted.get(unit.unitId) ?? 0) + 1)
  for (const [unitId, count] of wanted) {
    const rows = inventory.get(unitId) ?? []
    const full = rows
      .filter((night) => night.closed || night.free < count)
      .map((night) => night.night)
    if (rows.length < nights || full.length > 0) {
      const unit = property.unitTypes.find(
        (candidate) => candidate.id === unitId,
      )
      const name = unit ? inLanguage(unit.texts, language).name : unitId
      const when = full.length ? `on ${full.join(', ')}` : 'for these dates'
      const index = units.findIndex((request) => request.unitId === unitId)
      throw new ApiProblem(409, 'sold_out', `${name} is sold out ${when}.`, {
        [`units.${index}.unitId`]: 'sold_out',
      })
    }
  }
}

/** Throws 400 at the dates when staff's restrictions forbid the stay in any unit asked for. */
export function assertStayAllowed(
  property: CatalogProperty,
  request: FinalQuoteRequest,
  restrictions: Map<string, StayRestriction>,
  nights: number,
): void {
  for (const unitId of new Set(request.units.map((unit) => unit.unitId))) {
    const breach = restrictionBreach(restrictions.get(unitId), nights)
    if (!breach) continue
    const unit = property.unitTypes.find((candidate) => candidate.id === unitId)
    const name = unit ? inLanguage(unit.texts, request.lang).name : unitId
    if (breach.kind === 'closed_to_arrival') {
      throw invalidParam(
        'dateFrom',
        'closed_to_arrival',
        `${name} takes no arrivals on ${request.dateFrom}.`,
      )
    }
    if (breach.kind === 'closed_to_departure') {
      throw invalidParam(
        'dateTo',
        'closed_to_departure',
        `${name} takes no departures on ${request.dateTo}.`,
      )
    }
    throw invalidParam(
      'dateTo',
      'below_min_nights',
      `Stays in ${name} arriving on ${request.dateFrom} last at least ${breach.minStay} nights.`,
    )
  }
}
