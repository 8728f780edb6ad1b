import type { Language } from '@resort/core'
import type { PaymentPolicy } from '@resort/core/api'
import type { CardBrand } from '@resort/core/validation'
import type {
  Board,
  Guarantee,
  Landscape,
  PolicyKind,
  PriceType,
  PropertyType,
} from '../schema'

/** A text in each of the five languages. */
export type Translated<T = string> = Record<Language, T>

export interface SeedRegion {
  id: string
  countryCode: 'HR' | 'SI' | 'IT'
  name: Translated
}

interface SeedUnitType {
  /** Unique across the catalog, e.g. 'lone-rovinj-deluxe-sea'. */
  id: string
  kind: 'room' | 'unit'
  name: Translated
  description: Translated
  sizeM2: number
  bedrooms: number
  baseOccupancy: number
  maxAdults: number
  maxChildren: number
  maxOccupancy: number
  /** Minor units (cents) per night. */
  extraAdultPrice: number
  extraChildPrice: number
  /** Codes such as 'sea_view', 'balcony', 'air_conditioning', 'kitchen', 'private_pool', 'wifi'. */
  amenities: string[]
  /** Codes such as 'step_free_access', 'roll_in_shower', 'grab_bars', 'elevator', 'hearing_loop'. */
  accessibility: string[]
  /** How many such rooms or units the property has. */
  inventoryCount: number
  /** Nightly price in cents for the base occupancy, before season and weekday. */
  basePrice: number
}

export interface SeedRatePlan {
  /** Unique across the catalog, e.g. 'lone-rovinj-flex-bb'. */
  id: string
  board: Board
  name: Translated
  boardName: Translated
  prepaymentMessage: Translated
  /** 1000 = the night's price, 900 = 10 % off. */
  priceFactorPermille: number
  /** Cents per person per night for the board (0 for room only). */
  boardPricePerPersonNight: number
  refundable: boolean
  freeCancellationDays: number | null
  cancellationFeePercent: number
  /** How much is charged, when and how (core's PaymentPolicy). */
  paymentPolicy: PaymentPolicy
  guarantee: Guarantee
  minNights: number
  /** Off the room price for club members; 0 when the rate has no member price. */
  memberDiscountPercent: number
  policy: Record<PolicyKind, Translated<string[]>>
}

export interface SeedSupplement {
  id: string
  category:
    'food' | 'transport' | 'wellness' | 'family' | 'comfort' | 'experience'
  priceType: PriceType
  /** Cents per unit of the price type. */
  price: number
  maxQuantity: number
  /** The meal it sells: not sold with a rate whose board serves it. */
  meal?: 'breakfast' | 'dinner'
  name: Translated
  description: Translated
}

export interface SeedPaymentMethod {
  id: string
  type: Guarantee
  name: Translated
  description: Translated
}

export interface SeedProperty {
  id: string
  type: PropertyType
  stars: number
  regionId: string
  /** What its generated pictures draw (issue 33's art direction). */
  landscape: Landscape
  city: string
  /** Street and number, and the postcode of `city` (issue 33): the mails and contact page read them. */
  street: string
  postalCode: string
  /** The reception's phone in E.164, '+38552830200'. */
  phone: string
  receptionEmail: string
  latitude: number
  longitude: number
  allowedCardBrands: CardBrand[]
  checkInFrom: string
  checkOutUntil: string
  /** The tourist tax paid at the property, minor units per adult per night (the house's rule). */
  touristTax: number
  name: Translated
  summary: Translated
  description: Translated
  unitTypes: SeedUnitType[]
  ratePlans: SeedRatePlan[]
  supplements: SeedSupplement[]
  paymentMethods: SeedPaymentMethod[]
  /** Months (1-12) of high season at this place; prices rise then. */
  highSeasonMonths: number[]
}

export interface SeedNavigationItem {
  id: string
  menu: 'secondary'
  /** The page's route key, e.g. 'accommodation', 'offers', 'contact'. */
  path: string
  label: Translated
  /** The localized slug of the page (SPEC 2), e.g. de 'unterkunft'. */
  slug: Translated
}

export interface SeedCatalog {
  regions: SeedRegion[]
  properties: SeedProperty[]
  navigation: SeedNavigationItem[]
}
