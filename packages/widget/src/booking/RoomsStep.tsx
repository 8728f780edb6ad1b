import type { Member, UnitOffer } from '@resort/core/api'
import { formatLongDate, formatPrice } from '@resort/core/format'
import { lineTotal } from '@resort/core/pricing'
import {
  roomsLeft,
  upgradeOffer,
  type BookingFlow,
  type BookingFlowNotice,
} from '@resort/core/reservation'
import { useId, useRef } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../i18n/WidgetTranslations'
import { MemberPriceNote, type MemberPriceActions } from './MemberPriceNote'

export interface RoomsStepProps {
  flow: BookingFlow
  onContinue: () => void
  /** The host site's origin, where the member price's teaser leads; this page's when empty. */
  siteBase?: string
  member?: Member | undefined
  memberPrices?: MemberPriceActions | undefined
}

/** Step 2: rooms and rates to add, the rooms chosen (switch, remove), extras of the active room. */
export function RoomsStep({
  flow,
  onContinue,
  siteBase = '',
  member,
  memberPrices,
}: RoomsStepProps) {
  const { t, i18n } = useTranslation('booking')
  const id = useId()
  const lang = i18n.language
  const reservation = useStore(flow, (state) => state.reservation)
  const offer = useStore(flow, (state) => state.offer)
  const selection = useStore(flow, (state) => state.offerSelection)
  const busy = useStore(flow, (state) => state.busy)
  const notice = useStore(flow, (state) => state.notice)
  const actions = flow.getState()
  const chosenList = useRef<HTMLUListElement>(null)
  const yourRooms = useRef<HTMLHeadingElement>(null)
  if (!offer) return null
  const longDate = (iso: string) => formatLongDate(iso, lang)
  const money = (amount: number) =>
    formatPrice(amount, offer.property.currency, lang)
  const { nights, adults, children } = offer.stay
  const chosenRate =
    reservation.units.length > 0 ? reservation.rateId : undefined
  const active = reservation.units.find((unit) => unit.active)
  const activeOffer = active
    ? offer.units.find((unit) => unit.unitId === active.unitId)
    : undefined
  const left = (unitTypeId: string) => {
    const unit = offer.units.find((each) => each.unitId === unitTypeId)
    return unit ? roomsLeft(unit, selection, reservation.units) : 0
  }
  const focusLine = (lineId: string) =>
    setTimeout(() =>
      chosenList.current
        ?.querySelector<HTMLElement>(`[data-line-id="${lineId}"]`)
        ?.focus(),
    )

  function add(unit: UnitOffer, rate: UnitOffer['rates'][number]) {
    const last = left(unit.unitId) <= 1
    const lineId = actions.addRoom(unit.unitId, rate.rateId)
    // The last free unit of a type takes its Add buttons away: focus goes to the room just added.
    if (lineId && last) focusLine(lineId)
  }

  // The removed room's button is gone: focus goes to the first room left, or the list's heading.
  function remove(lineId: string) {
    actions.removeRoom(lineId)
    setTimeout(() =>
      (
        chosenList.current?.querySelector<HTMLElement>('[data-line-id]') ??
        yourRooms.current
      )?.focus(),
    )
  }
  const upgrade = active
    ? upgradeOffer(offer, active, reservation.rateId, left)
    : undefined

  function acceptUpgrade() {
    if (!active || !upgrade) return
    void actions.upgradeRoom(active.lineId, upgrade.unit.unitId)
    // The offer's button goes away: focus moves to the upgraded room.
    focusLine(active.lineId)
  }

  const noticeText = (shown: BookingFlowNotice | undefined) =>
    !shown
      ? ''
      : shown.kind === 'price_changed'
        ? t('price_changed', { total: money(shown.total) })
        : shown.kind === 'sold_out'
          ? t('sold_out_now')
          : t('error_loading')

  return (
    <section aria-labelledby={`${id}-rooms`} className="resort-rooms">
      <h2 id={`${id}-rooms`}>{t('choose_rooms')}</h2>
      <p>
        {t('stay_summary', {
          count: nights,
          guests: t('guests', { count: adults + children }),
        })}
      </p>
      <ul className="resort-rooms__offers">
        {offer.units.map((unit) => {
          const free = left(unit.unitId)
          return (
            <li key={unit.unitId} className="resort-unit">
              <h3>{unit.name}</h3>
              <p>{unit.description}</p>
              {!unit.fitsGuests ? (
                <p>{t('does_not_fit')}</p>
              ) : free <= 0 || unit.rates.length === 0 ? (
                <p>{t('sold_out')}</p>
              ) : (
                <ul className="resort-unit__rates">
                  {unit.rates.map((rate) => {
                    const otherRate =
                      chosenRate !== undefined && chosenRate !== rate.rateId
                    return (
                      <li key={rate.rateId}>
                        <span className="resort-unit__rate">
                          <strong>{rate.name}</strong> · {rate.boardName} ·{' '}
                          {rate.freeCancellationUntil
                            ? t('free_cancellation_until', {
                                date: longDate(rate.freeCancellationUntil),
                              })
                            : t('non_refundable')}
                        </span>
                        <span className="resort-unit__price">
                          {money(rate.total)}
                          {rate.memberTotal === undefined ? null : (
                            <span className="resort-unit__member-price">
                              {' '}
                              {t('members_pay', {
                                price: money(rate.memberTotal),
                              })}
                            </span>
                          )}
                        </span>
                        <button
                          type="button"
                          className="resort-button resort-button--small"
                          disabled={otherRate || busy}
                          aria-label={t('add_room', {
                            unit: unit.name,
                            rate: rate.name,
                          })}
                          onClick={() => add(unit, rate)}
                        >
                          {t('add')}
                        </button>
                      </li>
                    )
                  })}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
      {chosenRate ? <p className="resort-field-hint">{t('one_rate')}</p> : null}

      <h2 ref={yourRooms} tabIndex={-1}>
        {t('your_rooms')}
      </h2>
      {reservation.units.length === 0 ? <p>{t('no_rooms_yet')}</p> : null}
      <ul className="resort-rooms__chosen" ref={chosenList}>
        {reservation.units.map((unit) => (
          <li key={unit.lineId}>
            <button
              type="button"
              className="resort-chip"
              data-line-id={unit.lineId}
              aria-pressed={unit.active}
              onClick={() => actions.switchRoom(unit.lineId)}
            >
              {t('edit_room', { unit: unit.unitName })} · {money(unit.total)}
            </button>
            <button
              type="button"
              className="resort-link-button"
              aria-label={t('remove_room', { unit: unit.unitName })}
              onClick={() => remove(unit.lineId)}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>

      {active && upgrade ? (
        <section className="resort-upsell" aria-labelledby={`${id}-upsell`}>
          <h3 id={`${id}-upsell`}>{t('upsell_title')}</h3>
          <p>
            {t('upsell_offer', {
              unit: upgrade.unit.name,
              price: money(upgrade.extra),
              current: active.unitName,
            })}
          </p>
          <button
            type="button"
            className="resort-button resort-button--small"
            disabled={busy}
            onClick={acceptUpgrade}
          >
            {t('upsell_accept', { unit: upgrade.unit.name })}
          </button>
        </section>
      ) : null}

      {active && activeOffer ? (
        <fieldset className="resort-extras">
          <legend>{t('guests_in', { unit: active.unitName })}</legend>
          <div className="resort-field resort-field--narrow">
            <label htmlFor={`${id}-adults`}>{t('adults')}</label>
            <select
              id={`${id}-adults`}
              value={active.guests.adults}
              disabled={busy}
              onChange={(event) => {
                const adults = Number(event.target.value)
                const children = Math.min(
                  active.guests.children,
                  activeOffer.maxOccupancy - adults,
                )
                void actions.setGuests(active.lineId, { adults, children })
              }}
            >
              {Array.from({ length: activeOffer.maxAdults }, (_, n) => (
                <option key={n + 1} value={n + 1}>
                  {n + 1}
                </option>
              ))}
            </select>
          </div>
          <div className="resort-field resort-field--narrow">
            <label htmlFor={`${id}-children`}>{t('children')}</label>
            <select
              id={`${id}-children`}
              value={active.guests.children}
              disabled={busy}
              onChange={(event) => {
                void actions.setGuests(active.lineId, {
                  children: Number(event.target.value),
                })
              }}
            >
              {Array.from(
                {
                  length:
                    Math.min(
                      activeOffer.maxChildren,
                      activeOffer.maxOccupancy - active.guests.adults,
                    ) + 1,
                },
                (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ),
              )}
            </select>
          </div>
        </fieldset>
      ) : null}

      {active ? (
        <fieldset className="resort-extras">
          <legend>{t('extras_for', { unit: active.unitName })}</legend>
          {offer.supplements.map((supplement) => {
            const chosen = active.roomPrices.selectedSupplements.find(
              (s) => s.serviceId === supplement.serviceId,
            )
            const guests = active.guests.adults + active.guests.children
            const forStay = lineTotal(supplement.priceType, supplement.price, {
              nights,
              guests,
            })
            return (
              <div
                key={supplement.serviceId}
                className="resort-field resort-extras__item"
              >
                <label htmlFor={`${id}-${supplement.serviceId}`}>
                  {supplement.name} ·{' '}
                  {t(`price_${supplement.priceType}`, {
                    price: money(supplement.price),
                  })}
                </label>
                <select
                  id={`${id}-${supplement.serviceId}`}
                  value={chosen?.quantity ?? 0}
                  // A re-quote under way would put its older extras back.
                  disabled={busy}
                  onChange={(event) =>
                    actions.selectSupplement(active.lineId, {
                      serviceId: supplement.serviceId,
                      quantity: Number(event.target.value),
                      price: forStay,
                    })
                  }
                >
                  {Array.from(
                    { length: supplement.maxQuantity + 1 },
                    (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ),
                  )}
                </select>
              </div>
            )
          })}
        </fieldset>
      ) : null}

      <p className="resort-rooms__total">
        {t('total')}: <strong>{money(reservation.totalPrice)}</strong>
      </p>
      <MemberPriceNote
        flow={flow}
        siteBase={siteBase}
        member={member}
        actions={memberPrices}
        money={money}
      />
      <p role="status" aria-live="polite" className="resort-search__summary">
        {busy ? t('checking_price') : noticeText(notice)}
      </p>
      <button
        type="button"
        className="resort-button"
        disabled={reservation.units.length === 0 || busy}
        onClick={onContinue}
      >
        {t('continue')}
      </button>
    </section>
  )
}
