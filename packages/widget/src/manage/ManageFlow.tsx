import type { ApiClient, ExistingBookingResponse } from '@resort/core/api'
import { createManageFlow, type ManageView } from '@resort/core/reservation'
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  type RefObject,
} from 'react'
import { useStore } from 'zustand'
import { dispatchResortEvent } from '../events'
import { useTranslation } from '../i18n/WidgetTranslations'
import { useTracker } from '../tracking/useTracker'
import { BookingOverview } from './BookingOverview'
import { CancelBooking } from './CancelBooking'
import { FindBooking } from './FindBooking'
import { BookingCancelled, BookingChanged } from './ManageResult'
import { ModifyBooking } from './ModifyBooking'

// The review form loads only for a stay that is over and not yet reviewed (issue 16).
const ReviewStay = lazy(() =>
  import('./ReviewStay').then((module) => ({ default: module.ReviewStay })),
)

// The card page for another card loads only when the booking's card was declined (issue 32).
const ReplaceCard = lazy(() =>
  import('./ReplaceCard').then((module) => ({ default: module.ReplaceCard })),
)

// The guest form (and its reference data) loads only when the guest edits their details.
const EditGuestDetails = lazy(() =>
  import('./EditGuestDetails').then((module) => ({
    default: module.EditGuestDetails,
  })),
)

export type { ManageView }

export interface ManageFlowProps {
  api: ApiClient
  /** The signed token of the booking link; without one the guest finds the booking first. */
  token: string | undefined
  initialView: ManageView
  /** Told of every view the guest reaches, with the token that opens the booking. */
  onViewChange?:
    ((view: ManageView, token: string | undefined) => void) | undefined
}

/** What the overview says once, by the flow's notice. */
const NOTICE_KEYS = {
  guest_saved: 'guest.saved',
  review_sent: 'review.sent',
  card_replaced: 'card.replaced',
} as const

/** Tells the page of a changed or cancelled booking, with DOM events from the widget's root. */
const announce = (rootRef: RefObject<HTMLElement | null>) => ({
  onModified: (booking: ExistingBookingResponse, previousTotal: number) => {
    if (rootRef.current)
      dispatchResortEvent(rootRef.current, 'resort:booking-modified', {
        bookingId: booking.bookingId,
        total: booking.totalPrice,
        previousTotal,
        currency: booking.currency,
      })
  },
  onCancelled: (booking: ExistingBookingResponse) => {
    if (rootRef.current)
      dispatchResortEvent(rootRef.current, 'resort:booking-cancelled', {
        bookingId: booking.bookingId,
        fee: booking.cancellation.fee ?? 0,
        currency: booking.currency,
      })
  },
})

/** View, change or cancel a booking, opened from its link or by booking number and e-mail. */
export function ManageFlow({
  api,
  token: initialToken,
  initialView,
  onViewChange,
}: ManageFlowProps) {
  const { t, i18n } = useTranslation('manage')
  const lang = i18n.language
  const rootRef = useRef<HTMLDivElement>(null)
  const tracker = useTracker(rootRef)
  const flow = useMemo(
    () =>
      createManageFlow({
        api,
        lang,
        token: initialToken,
        initialView,
        tracker,
        pageOrigin: window.location.origin,
        // The callbacks read the ref only when a booking changes, long after this render.
        // eslint-disable-next-line react-hooks/refs
        ...announce(rootRef),
      }),
    // The first view counts once: later views come from the flow itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, lang, initialToken, tracker],
  )
  useEffect(() => {
    void flow.getState().load()
  }, [flow])
  const view = useStore(flow, (state) => state.view)
  const token = useStore(flow, (state) => state.token)
  const booking = useStore(flow, (state) => state.booking)
  const failure = useStore(flow, (state) => state.failure)
  const modify = useStore(flow, (state) => state.modify)
  const moved = useStore(flow, (state) => state.moved)
  const notice = useStore(flow, (state) => state.notice)
  const confirmation = useStore(flow, (state) => state.confirmation)
  const card = useStore(flow, (state) => state.card)
  const actions = flow.getState()

  const viewListener = useRef(onViewChange)
  useEffect(() => {
    viewListener.current = onViewChange
  })
  useEffect(() => {
    viewListener.current?.(view, token)
  }, [view, token])

  let content
  if (view === 'find' || failure === 'link') {
    content = (
      <>
        {failure === 'link' ? (
          <div role="alert" className="resort-booking-error">
            <h2>{t('link_invalid.title')}</h2>
            <p>{t('link_invalid.description')}</p>
          </div>
        ) : null}
        <FindBooking flow={flow} />
      </>
    )
  } else if (failure === 'generic') {
    content = (
      <div role="alert" className="resort-booking-error">
        <h2>{t('load_error.title')}</h2>
        <p>{t('load_error.description')}</p>
        <button
          type="button"
          className="resort-button"
          onClick={() => void actions.load()}
        >
          {t('load_error.retry')}
        </button>
      </div>
    )
  } else if (!booking || !token) {
    content = (
      <p role="status" aria-live="polite">
        {t('loading')}
      </p>
    )
  } else if (view === 'modify' && modify) {
    content = (
      <ModifyBooking api={api} flow={flow} booking={booking} token={token} />
    )
  } else if (view === 'guest' && booking.isGuestsFormActive) {
    content = (
      <Suspense
        fallback={
          <p role="status" aria-live="polite">
            {t('loading')}
          </p>
        }
      >
        <EditGuestDetails flow={flow} booking={booking} />
      </Suspense>
    )
  } else if (view === 'cancel') {
    content = <CancelBooking flow={flow} booking={booking} />
  } else if (view === 'cancelled') {
    content = <BookingCancelled booking={booking} />
  } else if (view === 'changed') {
    content = (
      <BookingChanged
        booking={booking}
        previousTotal={
          confirmation?.booking.bookingId === booking.bookingId
            ? confirmation.previousTotal
            : undefined
        }
        onBack={() => actions.go('booking')}
      />
    )
  } else {
    const cardOpen = card.step !== undefined
    content = (
      <>
        <BookingOverview
          booking={booking}
          focusHeading={moved}
          onChange={(where) => actions.startChange(where)}
          onCancel={() => actions.go('cancel')}
          onEditGuest={() => actions.go('guest')}
          notice={notice ? t(NOTICE_KEYS[notice]) : undefined}
          reviewForm={
            <Suspense fallback={null}>
              <ReviewStay flow={flow} booking={booking} />
            </Suspense>
          }
          onGiveCard={() => void actions.giveAnotherCard()}
          cardOpen={cardOpen}
          cardBusy={card.busy !== false && !cardOpen}
          cardProblem={
            card.problem && !cardOpen
              ? t(`card.problems.${card.problem}`)
              : undefined
          }
        />
        {cardOpen ? (
          <Suspense
            fallback={
              <p role="status" aria-live="polite">
                {t('card.opening')}
              </p>
            }
          >
            <ReplaceCard flow={flow} booking={booking} />
          </Suspense>
        ) : null}
      </>
    )
  }
  return (
    <div ref={rootRef} className="resort-booking" lang={lang}>
      {content}
    </div>
  )
}
