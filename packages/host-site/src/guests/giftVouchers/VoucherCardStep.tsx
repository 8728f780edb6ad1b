import type { GiftVoucherPurchase } from '@resort/core/giftVouchers'
import { ResortCardFrame } from '@resort/widget/payment'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { problemText, voucherMoney } from './giftVoucherMessages'

// A voucher is no property's: every brand the gateway takes, none named.
const ANY_BRAND: readonly string[] = []

/**
 * The card step of a voucher (decision 040): the widget's card page in a frame, which focuses
 * its heading; its "confirmed" makes the voucher, and a problem offers to try the card again.
 */
export function VoucherCardStep({
  purchase,
  onBack,
}: {
  purchase: GiftVoucherPurchase
  onBack: () => void
}) {
  const { t } = useTranslation('giftVouchers')
  const language = usePageLanguage()
  const step = useStore(purchase, (state) => state.cardStep)
  const busy = useStore(purchase, (state) => state.busy)
  const problem = useStore(purchase, (state) => state.problem)
  const recipient = useStore(purchase, (state) =>
    state.draft.recipientName.trim(),
  )
  if (!step) return null
  return (
    <div className="resort-theme gift-voucher-card-step">
      <ResortCardFrame
        // A new card step (after a card not taken) is a new card page, its heading focused.
        key={step.intent}
        lang={language}
        step={step}
        allowedCardBrands={ANY_BRAND}
        busy={busy !== undefined}
        problem={problem ? problemText(t, problem) : undefined}
        onConfirmed={(intent) => void purchase.getState().cardConfirmed(intent)}
        onRetry={() => void purchase.getState().retryCard()}
        onBack={onBack}
        texts={{
          intro: t('card.intro', {
            amount: voucherMoney(step.amount, language, step.currency),
            name: recipient,
          }),
          busy: busy === 'order' ? t('card.opening') : t('card.making'),
          back: t('card.back'),
        }}
      />
    </div>
  )
}
