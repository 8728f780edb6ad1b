import type { StoreApi } from 'zustand/vanilla'
import type {
  ApiClient,
  CardPaymentResponse,
  ExistingBookingResponse,
  FinalQuoteResponse,
  PropertyResponse,
} from '../api'
import type { Language } from '../i18n/languages'
import type { SupplementChoice } from '../pricing/supplement'
import type { Tracker } from '../tracking/createTracker'
import type { GuestForm } from '../validation/guestFormSchema'
import type { ReservationHolder } from '../validation/reservationHolderSchema'
import type { ReservationSlice } from './reservationSlice'
import type { PaymentType, UnitGuests } from './reservationTypes'
import type { KeyValueStorage, Logger } from './sessionState'

/** Why the flow cannot show the property (SPEC 8 booking error kinds). */
export type BookingFlowFailure = 'generic' | 'missing_params' | 'cancelled'

/** What the rooms step tells the guest after a quote. */
export type BookingFlowNotice =
  | { kind: 'price_changed'; total: number }
  | { kind: 'sold_out' }
  | { kind: 'quote_failed' }
  /** Issue 33: a child's age is missing in a room, now the active one; nothing was quoted. */
  | { kind: 'child_ages_missing' }

/** The server's refusal of a booking, as the payment form shows it. */
export interface BookingFlowRefusal {
  /** A message code of payment.json `errors`. */
  message: string
  /** Field errors by form path, such as 'guest.otherComments', or 'card' for the card itself. */
  fields?: Record<string, string>
}

/** What the payment form hands over when the guest books; the card is never part of it. */
export interface BookingDetails {
  reservationHolder: ReservationHolder
  guest: GuestForm
  isPolicyAccepted: true
}

/**
 * A card rate's card step (decision 040): the gateway's intent and the card page, on the
 * gateway's origin, where the guest types the card; the booking waits for its "confirmed".
 */
export type CardStep = CardPaymentResponse

/** Joining the club from the booking (issue 13): under way, or failed. */
export type ClubJoin = 'idle' | 'busy' | 'failed'

/** The flow's state: the reservation in progress (its slice) and what the flow adds, unsaved. */
export interface BookingFlowState extends ReservationSlice {
  status: 'loading' | 'ready' | 'failed'
  failure: BookingFlowFailure | undefined
  /** The property's rooms and rates for the stay, beyond the rooms `offerSelection` names. */
  offer: PropertyResponse | undefined
  /** The unit types the offer was asked about as already chosen (property-another-room). */
  offerSelection: string[]
  /** The server's last quote of the whole reservation. */
  quote: FinalQuoteResponse | undefined
  busy: boolean
  notice: BookingFlowNotice | undefined
  refusal: BookingFlowRefusal | undefined
  booking: ExistingBookingResponse | undefined
  /** Open while the guest is on the card page; never saved, so a reload starts it again. */
  cardStep: CardStep | undefined
  clubJoin: ClubJoin
  /**
   * Why the promo code the guest typed, or the one the reservation had, is not applied: a code of
   * the server's (`promo_code_unknown`, …), `promo_code_invalid` as typed, or `promo_code_failed`.
   */
  promoRefusal: string | undefined
  /**
   * Why the gift voucher the guest typed, or the one the reservation had, does not pay: one of
   * GIFT_VOUCHER_REFUSALS, or `gift_voucher_failed` when the server did not answer (decision 045).
   */
  giftVoucherRefusal: string | undefined
  /**
   * Why the club points the guest typed do not pay: one of POINTS_PAYMENT_REFUSALS,
   * `points_invalid` as typed, or `points_failed` when the server did not answer (decision 046).
   */
  pointsRefusal: string | undefined
  /**
   * The guest's consent to one reminder of the stay (decision 047): `off`, `waiting` for an
   * address, `kept` by the server, or `failed` to keep (booking goes on regardless).
   */
  bookingReminder: 'off' | 'waiting' | 'kept' | 'failed'
  /** Sent with the booking: the same for a retry of one attempt, new after a refusal. */
  idempotencyKey: string
}

