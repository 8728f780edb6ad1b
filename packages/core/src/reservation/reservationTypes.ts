import type { PaymentType } from '../api/paymentType'
import type { BreakdownLine } from '../api/quote'
import type { PriceType } from '../pricing/lineTotal'
import type { SelectedSupplement } from '../pricing/supplement'
import type { IsoDate } from '../stay/stayDates'
import type { ReservationHolder } from '../validation/reservationHolderSchema'

export type { PaymentType }

/** A payment method a property offers. */
export interface PaymentMethod {
  id: string
  type: PaymentType
  name: string
}

/** An extra a unit can have, priced by one of the four price types. */
export interface Supplement {
  serviceId: string
  name: string
  category: string
  priceType: PriceType
  price: number
}

/** The four lists of a rate's policy; `cancelation` keeps the wire spelling of SPEC 3. */
export interface ReservationPolicy {
  sales: string[]
  salesAdditional: string[]
  cancelation: string[]
  other: string[]
}

export interface UnitGuests {
  adults: number
  children: number
  /** SPEC 3 childAges: one per child, in order; null until the guest chooses it (issue 33). */
  childAges: (number | null)[]
}

/** A unit in a reservation (SPEC 3); money in minor units. */
export interface ReservationUnit {
  /** This line of the reservation: two rooms of one type are two lines with one unitId. */
  lineId: string
  /** The unit type's catalog id. */
  unitId: string
  unitName: string
  roomPrices: {
    supplements: Supplement[]
    selectedSupplements: SelectedSupplement[]
  }
  initialTotal: number
  total: number
  /** Extra services offered for the unit, by category. */
  additionalServices: Record<string, Supplement[]>
  /** Spelled as the wire field of SPEC 3. */
  priceBrakedown: BreakdownLine[]
  upsell: boolean
  guests: UnitGuests
  /** SPEC 3 extras: the service ids of the extras chosen (roomPrices.selectedSupplements). */
  extras: string[]
  active: boolean
}

/** The booking step a guest is on: 2 rooms, 3 payment, 4 confirmation (SPEC 2). */
export type BookingStep = 2 | 3 | 4

/** The reservation in progress (SPEC 3). */
export interface ReservationState {
  activeStep: BookingStep
  isLoyalty: boolean
  propertyId: string
  propertyName: string
  propertyType: string
  propertyStars: number
  propertyLocation: string
  rateId: string
  rateName: string
  units: ReservationUnit[]
  totalPrice: number
  currency: string
  dateFrom: IsoDate
  dateTo: IsoDate
  nights: number
  boardName: string
  boardPrepaymentMessage: string
  policy: ReservationPolicy
  paymentMethods: PaymentMethod[]
  reservationHolder: ReservationHolder | undefined
  isPolicyAccepted: boolean
  paymentType: PaymentType
  /** The promo code the server applied, in upper case; '' for none (issue 35, decision 044). */
  promoCode?: string
  /**
   * The gift voucher paying, as the server keeps its code ("ABCD-EFGH-JKMN"); '' for none
   * (issue 35, decision 045). Never saved with the reservation: the code is worth money.
   */
  giftVoucher?: string
  /** The club points paying, as the server took them; 0 for none (issue 35, decision 046). */
  points?: number
  /**
   * Names the stay kept for a reminder with the guest's consent (decision 047): to replace or
   * withdraw it; '' for none.
   */
  reminder?: string
}
