import { formatLongDate } from '@resort/core/format'
import type { GiftVoucherPurchase } from '@resort/core/giftVouchers'
import { useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { voucherMoney } from './giftVoucherMessages'

type CopyOutcome = 'copied' | 'copy_failed'

/**
 * The voucher bought (issue 35): its code large and copyable, its amount, until when it is
 * valid and where it was mailed; Print prints the voucher's card alone (giftVouchers.css).
 */
export function VoucherBought({
  purchase,
  onAnother,
}: {
  purchase: GiftVoucherPurchase
  onAnother: () => void
}) {
  const { t } = useTranslation('giftVouchers')
  const { t: common } = useTranslation()
  const language = usePageLanguage()
  const voucher = useStore(purchase, (state) => state.voucher)
  const message = useStore(purchase, (state) => state.draft.message.trim())
  const [copied, setCopied] = useState<CopyOutcome | undefined>()
  const heading = useRef<HTMLHeadingElement>(null)
  // The card step the buyer left is gone: keyboard and screen reader users start here.
  useEffect(() => {
    heading.current?.focus()
  }, [])
  if (!voucher) return null

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(voucher.code)
      setCopied('copied')
    } catch {
      setCopied('copy_failed')
    }
  }
  return (
    <section
      className="gift-voucher-bought"
      aria-labelledby="gift-voucher-bought"
    >
      <h2 id="gift-voucher-bought" ref={heading} tabIndex={-1}>
        {t('bought.title')}
      </h2>
      <p>{t('bought.mailed_to', { email: voucher.mailedTo })}</p>
      <div className="gift-voucher-card">
        <p className="gift-voucher-card__brand">{common('brand')}</p>
        <p className="gift-voucher-card__kind">{t('bought.voucher')}</p>
        <p className="gift-voucher-card__amount">
          {voucherMoney(voucher.amount, language, voucher.currency)}
        </p>
        <p className="gift-voucher-card__for">
          {t('bought.for', { name: voucher.recipientName })}
        </p>
        {message ? (
          <p className="gift-voucher-card__message">{message}</p>
        ) : null}
        <dl className="gift-voucher-card__facts">
          <div>
            <dt>{t('bought.code')}</dt>
            <dd className="gift-voucher-card__code" translate="no">
              {voucher.code}
            </dd>
          </div>
          <div>
            <dt>{t('bought.valid_until')}</dt>
            <dd>{formatLongDate(voucher.validUntil.slice(0, 10), language)}</dd>
          </div>
        </dl>
      </div>
      <div className="account-actions gift-voucher-bought__actions">
        <button
          type="button"
          className="account-button"
          onClick={() => void copy()}
        >
          {t('bought.copy')}
        </button>
        <button
          type="button"
          className="account-button account-button--secondary"
          onClick={() => window.print()}
        >
          {t('bought.print')}
        </button>
        <button
          type="button"
          className="account-button account-button--secondary"
          onClick={onAnother}
        >
          {t('bought.another')}
        </button>
      </div>
      {/* Always in the page, so that what appears in it is read out. */}
      <p role="status" className="gift-voucher-bought__status">
        {copied ? t(`bought.${copied}`) : ''}
      </p>
    </section>
  )
}
