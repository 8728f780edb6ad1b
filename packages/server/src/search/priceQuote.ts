import type {
  FinalQuoteRequest,
  FinalQuoteResponse,
  QuotedUnit,
  UnitQuoteRequest,
  UnitQuoteResponse,
} from '@resort/core/api'
import {
  paymentPlan as stayPaymentPlan,
  reservationTotal,
  unitTotal,
} from '@resort/core/pricing'
import { nightsBetween, todayIso } from '@resort/core/stay'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { invalidParam, notFound } from '#http/errors'
import {
  inLanguage,
  type Catalog,
  type CatalogProperty,
  type CatalogRatePlan,
} from '../catalog/catalogSnapshot'
import { findVoucherByCode } from '../giftVouchers/giftVoucherStore'
import {
  quoteAfterPaid,
  withGiftVoucher,
} from '../giftVouchers/quoteGiftVoucher'
import { withPoints } from '../payments/pointsPayment'
import { memberPriceLabel } from '../pricing/memberPriceLabel'
import { ratePaymentPolicy } from '../pricing/ratePaymentPolicy'
import { ratePaymentTypes } from '../pricing/ratePaymentTypes'
import { stayBreakdown, type PriceFor } from '../pricing/stayPrice'
import {
  promoCodeLabel,
  promoCodeRefusal,
  type PromoCode,
} from '../promotions/promoCodeRules'
import { findPromoCode } from '../promotions/promoCodeStore'
import {
  promoDiscountOf,
  promoRefused,
  withPromo,
} from '../promotions/quotePromo'
import { stayInventory, type NightInventory } from './availability'
import { chosenSupplements } from './chosenSupplements'
import { freeCancellationUntil, paymentMethods, ratePolicy } from './offers'
import { findProperty } from './propertyOffers'
import {
  assertNightsFree,
  assertStayAllowed,
  assertUnitsFit,
} from './stayChecks'
import type { StayRestriction } from './stayRestrictions'

function findRate(property: CatalogProperty, rateId: string): CatalogRatePlan {
  const rate = property.ratePlans.find((candidate) => candidate.id === rateId)
  // A rate of another property is as unknown here as one that does not exist.
  if (!rate) throw notFound('rate for this property', rateId, 'rateId')
  return rate
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
  /**
   * What a booking being changed holds: its code, applied where the new stay meets it, and what
   * its gift voucher paid, which the card is not asked for again.
   */
  held: {
    promo?: PromoCode | undefined
    voucherPaid?: number
    /** The signed-in club member whose points may pay (decision 046); none: nobody's. */
    pointsPayer?: string | undefined
  } = {},
): Promise<FinalQuoteResponse> {
  const promo =
    held.promo ??
    (request.promoCode ? await findPromoCode(db, request.promoCode) : undefined)
  if (request.promoCode && !promo) throw promoRefused('promo_code_unknown')
  const unitTypeIds = [...new Set(request.units.map((unit) => unit.unitId))]
  const { inventory, restrictions } = await stayInventory(
    db,
    unitTypeIds,
    request.dateFrom,
    request.dateTo,
    checkRestrictions,
  )
  const quote = priceQuote(
    catalog,
    request,
    inventory,
    priceFor,
    restrictions,
    promo && { code: promo, held: held.promo !== undefined },
  )
  if (held.voucherPaid)
    return quoteAfterPaid(quote, Math.min(held.voucherPaid, quote.totalPrice))
  const withVoucher = request.giftVoucher
    ? withGiftVoucher(
        quote,
        await findVoucherByCode(db, request.giftVoucher),
        todayIso(),
      )
    : quote
  return withPoints(db, withVoucher, request.points ?? 0, held.pointsPayer)
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
  /** The guest's code, read from the database, or the one a changed booking holds. */
  asked?: { code: PromoCode; held: boolean },
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
  assertUnitsFit(property, request.units)
  assertStayAllowed(property, request, restrictions, nights)
  assertNightsFree(property, request.units, inventory, nights, request.lang)

  const rateTexts = inLanguage(rate.texts, request.lang)
  const stayUnitsFor = (pricedFor: PriceFor): QuotedUnit[] =>
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
        rate.board,
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
  const refusal =
    asked &&
    promoCodeRefusal(
      asked.code,
      {
        propertyId: property.id,
        rateId: rate.id,
        currency: property.currency,
        dateFrom: request.dateFrom,
        dateTo: request.dateTo,
        nights,
        today: todayIso(),
        memberPrice: applied,
      },
      asked.held,
    )
  // A changed booking's code that the new stay does not meet is left off its price, not refused.
  if (refusal && !asked.held) throw promoRefused(refusal)
  const promo = refusal ? undefined : asked?.code
  // A code that does not combine is never on the member's figures (it is refused with them).
  const unitsFor = (pricedFor: PriceFor): QuotedUnit[] => {
    const units = stayUnitsFor(pricedFor)
    return promo && (pricedFor === 'public' || promo.combinable)
      ? withPromo(units, promo, promoCodeLabel[request.lang])
      : units
  }
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
  const paymentPlan = stayPaymentPlan(
    ratePaymentPolicy(rate),
    {
      dateFrom: request.dateFrom,
      dateTo: request.dateTo,
      nights,
      totalPrice,
      stayPrice: units.reduce((sum, unit) => sum + unit.initialTotal, 0),
    },
    todayIso(),
  )
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
    prepaymentAmount: paymentPlan
      .filter((due) => due.on === null && due.action === 'charge')
      .reduce((sum, due) => sum + due.amount, 0),
    paymentPlan,
    refundable: rate.refundable === 1,
    freeCancellationUntil: freeCancellationUntil(rate, request.dateFrom),
    cancellationFeePercent: rate.cancellation_fee_percent,
    guarantee: rate.guarantee,
    policy: ratePolicy(rate, request.lang),
    paymentMethods: paymentMethods(property, request.lang).filter((method) =>
      ratePaymentTypes(property, rate).includes(method.type),
    ),
    ...(memberRate ? { memberRate } : {}),
    ...(promo
      ? {
          promoCode: { code: promo.code, discount: promoDiscountOf(units) },
        }
      : {}),
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
