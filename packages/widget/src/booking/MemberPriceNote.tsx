import { resolveLanguage } from '@resort/core'
import type { Member } from '@resort/core/api'
import type { BookingFlow } from '@resort/core/reservation'
import {
  LOYALTY_SLUGS,
  REGISTRATION_SLUGS,
  SIGN_IN_SLUGS,
} from '@resort/core/site'
import type { MouseEvent } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../i18n/WidgetTranslations'

/** What the host site does for the member price; partner pages have neither (no session there). */
export interface MemberPriceActions {
  /** Joins the signed-in member to the club without leaving the booking. */
  joinClub?: () => Promise<void>
  /** Sends a signed-out guest to sign in or register, to come back to this booking. */
  signIn?: (page: 'sign-in' | 'registration') => void
}

export interface MemberPriceNoteProps {
  flow: BookingFlow
  /** The host site's origin: the teaser's links lead there (partner pages share no cookies). */
  siteBase: string
  member?: Member | undefined
  actions?: MemberPriceActions | undefined
  money: (amount: number) => string
}

/**
 * Beside the total, for a rate with a member price: the member's price with the public one
 * struck through when the server applied it; else a teaser to sign in or join (issue 13).
 */
export function MemberPriceNote({
  flow,
  siteBase,
  member,
  actions,
  money,
}: MemberPriceNoteProps) {
  const { t, i18n } = useTranslation('booking')
  const lang = resolveLanguage(i18n.language)
  const memberRate = useStore(flow, (state) => state.quote?.memberRate)
  const { isLoyalty, totalPrice, rateId, units } = useStore(
    flow,
    (state) => state.reservation,
  )
  const joining = useStore(flow, (state) => state.clubJoin)
  const quotedRate = useStore(flow, (state) => state.quote?.rateId)
  if (!memberRate || units.length === 0 || quotedRate !== rateId) return null
  // Extras are at the public price for everyone: the saving holds while they change.
  const saving = memberRate.publicTotal - memberRate.memberTotal
  if (isLoyalty) {
    return (
      <p className="resort-member-price">
        <span className="resort-member-price__mark">{t('member_price')}</span>{' '}
        <s>
          <span className="resort-visually-hidden">{t('public_price')}: </span>
          {money(totalPrice + saving)}
        </s>
      </p>
    )
  }
  const price = money(totalPrice - saving)

  const join = () => {
    if (actions?.joinClub) void flow.getState().joinClub(actions.joinClub)
  }
  const go =
    (page: 'sign-in' | 'registration') => (event: MouseEvent<HTMLElement>) => {
      if (!actions?.signIn) return
      event.preventDefault()
      actions.signIn(page)
    }

  return (
    <div className="resort-member-price resort-member-price--teaser">
      <p>{t('member_saving', { price })}</p>
      {member && actions?.joinClub ? (
        <>
          <button
            type="button"
            className="resort-button resort-button--small"
            disabled={joining === 'busy'}
            onClick={join}
          >
            {joining === 'busy'
              ? t('member_joining')
              : t('member_join_now', { price })}
          </button>
          <p role="alert" className="form-field__error">
            {joining === 'failed' ? t('member_join_failed') : ''}
          </p>
        </>
      ) : member ? null : (
        <p>
          <a
            href={`${siteBase}/${lang}/${SIGN_IN_SLUGS[lang]}`}
            onClick={go('sign-in')}
          >
            {t('member_sign_in')}
          </a>{' '}
          {t('member_or')}{' '}
          <a
            href={`${siteBase}/${lang}/${(actions?.signIn ? REGISTRATION_SLUGS : LOYALTY_SLUGS)[lang]}`}
            onClick={go('registration')}
          >
            {t('member_join')}
          </a>
        </p>
      )}
    </div>
  )
}
