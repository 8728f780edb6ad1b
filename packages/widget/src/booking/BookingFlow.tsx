import type {
  ApiClient,
  ExistingBookingResponse,
  Member,
} from '@resort/core/api'
import { createBookingFlow, type BookingStep } from '@resort/core/reservation'
import { parseChildAges } from '@resort/core/search'
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  type RefObject,
} from 'react'
import { useStore } from 'zustand'
import { BookingError } from '../confirmation/BookingError'
import { dispatchResortEvent } from '../events'
import { useTranslation } from '../i18n/WidgetTranslations'
import { useTracker } from '../tracking/useTracker'
import type { MemberPriceActions } from './MemberPriceNote'
import type { PaymentStageProps } from './PaymentStage'
import { RoomsStep } from './RoomsStep'
import { Stepper } from './Stepper'
import { useStepFocus } from './useStepFocus'

export interface BookingFlowProps {
  api: ApiClient
  propertyId: string
  dateFrom: string
  dateTo: string
  adults: number
  children: number
  /** The children's ages as `childAges=4,9` writes them (SPEC 3 childAges). */
  childAges?: string | undefined
  /** Where the guest manages the booking afterwards: the booking link's path is appended. */
  manageBase: string
  /** The page the flow is on (SPEC 4: booking pages restore the reservation); '/booking' for embeds. */
  pathname?: string | undefined
  /** Told of every step the guest reaches, so a host page can keep its URL in step (SPEC 2). */
  onStepChange?: ((step: BookingStep) => void) | undefined
  /** A room and rate the guest already chose (on a property page): added to a new reservation. */
  unitId?: string | undefined
  rateId?: string | undefined
  /** The signed-in member on the host site: the payment step starts from their profile. */
  member?: Member | undefined
  /** The host site's origin, where the member price's teaser leads; the manage base when not given. */
  siteBase?: string | undefined
  /** The host site's join and sign-in for the member price (issue 13). */
  memberPrices?: MemberPriceActions | undefined
  /** The resort's own site's consent to a reminder of the stay (issue 35, decision 047). */
  reminderConsent?: PaymentStageProps['reminderConsent']
  /** On a partner's page: the rooms come into view when the guest's action opened the flow. */
  revealWhenOpened?: boolean | undefined
}

// Payment and confirmation load when the guest heads for them (DESIGN: payment code only at the
// payment step); starting the import with the request that precedes them hides the round trip.
const loadPaymentStep = () =>
  import('./PaymentStage').then((module) => ({
    default: module.PaymentStage,
  }))
const loadConfirmationStep = () =>
  import('../confirmation/ConfirmationStep').then((module) => ({
    default: module.ConfirmationStep,
  }))
const PaymentStage = lazy(loadPaymentStep)
const ConfirmationStep = lazy(loadConfirmationStep)

/** Tells the page of a booking made, with a DOM event from the widget's root. */
const announceBooking =
  (rootRef: RefObject<HTMLElement | null>) =>
  (booking: ExistingBookingResponse) => {
    if (rootRef.current)
      dispatchResortEvent(rootRef.current, 'resort:booking-confirmed', {
        bookingId: booking.bookingId,
        total: booking.totalPrice,
        currency: booking.currency,
      })
  }

/** The booking stepper: rooms (2), guest details and payment (3), confirmation (4). */
export function BookingFlow({
  api,
  propertyId,
  dateFrom,
  dateTo,
  adults,
  children,
  childAges,
  manageBase,
  pathname,
  onStepChange,
  unitId,
  rateId,
  member,
  siteBase,
  memberPrices,
  reminderConsent,
  revealWhenOpened,
}: BookingFlowProps) {
  const { t, i18n } = useTranslation('booking')
  const lang = i18n.language
  const rootRef = useRef<HTMLDivElement>(null)
  const tracker = useTracker(rootRef)
  const flow = useMemo(
    () =>
      createBookingFlow({
        api,
        lang,
        propertyId,
        dateFrom,
        dateTo,
        adults,
        children,
        childAges: parseChildAges(childAges, children),
        unitId,
        rateId,
        tracker,
        ...(pathname ? { pathname } : {}),
        // The card page talks to this page only (decision 040).
        pageOrigin: window.location.origin,
        // The callback reads the ref only when a booking is made, long after this render.
        // eslint-disable-next-line react-hooks/refs
        onBooked: announceBooking(rootRef),
      }),
    [
      api,
      lang,
      propertyId,
      dateFrom,
      dateTo,
      adults,
      children,
      childAges,
      unitId,
      rateId,
      tracker,
      pathname,
    ],
  )
  useEffect(() => {
    void flow.getState().load()
  }, [flow])
  const status = useStore(flow, (state) => state.status)
  const failure = useStore(flow, (state) => state.failure)
  const booking = useStore(flow, (state) => state.booking)
  const activeStep = useStore(flow, (state) => state.reservation.activeStep)

  // Kept in a ref so that a new callback each render does not re-run the effect.
  const stepListener = useRef(onStepChange)
  useEffect(() => {
    stepListener.current = onStepChange
  })
  useEffect(() => {
    stepListener.current?.(activeStep)
  }, [activeStep])
  useStepFocus(rootRef, activeStep)

  const loading = (
    <p role="status" aria-live="polite">
      {t('loading')}
    </p>
  )
  let content = loading
  if (status === 'failed' && failure) {
    content = (
      <BookingError
        kind={failure}
        onRetry={() => void flow.getState().load()}
      />
    )
  } else if (status === 'ready') {
    content = (
      <>
        <Stepper activeStep={activeStep} />
        {activeStep === 2 ? (
          <RoomsStep
            flow={flow}
            siteBase={(siteBase ?? manageBase).replace(/\/+$/, '')}
            member={member}
            memberPrices={memberPrices}
            revealWhenOpened={revealWhenOpened}
            onContinue={() => {
              void loadPaymentStep()
              void flow.getState().continue()
            }}
          />
        ) : null}
        <Suspense fallback={loading}>
          {activeStep === 3 ? (
            <PaymentStage
              flow={flow}
              member={member}
              reminderConsent={reminderConsent}
              mediaUrl={api.url}
              onBook={(details) => {
                void loadConfirmationStep()
                void flow.getState().book(details)
              }}
            />
          ) : null}
          {activeStep === 4 && booking ? (
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
