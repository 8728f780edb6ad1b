import { createJSONStorage, persist } from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { selectSupplement, type SupplementChoice } from '../pricing/supplement'
import { reservationTotal, unitTotal } from '../pricing/unitTotal'
import { nightsBetween } from '../stay/stayDates'
import type { CardFormInput } from '../validation/cardFormSchema'
import type { ReservationHolder } from '../validation/reservationHolderSchema'
import { restoresReservation } from './bookingPaths'
import type {
  BookingStep,
  PaymentType,
  PriceQuote,
  QuoteReservation,
  ReservationState,
  ReservationUnit,
} from './reservationTypes'
import {
  browserSessionStorage,
  consoleLogger,
  safeStorage,
  SESSION_KEYS,
  type KeyValueStorage,
  type Logger,
} from './sessionState'

/** What a flow knows when a guest starts booking a property's rate. */
export type ReservationStart = Omit<
  ReservationState,
  | 'activeStep'
  | 'totalPrice'
  | 'nights'
  | 'paymentType'
  | 'isPolicyAccepted'
  | 'reservationHolder'
  | 'creditCard'
  | 'units'
> & { units: Omit<ReservationUnit, 'active' | 'total'>[] }

export interface ReservationActions {
  start(start: ReservationStart): void
  /** Moves one step on, after refreshing prices, policy and payment methods from a server quote. */
  stepForward(): Promise<void>
  /** Refreshes prices, policy and payment methods from a server quote, on the same step. */
  refreshQuote(): Promise<void>
  /** Changes who stays in a unit; its price follows at the next quote. */
  setUnitGuests(
    lineId: string,
    guests: Partial<ReservationUnit['guests']>,
  ): void
  stepBack(): void
  /** The booking is made: on to the confirmation (step 4), the card forgotten. */
  complete(): void
  addUnit(unit: Omit<ReservationUnit, 'active' | 'total'>): void
  removeUnit(lineId: string): void
  /**
   * Puts `upgrade` (an upsell: a better unit type) in the place of line `lineId`, keeping its
   * guests and chosen extras; the unit is marked `upsell`. Prices come from the next quote.
   */
  upgradeUnit(
    lineId: string,
    upgrade: Omit<ReservationUnit, 'active' | 'total' | 'lineId'>,
  ): void
  /** Takes one line's prices from a server quote of that unit alone. */
  applyUnitQuote(lineId: string, priced: PriceQuote['units'][number]): void
  switchUnit(lineId: string): void
  selectSupplement(lineId: string, choice: SupplementChoice): void
  setReservationHolder(holder: ReservationHolder): void
  setPolicyAccepted(accepted: boolean): void
  setPaymentType(paymentType: PaymentType): void
  setCreditCard(card: CardFormInput | undefined): void
  reset(): void
}

export type ReservationStore = ReservationState & ReservationActions

export interface ReservationStoreOptions {
  quote: QuoteReservation
  /** The page the flow is on: booking and sign-in pages restore a saved reservation, others reset it. */
  pathname: string
  storage?: KeyValueStorage | undefined
  storageKey?: string
  logger?: Logger
}

const EMPTY: ReservationState = {
  activeStep: 2,
  isLoyalty: false,
  propertyId: '',
  propertyName: '',
  propertyType: '',
  propertyStars: 0,
  propertyLocation: '',
  rateId: '',
  rateName: '',
  units: [],
  totalPrice: 0,
  currency: 'EUR',
  dateFrom: '',
  dateTo: '',
  nights: 0,
  boardName: '',
  boardPrepaymentMessage: '',
  policy: { sales: [], salesAdditional: [], cancelation: [], other: [] },
  paymentMethods: [],
  reservationHolder: undefined,
  isPolicyAccepted: false,
  paymentType: 'NOGUARANTEE',
  creditCard: undefined,
}

function withTotal(
  unit: Omit<ReservationUnit, 'active' | 'total'>,
  active: boolean,
): ReservationUnit {
  return {
    ...unit,
    active,
    total: unitTotal(unit.initialTotal, unit.roomPrices.selectedSupplements),
  }
}

function activate(units: ReservationUnit[], index: number): ReservationUnit[] {
  return units.map((unit, i) =>
    unit.active === (i === index) ? unit : { ...unit, active: i === index },
  )
}

/** A line with the prices of a server quote. */
const priced = (
  unit: ReservationUnit,
  fresh: PriceQuote['units'][number],
): ReservationUnit => ({
  ...unit,
  initialTotal: fresh.initialTotal,
  total: fresh.total,
  priceBrakedown: fresh.priceBrakedown,
})

