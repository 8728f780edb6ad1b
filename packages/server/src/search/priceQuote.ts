import type { Language } from '@resort/core'
import type {
  BreakdownLine,
  FinalQuoteRequest,
  FinalQuoteResponse,
  QuotedUnit,
  UnitQuoteRequest,
  UnitQuoteResponse,
} from '@resort/core/api'
import {
  reservationTotal,
  selectSupplement,
  unitTotal,
  type SelectedSupplement,
} from '@resort/core/pricing'
import { nightsBetween } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { ApiProblem, invalidParam, notFound, quoteInput } from '#http/errors'
import {
  inLanguage,
  type Catalog,
  type CatalogProperty,
  type CatalogRatePlan,
} from '../catalog/catalogSnapshot'
import { memberPriceLabel } from '../pricing/memberPriceLabel'
import { ratePaymentTypes } from '../pricing/ratePaymentTypes'
import {
  fitsGuests,
  stayBreakdown,
  supplementForStay,
  type PriceFor,
} from '../pricing/stayPrice'
import { nightInventory, type NightInventory } from './availability'
import { freeCancellationUntil, paymentMethods, ratePolicy } from './offers'
import { findProperty } from './propertyOffers'
import {
  restrictionBreach,
  stayRestrictions,
  type StayRestriction,
} from './stayRestrictions'

type UnitRequest = FinalQuoteRequest['units'][number]

function findRate(property: CatalogProperty, rateId: string): CatalogRatePlan {
  const rate = property.ratePlans.find((candidate) => candidate.id === rateId)
  // A rate of another property is as unknown here as one that does not exist.
  if (!rate) throw notFound('rate for this property', rateId, 'rateId')
  return rate
}

/** The guest's extras for a unit, checked against the property's offer; later choices replace earlier ones. */
function chosenSupplements(
  property: CatalogProperty,
  request: UnitRequest,
  index: number,
  nights: number,
  language: Language,
): { selected: QuotedUnit['selectedSupplements']; lines: BreakdownLine[] } {
  let choices: SelectedSupplement[] = []
  request.supplements.forEach((choice, j) => {
    const supplement = property.supplements.find(
      (candidate) => candidate.id === choice.serviceId,
    )
    const field = `units.${index}.supplements.${j}`
    if (!supplement)
      throw invalidParam(
        `${field}.serviceId`,
        'not_offered',
        `This property offers no extra ${quoteInput(choice.serviceId)}.`,
      )
    if (choice.quantity > supplement.max_quantity) {
      throw invalidParam(
        `${field}.quantity`,
        'too_large',
        `At most ${supplement.max_quantity} of ${quoteInput(choice.serviceId)}.`,
      )
    }
    const { price } = supplementForStay(
      supplement.price_type,
      supplement.price,
      1,
      nights,
      request,
    )
    choices = selectSupplement(choices, {
      serviceId: supplement.id,
      quantity: choice.quantity,
      price,
    })
  })
  const selected = choices.map((choice) => {
    const supplement = property.supplements.find(
      (candidate) => candidate.id === choice.serviceId,
    )
    return {
      ...choice,
      name: supplement
        ? inLanguage(supplement.texts, language).name
        : choice.serviceId,
    }
  })
  const lines: BreakdownLine[] = selected.map((choice) => ({
    kind: 'supplement',
    serviceId: choice.serviceId,
    label: choice.name,
    quantity: choice.quantity,
    unitPrice: choice.price,
    total: choice.total,
  }))
  return { selected, lines }
}

