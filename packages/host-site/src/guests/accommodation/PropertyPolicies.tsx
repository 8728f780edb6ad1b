import type { PropertyResponse } from '@resort/core/api'
import { useTranslation } from '../../platform/i18n/translation'

/** Check-in and check-out times and the ways a booking can be paid or guaranteed. */
export function PropertyPolicies({ offer }: { offer: PropertyResponse }) {
  const { t } = useTranslation('accommodation')
  const { property, paymentMethods } = offer
  return (
    <section aria-labelledby="property-policies">
      <h2 id="property-policies">{t('policies.title')}</h2>
      <ul>
        <li>{t('policies.check_in', { time: property.checkInFrom })}</li>
        <li>{t('policies.check_out', { time: property.checkOutUntil })}</li>
      </ul>
      {paymentMethods.length > 0 ? (
        <>
          <h3>{t('policies.payment_title')}</h3>
          <ul>
            {paymentMethods.map((method) => (
              <li key={method.id}>
                <strong>{method.name}</strong>: {method.description}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
