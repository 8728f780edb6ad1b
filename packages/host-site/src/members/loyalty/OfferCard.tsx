import type { MemberOffer } from '@resort/core/api'
import type { OfferRefusalCode } from '@resort/core/loyalty'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { formatDay } from '../signInMethods/formatDay'
import { formatCalendarDay, offerCovers, offerRule } from './offerTexts'

/**
 * One exclusive offer: what it gives, where and when, its terms in a disclosure, and its
 * activation. The activation is announced (role=status) and takes focus, as the button goes; a
 * refusal is announced at the card (role=alert) and the button stays.
 */
export function OfferCard({
  offer,
  busy,
  justActivated,
  refusal,
  onActivate,
}: {
  offer: MemberOffer
  busy: boolean
  justActivated: boolean
  refusal: OfferRefusalCode | undefined
  onActivate: () => void
}) {
  const { t } = useTranslation('loyalty')
  const language = usePageLanguage()
  const titleId = `offer-${offer.slug}`
  const status = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (justActivated) status.current?.focus()
  }, [justActivated])

  return (
    <li>
      <article className="club-offer" aria-labelledby={titleId}>
        <h2 id={titleId}>{offer.title}</h2>
        <p>{offer.summary}</p>
        <p className="club-offer__rule">{offerRule(t, offer, language)}</p>
        <p>{offerCovers(t, offer, language)}</p>
        <p>
          {t('offers.stay_window', {
            from: formatCalendarDay(offer.stay.from, language),
            to: formatCalendarDay(offer.stay.to, language),
          })}{' '}
          {offer.activatedAt
            ? null
            : t('offers.activation_window', {
                until: formatCalendarDay(offer.activation.until, language),
              })}
        </p>
        <details>
          <summary>{t('offers.terms')}</summary>
          <p>{offer.terms}</p>
        </details>
        <p role="status" ref={status} tabIndex={-1}>
          {offer.activatedAt
            ? t('offers.activated_on', {
                date: formatDay(offer.activatedAt, language),
              })
            : null}
        </p>
        {refusal ? <p role="alert">{t(`offers.refusals.${refusal}`)}</p> : null}
        {offer.activatedAt ? null : (
          <button
            type="button"
            className="account-button"
            aria-describedby={titleId}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onActivate()
            }}
          >
            {busy ? t('offers.busy') : t('offers.activate')}
          </button>
        )}
      </article>
    </li>
  )
}
