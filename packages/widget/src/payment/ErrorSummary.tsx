import { get, useFormContext } from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import { errorText } from './fields'
import {
  PAYMENT_FIELDS,
  type PaymentField,
  type PaymentFormValues,
} from './paymentForm'

/** Each field's label key, for the summary of errors. */
export const FIELD_LABELS: Record<PaymentField, string> = {
  'reservationHolder.title': 'holder.title',
  'reservationHolder.gender': 'holder.gender',
  'reservationHolder.firstName': 'holder.first_name',
  'reservationHolder.lastName': 'holder.last_name',
  'guest.firstName': 'guest.first_name',
  'guest.lastName': 'guest.last_name',
  'guest.email': 'guest.email',
  'guest.phonenumber': 'guest.phone',
  'guest.country': 'guest.country',
  'guest.city': 'guest.city',
  'guest.zipCode': 'guest.zip_code',
  'guest.address': 'guest.address',
  'guest.arrivalDetails': 'guest.arrival_details',
  'guest.otherComments': 'guest.other_comments',
  'card.cardholderName': 'card.cardholder_name',
  'card.cardNumber': 'card.number',
  'card.expiryMonth': 'card.expiry_month',
  'card.expiryYear': 'card.expiry_year',
  'card.securityCode': 'card.security_code',
  isPolicyAccepted: 'policy.accept_short',
}

/** Every error of the form at its top, in the order of the fields, announced when it appears. */
export function ErrorSummary({ serverMessage }: { serverMessage?: string }) {
  const { t } = useTranslation('payment')
  const {
    formState: { errors },
    setFocus,
  } = useFormContext<PaymentFormValues>()
  const found = PAYMENT_FIELDS.flatMap((name) => {
    const message = (get(errors, name) as { message?: string } | undefined)
      ?.message
    return message ? [{ name, text: errorText(t, message) }] : []
  })
  return (
    <div role="alert" className="resort-payment__summary">
      {serverMessage ? <p>{errorText(t, serverMessage)}</p> : null}
      {found.length > 0 ? (
        <>
          <p>{t('summary')}</p>
          <ul>
            {found.map(({ name, text }) => (
              <li key={name}>
                <button
                  type="button"
                  className="resort-payment__link"
                  onClick={() => setFocus(name)}
                >
                  {t(FIELD_LABELS[name])}: {text}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
