import type { ExistingBookingResponse } from '@resort/core/api'
import { formatLongDate, formatPrice } from '@resort/core/format'
import {
  canEditBooking,
  declinedPayment,
  type ChangeFocus,
} from '@resort/core/reservation'
import { todayIso } from '@resort/core/stay'
import { useEffect, useRef, type ReactNode } from 'react'
import { BookingSummary } from '../confirmation/BookingSummary'
import { useTranslation } from '../i18n/WidgetTranslations'

export interface BookingOverviewProps {
  booking: ExistingBookingResponse
  /** Opens the change form, at the dates or at the rooms (SPEC 3's scrollToRoomTabs). */
  onChange: (focus: ChangeFocus) => void
  onCancel: () => void
  onEditGuest: () => void
  /** What the guest just did, announced (e.g. details saved). */
  notice?: string | undefined
  /** The form to review the stay, once it is over and not yet reviewed (issue 16). */
  reviewForm?: ReactNode
  /** Focus the heading: the guest arrived here by an action, not by opening the page. */
  focusHeading?: boolean
  /** Opens the card page for another card, when the booking's card was declined (issue 32). */
  onGiveCard?: () => void
  /** The card page is open in the overview's place: the overview waits hidden, as it was. */
  cardOpen?: boolean
  /** The card page is being opened. */
  cardBusy?: boolean
  /** Why another card did not go through, said beside its button. */
  cardProblem?: string | undefined
}

/** The booking as it stands (SPEC 3 existing booking), with what the guest may do with it. */
export function BookingOverview({
  booking,
  onChange,
  onCancel,
  onEditGuest,
  notice,
  reviewForm,
  focusHeading = false,
  onGiveCard,
  cardOpen = false,
  cardBusy = false,
  cardProblem,
}: BookingOverviewProps) {
  const { t, i18n } = useTranslation('manage')
  const heading = useRef<HTMLHeadingElement>(null)
  const status = useRef<HTMLParagraphElement>(null)
  const cardButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusHeading) heading.current?.focus()
  }, [focusHeading])
  // A review sent: its form is gone, so the focus goes back to the top, where the notice is.
  const reviewSent =
    booking.review === 'already_reviewed' && notice !== undefined
  useEffect(() => {
    if (reviewSent) heading.current?.focus()
  }, [reviewSent])
  // Back from the card page: to what was said (the new card kept), else to the card's button.
  const wasCardOpen = useRef(cardOpen)
  useEffect(() => {
    if (wasCardOpen.current && !cardOpen)
      (notice
        ? status.current
        : (cardButton.current ?? heading.current)
      )?.focus()
    wasCardOpen.current = cardOpen
  }, [cardOpen, notice])
  const declined = declinedPayment(booking, todayIso())
  const cancelled = booking.status === 'cancelled'
  return (
    <section className="resort-confirmation resort-manage" hidden={cardOpen}>
      <h2 ref={heading} tabIndex={-1} className="resort-confirmation__title">
        {t('title', { bookingId: booking.bookingId })}
      </h2>
      <p>
        <span
          className={`resort-badge${cancelled ? ' resort-badge--cancelled' : ''}`}
        >
          {cancelled ? t('status_cancelled') : t('status_confirmed')}
        </span>{' '}
        {t('booked_on', {
          date: formatLongDate(
            booking.rezervationDate.slice(0, 10),
            i18n.language,
          ),
        })}
      </p>
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className="resort-manage__quote"
      >
        {notice ?? ''}
      </p>
      {declined ? (
        <div className="resort-manage__notice resort-manage__notice--declined">
          <h3>{t('card.declined_title')}</h3>
          <p>
            {t('card.declined', {
              amount: formatPrice(
                declined.amount,
                booking.currency,
                i18n.language,
              ),
              date: formatLongDate(declined.on, i18n.language),
            })}
          </p>
          <p className="resort-manage__actions">
            <button
              ref={cardButton}
              type="button"
              className="resort-button"
              disabled={cardBusy}
              onClick={onGiveCard}
            >
              {cardBusy ? t('card.opening') : t('card.give')}
            </button>
          </p>
        </div>
      ) : null}
      {cardProblem ? (
        <p role="alert" className="form-summary">
          {cardProblem}
        </p>
      ) : null}
      {canEditBooking(booking) ? (
        <p className="resort-manage__actions">
          <button
            type="button"
            className="resort-button"
            onClick={() => onChange('dates')}
          >
            {t('actions.change_dates')}
          </button>{' '}
          <button
            type="button"
            className="resort-button resort-button--secondary"
            onClick={() => onChange('rooms')}
          >
            {t('actions.change_rooms')}
          </button>
        </p>
      ) : (
        <div className="resort-manage__notice">
          <h3>{t('not_editable.title')}</h3>
          <p>{t(`not_editable.${booking.notEditableReason ?? 'cancelled'}`)}</p>
          {cancelled ? null : <p>{t('not_editable.contact')}</p>}
        </div>
      )}
      {booking.review === 'open' ? reviewForm : null}
      {booking.review === 'already_reviewed' && !reviewSent ? (
        <p className="resort-manage__notice">{t('review.done')}</p>
      ) : null}
      {booking.review === 'stay_not_over' ? (
        <p className="form-field__hint">{t('review.later')}</p>
      ) : null}
      <BookingSummary booking={booking} />
      {/* SPEC 3: the server says whether the guest form is still open. */}
      {booking.isGuestsFormActive ? (
        <p className="resort-manage__actions">
          <button
            type="button"
            className="resort-button resort-button--secondary"
            onClick={onEditGuest}
          >
            {t('actions.change_guest')}
          </button>
        </p>
      ) : null}
      {booking.deletable && !cancelled ? (
        <p className="resort-manage__actions">
          <button
            type="button"
            className="resort-button resort-button--danger"
            onClick={onCancel}
          >
            {t('actions.cancel')}
          </button>
        </p>
      ) : null}
    </section>
  )
}
