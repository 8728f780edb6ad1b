import type { Language } from '@resort/core'
import type { PropertyResponse, UnitOffer } from '@resort/core/api'
import { addDaysIso, todayIso } from '@resort/core/stay'
import {
  inLanguage,
  type Catalog,
  type CatalogProperty,
  type CatalogRatePlan,
  type CatalogUnitType,
} from '../catalog/catalogSnapshot'
import { propertyContact } from '../catalog/propertyContact'
import { unitFacts } from '../catalog/unitFacts'
import { picturesIn } from '../media/sitePictures'
import { ratePaymentPolicy } from '../pricing/ratePaymentPolicy'
import { fitsGuests, initialStayTotal, type Guests } from '../pricing/stayPrice'
import type { StayAvailability } from './availability'

export interface Stay {
  dateFrom: string
  dateTo: string
  nights: number
}

/** The last day a booking under a rate can be cancelled for free, or null. */
export function freeCancellationUntil(
  rate: CatalogRatePlan,
  dateFrom: string,
  today = todayIso(),
): string | null {
  if (!rate.refundable || rate.free_cancellation_days === null) return null
  const until = addDaysIso(dateFrom, -rate.free_cancellation_days)
  return until >= today ? until : null
}

/** A rate as offered for a unit and stay, or undefined when the stay is shorter than the rate allows. */
function rateOffer(
  rate: CatalogRatePlan,
  unit: CatalogUnitType,
  availability: StayAvailability,
  stay: Stay,
  guests: Guests,
  language: Language,
): UnitOffer['rates'][number] | undefined {
  if (stay.nights < rate.min_nights) return undefined
  const total = initialStayTotal(
    unit,
    rate,
    availability.priceSum,
    stay.nights,
    guests,
  )
  const texts = inLanguage(rate.texts, language)
  // Shown to everyone (answers are cached for all): a member sees it as theirs, others as a teaser.
  const memberTotal =
    rate.member_discount_percent > 0
      ? initialStayTotal(
          unit,
          rate,
          availability.priceSum,
          stay.nights,
          guests,
          'member',
        )
      : undefined
  return {
    rateId: rate.id,
    name: texts.name,
    board: rate.board,
    boardName: texts.boardName,
    boardPrepaymentMessage: texts.prepaymentMessage,
    refundable: rate.refundable === 1,
    freeCancellationUntil: freeCancellationUntil(rate, stay.dateFrom),
    cancellationFeePercent: rate.cancellation_fee_percent,
    paymentPolicy: ratePaymentPolicy(rate),
    guarantee: rate.guarantee,
    minNights: rate.min_nights,
    total,
    nightly: Math.ceil(total / stay.nights),
    policy: ratePolicy(rate, language),
    ...(memberTotal === undefined
      ? {}
      : {
          memberDiscountPercent: rate.member_discount_percent,
          memberTotal,
          memberNightly: Math.ceil(memberTotal / stay.nights),
        }),
  }
}

export function ratePolicy(rate: CatalogRatePlan, language: Language) {
  return (
    rate.policy.get(language) ??
    rate.policy.get('en') ?? {
      sales: [],
      salesAdditional: [],
      cancelation: [],
      other: [],
    }
  )
}

/** A unit type with what is free of it for the stay and its bookable rates. */
export function unitOffer(
  property: CatalogProperty,
  unit: CatalogUnitType,
  availability: StayAvailability | undefined,
  taken: number,
  stay: Stay,
  guests: Guests,
  language: Language,
): UnitOffer {
  const free = Math.max(0, (availability?.free ?? 0) - taken)
  const fits = fitsGuests(unit, guests)
  const rates =
    availability && free > 0 && fits
      ? property.ratePlans
          .map((rate) =>
            rateOffer(rate, unit, availability, stay, guests, language),
          )
          .filter((offer) => offer !== undefined)
      : []
  return {
    ...unitFacts(unit, language),
    availableCount: free,
    fitsGuests: fits,
    rates,
  }
}

/** The property's own fields in a language. */
export function propertyDetail(
  catalog: Catalog,
  property: CatalogProperty,
  language: Language,
): PropertyResponse['property'] {
  const texts = inLanguage(property.texts, language)
  const region = catalog.regionNames.get(property.region_id)
  return {
    propertyId: property.id,
    name: texts.name,
    summary: texts.summary,
    description: texts.description,
    type: property.type,
    stars: property.stars,
    city: property.city,
    regionId: property.region_id,
    regionName: region ? inLanguage(region, language) : '',
    countryCode: property.country_code,
    latitude: property.latitude,
    longitude: property.longitude,
    images: property.images,
    pictures: picturesIn(property.pictures, language),
    checkInFrom: property.check_in_from,
    checkOutUntil: property.check_out_until,
    currency: property.currency,
    allowedCardBrands: property.allowed_card_brands,
    ...propertyContact(property),
  }
}

/** The property's extras and payment methods in a language. */
export function propertyExtras(property: CatalogProperty, language: Language) {
  return {
    supplements: property.supplements.map((supplement) => {
      const texts = inLanguage(supplement.texts, language)
      return {
        serviceId: supplement.id,
        name: texts.name,
        description: texts.description,
        category: supplement.category,
        priceType: supplement.price_type,
        price: supplement.price,
        maxQuantity: supplement.max_quantity,
        meal: supplement.meal,
      }
    }),
    paymentMethods: paymentMethods(property, language),
  }
}

/** The property's payment methods in a language. */
export function paymentMethods(property: CatalogProperty, language: Language) {
  return property.paymentMethods.map((method) => ({
    id: method.id,
    type: method.type,
    ...inLanguage(method.texts, language),
  }))
}

/** Guests of a search spread over its rooms as evenly as they go, larger rooms first. */
export function guestsPerRoom(
  adults: number,
  children: number,
  rooms: number,
): Guests[] {
  return Array.from({ length: rooms }, (_, i) => ({
    adults: Math.floor(adults / rooms) + (i < adults % rooms ? 1 : 0),
    children: Math.floor(children / rooms) + (i < children % rooms ? 1 : 0),
  }))
}