/** Throws 409 when any night of the stay lacks a free unit for every room that asks for it. */
function assertNightsFree(
  property: CatalogProperty,
  units: UnitRequest[],
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
function assertStayAllowed(
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

/** Prices a whole reservation from the database: the server's word on what a stay costs (final-price-quote). */
export async function finalPriceQuote(
  db: Kysely<Database>,
  catalog: Catalog,
  request: FinalQuoteRequest,
  /** Decided by the server from the request's session, never by the client. */
  priceFor: PriceFor,
  /** False for a change that keeps its dates: restrictions set after the booking do not undo it. */
  checkRestrictions = true,
): Promise<FinalQuoteResponse> {
  const unitTypeIds = [...new Set(request.units.map((unit) => unit.unitId))]
  const inventory = await nightInventory(
    db,
    unitTypeIds,
    request.dateFrom,
    request.dateTo,
  )
  const restrictions = checkRestrictions
    ? await stayRestrictions(db, request.dateFrom, request.dateTo, unitTypeIds)
    : new Map<string, StayRestriction>()
  return priceQuote(catalog, request, inventory, priceFor, restrictions)
}

/**
 * Prices a reservation over a catalog snapshot and the nights of its unit types (per unit type,
 * the stay's nights as the inventory has them); no database, so the rules test on plain values.
 */
export function priceQuote(
  catalog: Catalog,
  request: FinalQuoteRequest,
  inventory: Map<string, NightInventory[]>,
  priceFor: PriceFor = 'public',
  restrictions = new Map<string, StayRestriction>(),
): FinalQuoteResponse {
  const property = findProperty(catalog, request.propertyId)
  const rate = findRate(property, request.rateId)
  const nights = nightsBetween(request.dateFrom, request.dateTo)
  if (nights < rate.min_nights) {
    throw invalidParam(
      'dateTo',
      'below_min_nights',
      `This rate needs at least ${rate.min_nights} nights.`,
    )
  }
  request.units.forEach((unit, index) => {
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
  assertStayAllowed(property, request, restrictions, nights)
  assertNightsFree(property, request.units, inventory, nights, request.lang)

  const rateTexts = inLanguage(rate.texts, request.lang)
  const unitsFor = (pricedFor: PriceFor): QuotedUnit[] =>
    request.units.map((unitRequest, index) => {
      const unit = property.unitTypes.find(
        (candidate) => candidate.id === unitRequest.unitId,
      )!
      const stayLines = stayBreakdown(
        unit,
        rate,
        inventory.get(unit.id) ?? [],
        unitRequest,
        {
          rate: rateTexts.name,
          board: rateTexts.boardName,
          member: memberPriceLabel[request.lang],
        },
        pricedFor,
      )
      const extras = chosenSupplements(
        property,
        unitRequest,
        index,
        nights,
        request.lang,
      )
      const initialTotal = stayLines.reduce((sum, line) => sum + line.total, 0)
      return {
        ...(unitRequest.lineId ? { lineId: unitRequest.lineId } : {}),
        unitId: unit.id,
        unitName: inLanguage(unit.texts, request.lang).name,
        adults: unitRequest.adults,
        children: unitRequest.children,
        initialTotal,
        selectedSupplements: extras.selected,
        total: unitTotal(initialTotal, extras.selected),
        priceBrakedown: [...stayLines, ...extras.lines],
      }
    })
  const hasMemberPrice = rate.member_discount_percent > 0
  const applied = hasMemberPrice && priceFor === 'member'
  const units = unitsFor(applied ? 'member' : 'public')
  const totalPrice = reservationTotal(units)
  // Both totals for a rate with a member price: the member's price struck through or teased.
  const memberRate = hasMemberPrice
    ? {
        discountPercent: rate.member_discount_percent,
        publicTotal: applied
          ? reservationTotal(unitsFor('public'))
          : totalPrice,
        memberTotal: applied
          ? totalPrice
          : reservationTotal(unitsFor('member')),
        applied,
      }
    : undefined
  return {
    propertyId: property.id,
    propertyName: inLanguage(property.texts, request.lang).name,
    rateId: rate.id,
    rateName: rateTexts.name,
    board: rate.board,
    boardName: rateTexts.boardName,
    boardPrepaymentMessage: rateTexts.prepaymentMessage,
    dateFrom: request.dateFrom,
    dateTo: request.dateTo,
    nights,
    currency: property.currency,
    units,
    totalPrice,
    prepaymentAmount: Math.round((totalPrice * rate.prepayment_percent) / 100),
    refundable: rate.refundable === 1,
    freeCancellationUntil: freeCancellationUntil(rate, request.dateFrom),
    cancellationFeePercent: rate.cancellation_fee_percent,
    guarantee: rate.guarantee,
    policy: ratePolicy(rate, request.lang),
    paymentMethods: paymentMethods(property, request.lang).filter((method) =>
      ratePaymentTypes(property, rate).includes(method.type),
    ),
    ...(memberRate ? { memberRate } : {}),
  }
}

/** Prices one unit (unit-price-quote): the reservation's pricing for a single unit. */
export async function unitPriceQuote(
  db: Kysely<Database>,
  catalog: Catalog,
  request: UnitQuoteRequest,
  priceFor: PriceFor,
): Promise<UnitQuoteResponse> {
  const { lineId, unitId, adults, children, supplements, ...stay } = request
  const unit = { ...(lineId ? { lineId } : {}), unitId, adults, children }
  const quote = await finalPriceQuote(
    db,
    catalog,
    { ...stay, units: [{ ...unit, supplements }] },
    priceFor,
  )
  return {
    currency: quote.currency,
    unit: quote.units[0]!,
    ...(quote.memberRate ? { memberRate: quote.memberRate } : {}),
  }
}
