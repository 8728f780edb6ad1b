import type { BookingFlow } from '@resort/core/reservation'
import { codesResources } from '../i18n/codesResources'
import { useTranslation, WidgetTranslations } from '../i18n/WidgetTranslations'
import { adoptStyles } from '../styles/adoptStyles'
import css from '../styles/codes.css?inline'
import { GiftVoucherBox } from './GiftVoucherBox'
import { PointsBox } from './PointsBox'
import { PromoCodeBox } from './PromoCodeBox'

/**
 * Issue 35: the payment step's boxes for a promo code, a gift voucher and a member's club points,
 * a chunk of their own with their texts (codes.json): a guest without a code downloads neither.
 */
export function PaymentCodes({
  flow,
  focusFirst,
}: {
  flow: BookingFlow
  /** Opened by the guest: the promo code's field takes the focus the opener had. */
  focusFirst: boolean
}) {
  const { i18n } = useTranslation('payment')
  return (
    <div ref={(node) => adoptStyles(node, css)}>
      <WidgetTranslations lang={i18n.language} resources={codesResources}>
        <PromoCodeBox flow={flow} focusOnMount={focusFirst} />
        <GiftVoucherBox flow={flow} />
        <PointsBox flow={flow} />
      </WidgetTranslations>
    </div>
  )
}
