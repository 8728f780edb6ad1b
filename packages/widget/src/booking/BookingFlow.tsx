import {
  ApiError,
  type ExistingBookingResponse,
  type FinalQuoteResponse,
  type PropertyResponse,
  finalPriceQuote,
  property,
  newBooking,
  type ApiClient,
} from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import {
  createReservationStore,
  type BookingStep,
} from '@resort/core/reservation'
import { toMajorUnits } from '@resort/core/tracking'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { BookingError } from '../confirmation/BookingError'
import { dispatchResortEvent } from '../events'
import { useTranslation } from '../i18n/WidgetTranslations'
import type { PaymentValues } from '../payment/PaymentStep'
import { useTracker } from '../tracking/useTracker'
import { addRoom } from './addRoom'
import { bookingRefusal } from './bookingRefusal'
import { quoteRequest, toPriceQuote, unitTypeOf } from './reservationUnits'
import { RoomsStep } from './RoomsStep'
import { Stepper } from './Stepper'

export interface BookingFlowProps {
  api: ApiClient
  propertyId: string
  dateFrom: string
  dateTo: string
  adults: number
  children: number
  /** Where the guest manages the booking afterwards: the booking link's path is appended. */
  manageBase: string
  /** Told of every step the guest reaches, so a host page can keep its URL in step (SPEC 2). */
  onStepChange?: ((step: BookingStep) => void) | undefined
  /** A room and rate the guest already chose (on a property page): added to a new reservation. */
  unitId?: string | undefined
  rateId?: string | undefined
}

// Payment and confirmation load when the guest heads for them (DESIGN: payment code only at the
// payment step); starting the import with the request that precedes them hides the round trip.
const loadPaymentStep = () =>
  import('../payment/PaymentStep').then((module) => ({
    default: module.PaymentStep,
  }))
const loadConfirmationStep = () =>
  import('../confirmation/ConfirmationStep').then((module) => ({
    default: module.ConfirmationStep,
  }))
const PaymentStep = lazy(loadPaymentStep)
const ConfirmationStep = lazy(loadConfirmationStep)