/** The reservation's prices after a server quote; lines are matched by line id. */
function refreshed(current: ReservationState, quote: PriceQuote) {
  const units = current.units.map((unit) => {
    const fresh = quote.units.find(
      (candidate) => candidate.lineId === unit.lineId,
    )
    return fresh ? priced(unit, fresh) : unit
  })
  return {
    units,
    totalPrice: quote.totalPrice,
    // The server's word alone: it prices member rates only for a verified club member signed in.
    isLoyalty: quote.isLoyalty === true,
    policy: quote.policy,
    paymentMethods: quote.paymentMethods,
  }
}

const totals = (units: ReservationUnit[]) => ({
  units,
  totalPrice: reservationTotal(units),
})

/** A reservation-in-progress store, one per mounted booking flow (SPEC 4 transitions). */
export function createReservationStore({
  quote,
  pathname,
  storage = browserSessionStorage(),
  storageKey = SESSION_KEYS.reservation,
  logger = consoleLogger,
}: ReservationStoreOptions): StoreApi<ReservationStore> {
  const safe = safeStorage(storage, logger)
  const restore = restoresReservation(pathname)
  if (!restore) safe.removeItem(storageKey)

  return createStore<ReservationStore>()(
    persist(
      (set, get) => ({
        ...EMPTY,
        start: (start) => {
          const units = start.units.map((unit, i) => withTotal(unit, i === 0))
          set({
            ...EMPTY,
            ...start,
            // Not the client's to claim: the first quote says whether the member price applies.
            isLoyalty: false,
            ...totals(units),
            nights: nightsBetween(start.dateFrom, start.dateTo),
          })
        },
        refreshQuote: async () => {
          const current = get()
          set(refreshed(current, await quote(current)))
        },
        stepForward: async () => {
          const current = get()
          if (current.activeStep >= 4) return
          set({
            ...refreshed(current, await quote(current)),
            activeStep: (current.activeStep + 1) as BookingStep,
          })
        },
        setUnitGuests: (lineId, guests) => {
          set({
            units: get().units.map((unit) =>
              unit.lineId === lineId
                ? { ...unit, guests: { ...unit.guests, ...guests } }
                : unit,
            ),
          })
        },
        stepBack: () => {
          const { activeStep } = get()
          if (activeStep > 2)
            set({ activeStep: (activeStep - 1) as BookingStep })
        },
        complete: () => set({ activeStep: 4, creditCard: undefined }),
        addUnit: (unit) => {
          const units = [...get().units, withTotal(unit, true)]
          set(totals(activate(units, units.length - 1)))
        },
        removeUnit: (lineId) => {
          const units = get().units.filter((unit) => unit.lineId !== lineId)
          set(totals(activate(units, 0)))
        },
        upgradeUnit: (lineId, upgrade) => {
          const units = get().units.map((unit) =>
            unit.lineId === lineId
              ? withTotal(
                  {
                    ...upgrade,
                    lineId,
                    upsell: true,
                    guests: unit.guests,
                    roomPrices: {
                      ...upgrade.roomPrices,
                      selectedSupplements: unit.roomPrices.selectedSupplements,
                    },
                  },
                  unit.active,
                )
              : unit,
          )
          set(totals(units))
        },
        applyUnitQuote: (lineId, fresh) => {
          const units = get().units.map((unit) =>
            unit.lineId === lineId ? priced(unit, fresh) : unit,
          )
          set(totals(units))
        },
        switchUnit: (lineId) => {
          const { units } = get()
          const index = units.findIndex((unit) => unit.lineId === lineId)
          if (index !== -1) set({ units: activate(units, index) })
        },
        selectSupplement: (lineId, choice) => {
          const units = get().units.map((unit) => {
            if (unit.lineId !== lineId) return unit
            const selected = selectSupplement(
              unit.roomPrices.selectedSupplements,
              choice,
            )
            return {
              ...unit,
              roomPrices: { ...unit.roomPrices, selectedSupplements: selected },
              total: unitTotal(unit.initialTotal, selected),
            }
          })
          set(totals(units))
        },
        setReservationHolder: (reservationHolder) => set({ reservationHolder }),
        setPolicyAccepted: (isPolicyAccepted) => set({ isPolicyAccepted }),
        setPaymentType: (paymentType) => set({ paymentType }),
        setCreditCard: (creditCard) => set({ creditCard }),
        reset: () => set({ ...EMPTY }),
      }),
      {
        name: storageKey,
        storage: createJSONStorage(() => safe),
        // Version 1 named lines "type#n"; a reservation saved by it is dropped, not misread.
        version: 2,
        migrate: () => ({}),
        skipHydration: !restore,
        // Card details are never persisted (SPEC 4), nor are the actions.
        partialize: ({ creditCard: _card, ...state }) =>
          Object.fromEntries(
            Object.entries(state).filter(
              ([, value]) => typeof value !== 'function',
            ),
          ) as Partial<ReservationStore>,
      },
    ),
  )
}
