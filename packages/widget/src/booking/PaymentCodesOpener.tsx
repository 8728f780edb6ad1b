import { codesInUse, type BookingFlow } from '@resort/core/reservation'
import { lazy, Suspense, useState } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../i18n/WidgetTranslations'

const PaymentCodes = lazy(() =>
  import('./PaymentCodes').then((module) => ({ default: module.PaymentCodes })),
)

/**
 * Issue 35: "Promo code or gift voucher?" opens the code boxes, which load then. They show at
 * once when a code or points are in use (a member the server offers points to, a code kept from
 * before a reload), and stay once shown, so removing a code never takes the focus away.
 */
export function PaymentCodesOpener({ flow }: { flow: BookingFlow }) {
  const { t } = useTranslation('payment')
  const inUse = useStore(flow, codesInUse)
  const [shown, setShown] = useState<'in_use' | 'by_guest'>()
  if (inUse && !shown) setShown('in_use')
  if (!shown)
    return (
      <p>
        <button
          type="button"
          className="resort-link-button"
          aria-expanded={false}
          onClick={() => setShown('by_guest')}
        >
          {t('codes_toggle')}
        </button>
      </p>
    )
  return (
    <Suspense fallback={null}>
      <PaymentCodes flow={flow} focusFirst={shown === 'by_guest'} />
    </Suspense>
  )
}
