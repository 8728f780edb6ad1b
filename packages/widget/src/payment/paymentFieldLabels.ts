import { PAYMENT_FIELDS, type PaymentField } from './paymentForm'

const FIELD_LABELS: Record<PaymentField, string> = {
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
  isPolicyAccepted: 'policy.accept_short',
  card: 'card.heading',
}

/** Each field in the form's order with its label key, for the summary of errors. */
export const PAYMENT_FIELD_LABELS = PAYMENT_FIELDS.map(
  (name) => [name, FIELD_LABELS[name]] as const,
)
