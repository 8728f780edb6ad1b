import type { Member, UnitOffer } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { boardServes } from '@resort/core/pricing'
import {
  roomsLeft,
  upgradeOffer,
  type BookingFlow,
  type BookingFlowNotice,
} from '@resort/core/reservation'
import { useEffect, useId, useRef } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../i18n/WidgetTranslations'
import { ActiveRoom } from './ActiveRoom'
import { MemberPriceNote, type MemberPriceActions } from './MemberPriceNote'
import { UnitOffers, type RateOffer } from './UnitOffers'

export interface RoomsStepProps {
  flow: BookingFlow
  onContinue: () => void
  /** The host site's origin, where the member price's teaser leads; this page's when empty. */
  siteBase?: string
  member?: Member | undefined
  memberPrices?: MemberPriceActions | undefined
  /** Scroll the rooms into view and focus them when the guest's action opened the flow. */
  revealWhenOpened?: boolean | undefined
}

/** Whether the page is handling the guest's click or key press just now (transient activation). */
const guestJustActed = () =>
  (navigator as { userActivation?: { isActive: boolean } }).userActivation
    ?.isActive === true

/** Step 2: rooms and rates to add, the rooms chosen (switch, remove), extras of the active room. */
export function RoomsStep({
  flow,
  onContinue,
  siteBase = '',
  member,
  memberPrices,
  revealWhenOpened = false,
}: RoomsStepProps) {
  const { t, i18n } = useTranslation('booking')
  const id = useId()
  const reservation = useStore(flow, (state) => state.reservation)
  const offer = useStore(flow, (state) => state.offer)
  const selection = useStore(flow, (state) => state.offerSelection)
  const busy = useStore(flow, (state) => state.busy)
  const notice = useStore(flow, (state) => state.notice)
  const actions = flow.getState()
  const chosenList = useRef<HTMLUListElement>(null)
  const yourRooms = useRef<HTMLHeadingElement>(null)
  const section = useRef<HTMLElement>(null)
  const roomsHeading = useRef<HTMLHeadingElement>(null)
  const loaded = offer !== undefined
  // Issue 33: a flow a partner's page opened on the guest's Select, thousands of pixels below it,
  // comes into view with the focus on its rooms; one that was on the page from the start stays put.
  useEffect(() => {
    if (!revealWhenOpened || !loaded || !guestJustActed()) return
    const heading = roomsHeading.current
    heading?.focus({ preventScroll: true })
    heading?.scrollIntoView?.({
      block: 'start',
      behavior: globalThis.matchMedia?.('(prefers-reduced-motion: reduce)')
        .matches
        ? 'auto'
        : 'smooth',
    })
  }, [revealWhenOpened, loaded])
  const agesMissing = notice?.kind === 'child_ages_missing'
  // Issue 33: a try to go on without an age moves the focus to the first age to choose.
  useEffect(() => {
    if (notice?.kind === 'child_ages_missing')
      section.current
        ?.querySelector<HTMLElement>('select[aria-invalid="true"]')
        ?.focus()
  }, [notice])
  if (!offer) return null
  const money = (amount: number) =>
    formatPrice(amount, offer.property.currency, i18n.language)
  const { nights, adults, children } = offer.stay
  const chosenRate =
    reservation.units.length > 0 ? reservation.rateId : undefined
  const active = reservation.units.find((unit) => unit.active)
  const activeOffer = active
    ? offer.units.find((unit) => unit.unitId === active.unitId)
    : undefined
  // Its board decides the extras on offer: none selling a meal the board serves (issue 33).
  const activeRate = activeOffer?.rates.find(
    (rate) => rate.rateId === reservation.rateId,
  )
  const left = (unitTypeId: string) => {
    const unit = offer.units.find((each) => each.unitId === unitTypeId)
    return unit ? roomsLeft(unit, selection, reservation.units) : 0
  }
  // A button gone from under the focus: it moves to a chosen room, or the list's heading.
  const focusLine = (lineId?: string) =>
    setTimeout(() =>
      (
        chosenList.current?.querySelector<HTMLElement>(
          lineId ? `[data-line-id="${lineId}"]` : '[data-line-id]',
        ) ?? (lineId ? null : yourRooms.current)
      )?.focus(),
    )

  function add(unit: UnitOffer, rate: RateOffer) {
    const last = left(unit.unitId) <= 1
    const lineId = actions.addRoom(unit.unitId, rate.rateId)
    // The last free unit of a type takes its Add buttons away: focus goes to the room just added.
    if (lineId && last) focusLine(lineId)
  }

  const upgrade = active
    ? upgradeOffer(offer, active, reservation.rateId, left)
    : undefined

  const noticeText = (shown: BookingFlowNotice | undefined) =>
    !shown
      ? ''
      : shown.kind === 'price_changed'
        ? t('price_changed', { total: money(shown.total) })
        : shown.kind === 'sold_out'
          ? t('sold_out_now')
          : shown.kind === 'child_ages_missing'
            ? t('child_ages_missing')
            : t('error_loading')

  return (
    <section
      ref={section}
      aria-labelledby={`${id}-rooms`}
      className="resort-rooms"
    >
      <h2 id={`${id}-rooms`} ref={roomsHeading} tabIndex={-1}>
        {t('choose_rooms')}
      </h2>
      <p>
        {t('stay_summary', {
          count: nights,
          guests: t('guests', { count: adults + children }),
        })}
      </p>
      <UnitOffers
        units={offer.units}
        chosenRate={chosenRate}
        busy={busy}
        left={left}
        money={money}
        onAdd={add}
      />
      {chosenRate ? <p className="form-field__hint">{t('one_rate')}</p> : null}
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
              onClick={() => {
                actions.removeRoom(unit.lineId)
                focusLine()
              }}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
      {active ? (
        <ActiveRoom
          room={active}
          unit={activeOffer}
          upgrade={upgrade}
          supplements={offer.supplements.filter(
            (supplement) =>
              !boardServes(activeRate?.board ?? 'RO', supplement.meal),
          )}
          nights={nights}
          busy={busy}
          money={money}
          onUpgrade={(unitId) => {
            void actions.upgradeRoom(active.lineId, unitId)
            // The offer's button goes away: focus moves to the upgraded room.
            focusLine(active.lineId)
          }}
          agesMissing={agesMissing}
          onGuests={(guests) => void actions.setGuests(active.lineId, guests)}
          onChildAge={(child, age) =>
            actions.setChildAge(active.lineId, child, age)
          }
          onExtra={(choice) => actions.selectSupplement(active.lineId, choice)}
        />
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