export interface BookingFlowActions {
  /** Loads the property's offer and starts, restores or finishes the reservation. */
  load(): Promise<void>
  /** Adds a room of a unit type on a rate (the first sets the rate); returns its line id. */
  addRoom(unitId: string, rateId: string): string | undefined
  removeRoom(lineId: string): void
  switchRoom(lineId: string): void
  /** Changes who stays in a room, and prices that room again (unit-price-quote). */
  setGuests(lineId: string, guests: Partial<UnitGuests>): Promise<void>
  /** The age of a room's child (0-based; SPEC 3 childAges), or null; no price depends on it. */
  setChildAge(lineId: string, child: number, age: number | null): void
  /** Takes the upsell: a better unit type in the room's place, priced again. */
  upgradeRoom(lineId: string, unitId: string): Promise<void>
  selectSupplement(lineId: string, choice: SupplementChoice): void
  /**
   * Prices the reservation on the server and moves on to payment (SPEC 4); while a child's age
   * is missing (issue 33), shows that room and says so instead.
   */
  continue(): Promise<void>
  /** Prices the reservation again on the same step. */
  refresh(): Promise<void>
  back(): void
  /** Chooses how to guarantee or pay, among the methods the rate allows (SPEC 3). */
  choosePaymentMethod(paymentType: PaymentType): void
  /**
   * Books with the guest's details: at once without a guarantee, else after the card step,
   * which this opens (card-payment) with the details kept in memory.
   */
  book(details: BookingDetails): Promise<void>
  /** The card page confirmed the card step's intent: books with it (decision 040). */
  cardConfirmed(intent: string): Promise<void>
  /** Closes the card step, back to the guest's details. */
  leaveCardStep(): void
  /** Prices the reservation with a promo code (issue 35); a refused code leaves the price as it was. */
  applyPromoCode(code: string): Promise<void>
  /** Prices the reservation without its promo code. */
  removePromoCode(): Promise<void>
  /**
   * Pays with a gift voucher (issue 35, decision 045): the quote says what it pays at booking and
   * what is left to pay; a refused voucher leaves the payment as it was.
   */
  applyGiftVoucher(code: string): Promise<void>
  /** Prices the reservation without its gift voucher: the card pays it all again. */
  removeGiftVoucher(): Promise<void>
  /**
   * Pays part of the stay with the signed-in member's club points (decision 046), typed as the
   * guest's language groups numbers; a refusal leaves the payment as it was.
   */
  applyPoints(typed: string): Promise<void>
  /** Prices the reservation without points: the card pays it all again. */
  removePoints(): Promise<void>
  /**
   * The guest's consent to one reminder of this stay at `email` if they leave before booking
   * (decision 047): kept on the server, again when the address changes; false forgets it.
   */
  keepReminder(email: string, consent: boolean): Promise<void>
  /** Joins the signed-in guest to the club through `join`, then asks for the member price. */
  joinClub(join: () => Promise<void>): Promise<void>
}

export type BookingFlowStore = BookingFlowState & BookingFlowActions

/** The booking flow's one store: the reservation and the flow's own state. */
export type BookingFlow = StoreApi<BookingFlowStore>

export interface BookingFlowOptions {
  api: ApiClient
  lang: Language
  propertyId: string
  dateFrom: string
  dateTo: string
  adults: number
  children: number
  /** The children's ages as the search gave them (SPEC 3 childAges); asked on the rooms step when not. */
  childAges?: readonly number[] | undefined
  /** A room and rate the guest already chose (on a property page): added to a new reservation. */
  unitId?: string | undefined
  rateId?: string | undefined
  tracker: Tracker
  /** The page the flow is on (SPEC 4: booking pages restore the reservation); '/booking' for embeds. */
  pathname?: string
  /** The origin of the page the flow is on: the only one the card page talks to (decision 040). */
  pageOrigin: string
  storage?: KeyValueStorage | undefined
  logger?: Logger
  /** Told of each booking made, after the purchase was tracked. */
  onBooked?: (booking: ExistingBookingResponse) => void
  newKey?: () => string
}
