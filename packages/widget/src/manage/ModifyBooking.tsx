import {
  MAX_ROOMS,
  type ExistingBookingResponse,
  viewBookingAvailability,
  type ApiClient,
} from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { needsChildAges, type ManageFlow } from '@resort/core/reservation'
import { MAX_NIGHTS, todayIso, validateStayDates } from '@resort/core/stay'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { AvailabilityCalendar } from '../calendar/AvailabilityCalendar'
import { TextField } from '../forms/kit/TextField'
import { useTranslation } from '../i18n/WidgetTranslations'
import { UnitChange } from './UnitChange'

export interface ModifyBookingProps {
  api: ApiClient
  flow: ManageFlow
  booking: ExistingBookingResponse
  token: string
}

/**
 * Changing a booking: other dates (with the booking's availability calendar), each room's type,
 * guests and extras. Every change is priced by the server, and the difference shown, before the
 * guest confirms.
 */
export function ModifyBooking({
  api,
  flow,
  booking,
  token,
}: ModifyBookingProps) {
  const { t, i18n } = useTranslation('manage')
  const stayError = useTranslation('calendar').t
  const lang = i18n.language
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const roomsHeading = useRef<HTMLHeadingElement>(null)
  const draft = useStore(flow, (state) => state.modify?.draft)
  const focus = useStore(flow, (state) => state.focus)
  const moved = useStore(flow, (state) => state.moved)
  const offer = useStore(flow, (state) => state.changeOffer)
  const offerFailed = useStore(flow, (state) => state.changeOfferFailed)
  const quote = useStore(flow, (state) => state.changeQuote)
  const busy = useStore(flow, (state) => state.changeBusy)
  const refusal = useStore(flow, (state) => state.changeRefusal)
  const agesMissing = useStore(flow, (state) => state.changeAgesMissing)
  const actions = flow.getState()
  const bookingTexts = useTranslation('booking').t
  const section = useRef<HTMLElement>(null)
  // Each confirm refused for a missing age moves the focus to the first age to choose (issue 33).
  const [ageAttempt, setAgeAttempt] = useState(0)
  useEffect(() => {
    if (ageAttempt > 0)
      section.current
        ?.querySelector<HTMLElement>('select[aria-invalid="true"]')
        ?.focus()
  }, [ageAttempt])
  const money = (amount: number) => formatPrice(amount, booking.currency, lang)

  // Where the form lands: where the guest asked ("change rooms" or "change dates"); opened at the
  // change itself, where the server says (SPEC 3's scrollToRoomTabs: a booking of several rooms).
  const landing = moved ? focus : booking.scrollToRoomTabs ? 'rooms' : 'dates'
  useEffect(() => {
    const target = landing === 'rooms' ? roomsHeading.current : heading.current
    target?.scrollIntoView?.({ block: 'start' })
    target?.focus()
  }, [landing])

  const loadDays = useCallback(
    (from: string, to: string) =>
      api
        .call(viewBookingAvailability, { token, from, to, lang })
        .then(({ days }) => ({ days, currency: booking.currency })),
    [api, token, lang, booking.currency],
  )
  if (!draft) return null
  const stay = validateStayDates(draft.dateFrom, draft.dateTo, todayIso())
  const onDraftChange = actions.setDraft

  // Another room like the first one, for two adults; the guest adjusts it like the others.
  function addRoom() {
    const like = draft?.units[0]
    if (!draft || !like) return
    onDraftChange({
      ...draft,
      units: [
        ...draft.units,
        { unitId: like.unitId, adults: 2, children: 0, supplements: [] },
      ],
    })
  }

  const setDates = (dateFrom: string, dateTo: string) =>
    onDraftChange({ ...draft, dateFrom, dateTo })
  const message = agesMissing
    ? bookingTexts('child_ages_missing')
    : refusal
      ? t(`modify.${refusal}`)
      : ''

  const confirm = async () => {
    await actions.confirmChange()
    if (flow.getState().changeAgesMissing) setAgeAttempt((n) => n + 1)
  }

  let status = t('modify.unchanged')
  if (quote.state === 'pricing') status = t('modify.pricing')
  else if (quote.state === 'failed')
    status = t(`modify.${quote.kind === 'generic' ? 'error' : quote.kind}`)
  else if (quote.state === 'priced') {
    const difference = quote.quote.totalPrice - booking.totalPrice
    status = [
      t('modify.new_total', { total: money(quote.quote.totalPrice) }),
      difference > 0
        ? t('modify.difference_more', { amount: money(difference) })
        : difference < 0
          ? t('modify.difference_less', { amount: money(-difference) })
          : t('modify.difference_none'),
    ].join(' ')
  }

  const dateError = (field: 'dateFrom' | 'dateTo') =>
    stay[field]
      ? stayError(`stay_errors.${stay[field]}`, { max: MAX_NIGHTS })
      : undefined

  return (
    <section ref={section} className="resort-manage resort-manage__modify">
      <h2 ref={heading} tabIndex={-1}>
        {t('modify.title', { bookingId: booking.bookingId })}
      </h2>
      <fieldset className="resort-extras">
        <legend>{t('modify.dates')}</legend>
        <TextField
          id={`${id}-dateFrom`}
          label={t('modify.check_in')}
          type="date"
          min={todayIso()}
          error={dateError('dateFrom')}
          value={draft.dateFrom}
          onChange={(dateFrom) => setDates(dateFrom, draft.dateTo)}
        />
        <TextField
          id={`${id}-dateTo`}
          label={t('modify.check_out')}
          type="date"
          min={draft.dateFrom}
          error={dateError('dateTo')}
          value={draft.dateTo}
          onChange={(dateTo) => setDates(draft.dateFrom, dateTo)}
        />
        <div className="form-field form-field--wide">
          <AvailabilityCalendar
            loadDays={loadDays}
            propertyName={booking.hotelDetails.name}
            dateFrom={draft.dateFrom}
            dateTo={draft.dateTo}
            onChoose={setDates}
          />
        </div>
      </fieldset>

      <h3 ref={roomsHeading} tabIndex={-1}>
        {t('modify.rooms')}
      </h3>
      {offerFailed ? (
        <div role="alert" className="resort-manage__notice">
          <p>{t('modify.offer_error')}</p>
          <button
            type="button"
            className="resort-button resort-button--secondary"
            onClick={() => actions.retryChangeOffer()}
          >
            {t('modify.retry')}
          </button>
        </div>
      ) : null}
      {draft.units.map((unit, index) => (
        <UnitChange
          key={index}
          index={index}
          unit={unit}
          bookedName={
            booking.accomodationData.find(
              (booked) => booked.unitId === unit.unitId,
            )?.unitName
          }
          rateId={booking.rate.rateId}
          offer={offer}
          currency={booking.currency}
          canRemove={draft.units.length > 1}
          agesMissing={
            agesMissing && needsChildAges(booking.accomodationData[index], unit)
          }
          onChildAge={(child, age) => actions.setChildAge(index, child, age)}
          onChange={(changed) =>
            onDraftChange({
              ...draft,
              units: draft.units.map((each, i) =>
                i === index ? changed : each,
              ),
            })
          }
          onRemove={() =>
            onDraftChange({
              ...draft,
              units: draft.units.filter((_, i) => i !== index),
            })
          }
        />
      ))}

      {draft.units.length < MAX_ROOMS ? (
        <p>
          <button
            type="button"
            className="resort-button resort-button--secondary"
            onClick={addRoom}
          >
            {t('modify.add_room')}
          </button>
        </p>
      ) : null}

      <p className="resort-rooms__total">
        {t('modify.current_total', { total: money(booking.totalPrice) })}
      </p>
      <p role="status" aria-live="polite" className="resort-manage__quote">
        {status}
      </p>
      <p role="alert" className="form-field__error">
        {message}
      </p>
      <p className="resort-manage__actions">
        <button
          type="button"
          className="resort-button"
          disabled={quote.state !== 'priced' || busy}
          onClick={() => void confirm()}
        >
          {busy ? t('modify.saving') : t('modify.confirm')}
        </button>{' '}
        <button
          type="button"
          className="resort-button resort-button--secondary"
          onClick={() => actions.go('booking')}
        >
          {t('modify.back')}
        </button>
      </p>
    </section>
  )
}
