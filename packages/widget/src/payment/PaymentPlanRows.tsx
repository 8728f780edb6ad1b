import type { PaymentDue } from '@resort/core/api'
import { formatLongDate, formatPrice } from '@resort/core/format'
import { Fragment } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'

/**
 * What a rate's payment policy asks beyond the charge due now (issue 32), as rows of the step's
 * totals: a hold placed now, and each later charge or hold on its day.
 */
export function PaymentPlanRows({
  plan,
  currency,
}: {
  plan: readonly PaymentDue[]
  currency: string
}) {
  const { t, i18n } = useTranslation('payment')
  return (
    <>
      {plan.map((due, index) =>
        due.on === null && due.action === 'charge' ? null : (
          <Fragment key={index}>
            <dt>
              {due.on === null
                ? t('plan.hold_now')
                : t(`plan.${due.action}_on`, {
                    date: formatLongDate(due.on, i18n.language),
                  })}
            </dt>
            <dd>{formatPrice(due.amount, currency, i18n.language)}</dd>
          </Fragment>
        ),
      )}
    </>
  )
}
