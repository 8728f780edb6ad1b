import '../../platform/styles/account.css'
import '../../platform/styles/giftVouchers.css'
import { use, useState } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { useServerPage } from '../../platform/ssr'
import { BalanceCheck } from './BalanceCheck'
import { validityText, voucherLimits } from './giftVoucherMessages'
import { giftVouchersTextsFor } from './giftVouchersTexts'
import { useGiftVoucherPurchase } from './useGiftVoucherFlows'
import { VoucherBought } from './VoucherBought'
import { VoucherCardStep } from './VoucherCardStep'
import { VoucherOrderForm } from './VoucherOrderForm'

function GiftVouchersContent() {
  const { t } = useTranslation('giftVouchers')
  const language = usePageLanguage()
  const validity = validityText(t)
  useDocumentTitle(t('title'))
  useServerPage()?.say({
    description: t('description', { ...voucherLimits(language), validity }),
  })
  const purchase = useGiftVoucherPurchase()
  const stage = useStore(purchase, (state) => state.stage)
  // Once the buyer has moved on from the first form, a form shown again takes the focus.
  const [moved, setMoved] = useState(false)
  const back = () => {
    purchase.getState().backToForm()
    setMoved(true)
  }
  const another = () => {
    purchase.getState().startOver()
    setMoved(true)
  }
  return (
    <div className="gift-vouchers">
      <h1>{t('title')}</h1>
      <p className="gift-vouchers__intro">{t('intro', { validity })}</p>
      {stage === 'form' ? (
        <VoucherOrderForm purchase={purchase} focusHeading={moved} />
      ) : stage === 'card' ? (
        <VoucherCardStep purchase={purchase} onBack={back} />
      ) : (
        <VoucherBought purchase={purchase} onAnother={another} />
      )}
      <BalanceCheck />
    </div>
  )
}

/**
 * /{lang}/{gift vouchers slug} (issue 35, decision 045): buy a gift voucher by card, and check a
 * voucher's balance. Rendered on the server with its form; the card step is the browser's.
 */
export function GiftVouchersPage() {
  const { i18n } = useTranslation()
  // Its texts load with it (Suspense), in the page's language only.
  use(giftVouchersTextsFor(i18n))
  return <GiftVouchersContent />
}
