import {
  ApiError,
  type ExistingBookingResponse,
  viewBooking,
  editGuest,
  cancelBooking,
  type ApiClient,
} from '@resort/core/api'
import type { GuestForm } from '@resort/core/validation'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { dispatchResortEvent } from '../events'
import { useTranslation } from '../i18n/WidgetTranslations'
import { useTracker } from '../tracking/useTracker'
import { BookingOverview, type ChangeFocus } from './BookingOverview'
import { CancelBooking } from './CancelBooking'
import { FindBooking } from './FindBooking'
import { BookingCancelled, BookingChanged } from './ManageResult'
import { ModifyBooking } from './ModifyBooking'
import {
  enterModifyState,
  loadModifyConfirmation,
  saveModifyConfirmation,
  saveModifyDraft,
  type ModifyDraft,
  type ModifyState,
} from './modifyState'

// The guest form (and its reference data) loads only when the guest edits their details.
const EditGuestDetails = lazy(() =>
  import('./EditGuestDetails').then((module) => ({
    default: module.EditGuestDetails,
  })),
)

/** Where the guest is in managing a booking; the host site maps these to its routes. */
export type ManageView =
  'find' | 'booking' | 'modify' | 'guest' | 'cancel' | 'changed' | 'cancelled'

export interface ManageFlowProps {
  api: ApiClient
  /** The signed token of the booking link; without one the guest finds the booking first. */
  token: string | undefined
  initialView: ManageView
  /** Told of every view the guest reaches, with the token that opens the booking. */
  onViewChange?:
    ((view: ManageView, token: string | undefined) => void) | undefined
}

const tokenOfUri = (bookingURI: string) =>
  new URL(bookingURI, 'http://booking.invalid').searchParams.get('token') ??
  undefined

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
  const [token, setToken] = useState(initialToken)
  const [view, setView] = useState<ManageView>(
    initialToken ? initialView : 'find',
  )
  const [booking, setBooking] = useState<ExistingBookingResponse>()
  const [failure, setFailure] = useState<'link' | 'generic'>()
  const [attempt, setAttempt] = useState(0)
  const [modify, setModify] = useState<ModifyState & { draft: ModifyDraft }>()
  const [focus, setFocus] = useState<ChangeFocus>('dates')
  const [moved, setMoved] = useState(false)
  const [notice, setNotice] = useState<string>()
  // The change just made, or after a reload of the confirm page the one saved (SPEC 4 key).
  const [confirmation, setConfirmation] = useState(loadModifyConfirmation)

  const viewListener = useRef(onViewChange)
  useEffect(() => {
    viewListener.current = onViewChange
  })
  useEffect(() => {
    viewListener.current?.(view, token)
  }, [view, token])

  useEffect(() => {
    if (!token) return
    let current = true
    api.call(viewBooking, { token, lang }).then(
      (loaded) => {
        if (!current) return
        setBooking(loaded)
        setFailure(undefined)
        setView((shown) => {
          if (loaded.status === 'cancelled')
            return shown === 'cancel' || shown === 'cancelled'
              ? 'cancelled'
              : 'booking'
          if (shown === 'modify' && !loaded.editable) return 'booking'
          return shown
        })
        if (loaded.editable) setModify(enterModifyState(loaded))
      },
      (error: unknown) =>
        current &&
        setFailure(
          error instanceof ApiError && error.kind === 'not_found'
            ? 'link'
            : 'generic',
        ),
    )
    return () => {
      current = false
    }
  }, [api, token, lang, attempt])

  function go(next: ManageView) {
    setMoved(true)
    setNotice(undefined)
    setView(next)
  }

  async function saveGuest(guest: GuestForm) {
    if (!token) return
    const updated = await api.call(editGuest, {
      token,
      lang,
      guest,
    })
    setBooking(updated)
    // The details are part of the booking (SPEC 4): a change started before is rebuilt.
    setModify(enterModifyState(updated))
    tracker.trackInteraction({
      category: 'booking',
      action: 'guest_details_changed',
      label: updated.bookingId,
    })
    go('booking')
    setNotice(t('guest.saved'))
  }

  async function cancel() {
    if (!booking || !token) return
    const cancelled = await api.call(cancelBooking, { token, lang })
    setBooking(cancelled)
    tracker.trackInteraction({
      category: 'booking',
      action: 'booking_cancelled',
      label: cancelled.bookingId,
    })
    if (rootRef.current)
      dispatchResortEvent(rootRef.current, 'resort:booking-cancelled', {
        bookingId: cancelled.bookingId,
        fee: cancelled.cancellation.fee ?? 0,
        currency: cancelled.currency,
      })
    go('cancelled')
  }

  function changed(updated: ExistingBookingResponse) {
    if (!booking) return
    const saved = { booking: updated, previousTotal: booking.totalPrice }
    saveModifyConfirmation(saved)
    setConfirmation(saved)
    setBooking(updated)
    setModify(enterModifyState(updated))
    tracker.trackInteraction({
      category: 'booking',
      action: 'booking_modified',
      label: updated.bookingId,
    })
    if (rootRef.current)
      dispatchResortEvent(rootRef.current, 'resort:booking-modified', {
        bookingId: updated.bookingId,
        total: updated.totalPrice,
        previousTotal: booking.totalPrice,
        currency: updated.currency,
      })
    go('changed')
  }

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
        <FindBooking
          api={api}
          onFound={(bookingURI) => {
            setFailure(undefined)
            setBooking(undefined)
            setToken(tokenOfUri(bookingURI))
            go('booking')
          }}
        />
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
          onClick={() => setAttempt((n) => n + 1)}
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
      <ModifyBooking
        api={api}
        booking={booking}
        token={token}
        draft={modify.draft}
        focus={focus}
        onDraftChange={(draft) => {
          setModify({ ...modify, draft })
          saveModifyDraft(modify, draft)
        }}
        onChanged={changed}
        onBack={() => go('booking')}
      />
    )
  } else if (view === 'guest') {
    content = (
      <Suspense
        fallback={
          <p role="status" aria-live="polite">
            {t('loading')}
          </p>
        }
      >
        <EditGuestDetails
          booking={booking}
          onSave={saveGuest}
          onBack={() => go('booking')}
        />
      </Suspense>
    )
  } else if (view === 'cancel') {
    content = (
      <CancelBooking
        booking={booking}
        onConfirm={cancel}
        onKeep={() => go('booking')}
      />
    )
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
        onBack={() => go('booking')}
      />
    )
  } else {
    content = (
      <BookingOverview
        booking={booking}
        focusHeading={moved}
        onChange={(where) => {
          setFocus(where)
          go('modify')
        }}
        onCancel={() => go('cancel')}
        onEditGuest={() => go('guest')}
        notice={notice}
      />
    )
  }
  return (
    <div ref={rootRef} className="resort-booking" lang={lang}>
      {content}
    </div>
  )
}
