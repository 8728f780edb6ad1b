import { formatPrice } from '@resort/core/format'
import type { CardStep } from '@resort/core/reservation'
import { useEffect, useId, useRef, useState } from 'react'
import { errorText } from '../forms/errorText'
import { useTranslation } from '../i18n/WidgetTranslations'
import { CARD_BRAND_NAMES } from './cardBrandNames'
import { useCardPageMessages } from './useCardPageMessages'

// The card page's height before it has told its own: its four fields and button.
const FIRST_HEIGHT = 420

export interface CardFrameProps {
  step: CardStep
  /** The property's card brands, as card checks name them ('visa', 'american-express'). */
  allowedCardBrands: readonly string[]
  /** True while the booking is being made with the confirmed card. */
  busy: boolean
  /** What did not go through (a message code, or a text), and a retry (`onRetry`). */
  problem?: string | undefined
  onConfirmed: (intent: string) => void
  /** After a problem: by default the same card step confirmed again. */
  onRetry?: (() => void) | undefined
  onBack: () => void
  /** The step's texts where they are not a booking's (another card for a booking, issue 32). */
  texts?: { intro?: string | undefined; busy: string; back: string } | undefined
}

/**
 * The card step (decision 040): the card page, on the gateway's origin, in a frame. The card is
 * typed there and goes to the gateway only; this page hears its height and its "confirmed".
 */
export function CardFrame({
  step,
  allowedCardBrands,
  busy,
  problem,
  onConfirmed,
  onRetry = () => onConfirmed(step.intent),
  onBack,
  texts,
}: CardFrameProps) {
  const { t, i18n } = useTranslation('payment')
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(FIRST_HEIGHT)
  useCardPageMessages(frame, step.cardOrigin, (message) => {
    if (message.type === 'resort:card-height') setHeight(message.height)
    else onConfirmed(message.intent)
  })
  // The form the guest left is hidden: keyboard and screen reader users start here.
  useEffect(() => {
    heading.current?.focus()
  }, [])

  const brands = allowedCardBrands.map(
    (brand) => CARD_BRAND_NAMES[brand] ?? brand,
  )
  return (
    <section
      className="resort-payment resort-card"
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
    >
      <h2
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="resort-search__title"
      >
        {t('card.heading')}
      </h2>
      <p>
        {texts?.intro ??
          (step.amount > 0
            ? t('card.due_now', {
                amount: formatPrice(step.amount, step.currency, i18n.language),
              })
            : t('card.nothing_now'))}
      </p>
      {brands.length > 0 ? (
        <p className="form-field__hint">
          {t('card.accepted', { brands: brands.join(', ') })}
        </p>
      ) : null}
      {step.testMode ? (
        <p className="resort-card__test">
          <strong>{t('card.test_mode')}</strong> {t('card.test_mode_note')}
        </p>
      ) : null}
      <iframe
        ref={frame}
        src={step.cardPage}
        title={t('card.heading')}
        // Wallets (Google Pay) and some banks' checks open a window of their own.
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        allow="payment"
        className="resort-card__frame"
        style={{ height: `${height}px` }}
      />
      <p role="status" aria-live="polite" className="resort-card__status">
        {busy ? (texts?.busy ?? t('booking')) : ''}
      </p>
      {problem && !busy ? (
        <div role="alert" className="form-summary">
          <p>{errorText(t, problem)}</p>
          <button type="button" className="resort-button" onClick={onRetry}>
            {t('card.retry')}
          </button>
        </div>
      ) : null}
      <div className="resort-payment__actions">
        <button
          type="button"
          className="resort-button resort-button--secondary"
          disabled={busy}
          onClick={onBack}
        >
          {texts?.back ?? t('card.back')}
        </button>
      </div>
    </section>
  )
}