const newKey = () =>
  `booking-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** The booking stepper: rooms (2), guest details and payment (3), confirmation (4). */
export function BookingFlow({
  api,
  propertyId,
  dateFrom,
  dateTo,
  adults,
  children,
  manageBase,
  onStepChange,
  unitId,
  rateId,
}: BookingFlowProps) {
  const { t, i18n } = useTranslation('booking')
  const lang = i18n.language
  const rootRef = useRef<HTMLDivElement>(null)
  const tracker = useTracker(rootRef)
  const [lastQuote, setLastQuote] = useState<FinalQuoteResponse>()
  const store = useMemo(
    () =>
      createReservationStore({
        pathname: '/booking',
        quote: async (state) => {
          const quote = await api.call(
            finalPriceQuote,
            quoteRequest(state, lang),
          )
          setLastQuote(quote)
          return toPriceQuote(quote, state)
        },
      }),
    [api, lang],
  )
  const reservation = useStore(store)
  // Kept in a ref so that a new callback each render does not re-run the effect.
  const stepListener = useRef(onStepChange)
  useEffect(() => {
    stepListener.current = onStepChange
  })
  useEffect(() => {
    stepListener.current?.(reservation.activeStep)
  }, [reservation.activeStep])
  // A new step replaces the button that led to it: its heading takes the focus, so keyboard and
  // screen-reader users hear where they are (the confirmation focuses its own heading).
  const firstStep = useRef(true)
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false
      return
    }
    const root = rootRef.current
    if (!root || reservation.activeStep === 4) return
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h2')
      if (!heading) return false
      heading.tabIndex = -1
      heading.focus()
      return true
    }
    if (focusHeading()) return
    // The payment step's code may still be loading: focus its heading when it appears.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect()
    })
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [reservation.activeStep])
  const [offer, setOffer] = useState<PropertyResponse>()
  const [failure, setFailure] = useState<
    'generic' | 'missing_params' | 'cancelled'
  >()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string>()
  const [serverError, setServerError] = useState<{
    message: string
    fields?: Record<string, string>
  }>()
  const [booking, setBooking] = useState<ExistingBookingResponse>()
  const idempotencyKey = useRef(newKey())
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    api
      .call(property, { propertyId, dateFrom, dateTo, adults, children, lang })
      .then(
        (loaded) => {
          if (!current) return
          setOffer(loaded)
          const state = store.getState()
          // A saved reservation is kept only for the same property and dates (SPEC 4: restored on
          // booking pages); a finished booking is not shown again.
          const fresh =
            state.propertyId !== propertyId ||
            state.dateFrom !== dateFrom ||
            state.dateTo !== dateTo ||
            state.activeStep === 4
          if (fresh) {
            state.start({
              isLoyalty: false,
              propertyId,
              propertyName: loaded.property.name,
              propertyType: loaded.property.type,
              propertyStars: loaded.property.stars,
              propertyLocation: `${loaded.property.city}, ${loaded.property.regionName}`,
              rateId: '',
              rateName: '',
              units: [],
              currency: loaded.property.currency,
              dateFrom,
              dateTo,
              boardName: '',
              boardPrepaymentMessage: '',
              policy: {
                sales: [],
                salesAdditional: [],
                cancelation: [],
                other: [],
              },
              paymentMethods: [],
            })
          }
          // Reloaded on the payment step: payment needs the server's quote again, else back to rooms.
          if (store.getState().activeStep === 3) {
            api
              .call(finalPriceQuote, quoteRequest(store.getState(), lang))
              .then(
                (quote) => current && setLastQuote(quote),
                () => current && store.setState({ activeStep: 2 }),
              )
          }
          const lowest = Math.min(
            ...loaded.units.flatMap((unit) =>
              unit.rates.map((rate) => rate.total),
            ),
          )
          tracker.trackViewItem({
            currency: loaded.property.currency,
            value: toMajorUnits(
              Number.isFinite(lowest) ? lowest : 0,
              loaded.property.currency,
            ),
            items: [
              {
                item_id: loaded.property.propertyId,
                item_name: loaded.property.name,
              },
            ],
          })
          // The room chosen on the property page, if it is still free on that rate.
          const unit = loaded.units.find((each) => each.unitId === unitId)
          const rate = unit?.rates.find((each) => each.rateId === rateId)
          if (fresh && unit && rate && unit.availableCount > 0)
            addRoom(store.getState(), loaded, unit, rate, tracker)
        },
        (error: unknown) =>
          current &&
          setFailure(
            error instanceof ApiError && error.kind === 'missing_params'
              ? 'missing_params'
              : 'generic',
          ),
      )
    return () => {
      current = false
    }
  }, [
    api,
    propertyId,
    dateFrom,
    dateTo,
    adults,
    children,
    lang,
    store,
    attempt,
    tracker,
    unitId,
    rateId,
  ])

  async function stepForward() {
    setBusy(true)
    setMessage(undefined)
    const before = store.getState().totalPrice
    const cart = () => {
      const state = store.getState()
      return {
        currency: state.currency,
        value: toMajorUnits(state.totalPrice, state.currency),
        items: state.units.map((unit) => ({
          item_id: unitTypeOf(unit.unitId),
          item_name: unit.unitName,
          price: toMajorUnits(unit.total, state.currency),
          quantity: 1,
        })),
      }
    }
    tracker.trackViewCart(cart())
    void loadPaymentStep()
    try {
      await store.getState().stepForward()
      tracker.trackBeginCheckout(cart())
      const after = store.getState().totalPrice
      if (after !== before)
        setMessage(
          t('price_changed', {
            total: formatPrice(after, reservation.currency, lang),
          }),
        )
    } catch (error) {
      setMessage(quoteFailure(error))
    } finally {
      setBusy(false)
    }
  }

  // A re-quote that failed: sold out since the guest chose, or the server not answering.
  const quoteFailure = (error: unknown) =>
    error instanceof ApiError && error.kind === 'sold_out'
      ? t('sold_out_now')
      : t('error_loading')

  async function refresh() {
    setBusy(true)
    setMessage(undefined)
    try {
      await store.getState().refreshQuote()
    } catch (error) {
      setMessage(quoteFailure(error))
    } finally {
      setBusy(false)
    }
  }

  async function book(values: PaymentValues) {
    const state = store.getState()
    setBusy(true)
    setServerError(undefined)
    void loadConfirmationStep()
    try {
      const confirmed = await api.call(
        newBooking,
        {
          ...quoteRequest(state, lang),
          expectedTotal: state.totalPrice,
          currency: state.currency,
          paymentType: lastQuote?.guarantee ?? 'NOGUARANTEE',
          reservationHolder: values.reservationHolder,
          guest: values.guest,
          ...(values.card ? { card: values.card } : {}),
          isPolicyAccepted: true,
        },
        { headers: { 'Idempotency-Key': idempotencyKey.current } },
      )
      setBooking(confirmed)
      store.setState({ activeStep: 4, creditCard: undefined })
      tracker.trackPurchase({
        transaction_id: confirmed.bookingId,
        currency: confirmed.currency,
        value: toMajorUnits(confirmed.totalPrice, confirmed.currency),
        items: confirmed.accomodationData.map((unit) => ({
          item_id: unit.unitId,
          item_name: unit.unitName,
          price: toMajorUnits(unit.total, confirmed.currency),
        })),
      })
      if (rootRef.current) {
        dispatchResortEvent(rootRef.current, 'resort:booking-confirmed', {
          bookingId: confirmed.bookingId,
          total: confirmed.totalPrice,
          currency: confirmed.currency,
        })
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // A refused booking is a new attempt next time, under a new key.
      idempotencyKey.current = newKey()
      const refusal = bookingRefusal(error)
      if (refusal.action === 'back_to_rooms') {
        setMessage(t('sold_out_now'))
        store.getState().stepBack()
      } else if (refusal.action === 'requote') {
        try {
          await store.getState().refreshQuote()
          setServerError({ message: refusal.message })
        } catch (again) {
          setServerError({ message: 'generic' })
          if (again instanceof ApiError && again.kind === 'sold_out') {
            setMessage(t('sold_out_now'))
            store.getState().stepBack()
          }
        }
      } else {
        setServerError({
          message: refusal.message,
          ...(refusal.fields ? { fields: { ...refusal.fields } } : {}),
        })
      }
    } finally {
      setBusy(false)
    }
  }

  const loading = (
    <p role="status" aria-live="polite">
      {t('loading')}
    </p>
  )
  let content = loading
  if (failure) {
    content = (
      <BookingError
        kind={failure}
        onRetry={() => {
          setFailure(undefined)
          setAttempt((n) => n + 1)
        }}
      />
    )
  } else if (offer) {
    content = (
      <>
        <Stepper activeStep={reservation.activeStep} />
        {reservation.activeStep === 2 ? (
          <RoomsStep
            offer={offer}
            reservation={reservation}
            busy={busy}
            message={message}
            onContinue={() => void stepForward()}
            onGuestsChange={() => void refresh()}
            tracker={tracker}
          />
        ) : null}
        <Suspense fallback={loading}>
          {reservation.activeStep === 3 && lastQuote ? (
            <PaymentStep
              quote={{ ...lastQuote, totalPrice: reservation.totalPrice }}
              allowedCardBrands={offer.property.allowedCardBrands}
              busy={busy}
              {...(serverError ? { serverError } : {})}
              onBack={() => {
                // A refusal belongs to the attempt it answered, not to the next visit.
                setServerError(undefined)
                store.getState().stepBack()
              }}
              onSubmit={(values) => void book(values)}
            />
          ) : null}
          {reservation.activeStep === 4 && booking ? (
            <ConfirmationStep
              booking={booking}
              manageUrl={`${manageBase.replace(/\/+$/, '')}${booking.bookingURI}`}
            />
          ) : null}
        </Suspense>
      </>
    )
  }
  // The root is there from the start: tracking events are dispatched from it.
  return (
    <div ref={rootRef} className="resort-booking" lang={lang}>
      {content}
    </div>
  )
}
