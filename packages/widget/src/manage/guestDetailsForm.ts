import type { ExistingBookingResponse } from '@resort/core/api'
import type { GuestForm } from '@resort/core/validation'
import type { Resolver } from 'react-hook-form'
import { guestPart } from '../forms/guestPart'
import { validateParts } from '../forms/validateParts'
import { PAYMENT_FIELD_LABELS } from '../payment/paymentFieldLabels'
import { PAYMENT_FIELDS, type PaymentFormValues } from '../payment/paymentForm'

/** The guest form of the payment step on its own: the same fields, names and texts. */
export type GuestDetailsValues = Pick<
  PaymentFormValues,
  'guest' | 'phonePrefix'
>

type GuestField = Extract<(typeof PAYMENT_FIELDS)[number], `guest.${string}`>

const isGuestField = (name: string): name is GuestField =>
  name.startsWith('guest.')

export const GUEST_FIELDS = PAYMENT_FIELDS.filter(isGuestField)
export const GUEST_FIELD_LABELS = PAYMENT_FIELD_LABELS.filter(([name]) =>
  name.startsWith('guest.'),
)

/** The booking's guest details as the form starts from them. */
export function guestDetailsValues(
  details: ExistingBookingResponse['userDetails'],
): GuestDetailsValues {
  return {
    guest: {
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      phonenumber: details.telephone,
      country: details.country,
      city: details.city,
      zipCode: details.zipCode,
      address: details.address,
      arrivalDetails: details.arrivalDetails,
      otherComments: details.otherComments,
      newsletter: details.newsletter,
      sms: details.sms,
    },
    phonePrefix: '',
  }
}

/** Checks the details with core's guest form schema, as a new booking's are checked. */
export const guestDetailsResolver: Resolver<
  GuestDetailsValues,
  unknown,
  GuestForm
> = (values) => {
  const { valid, output, errors } = validateParts<GuestDetailsValues>([
    guestPart(values),
  ])
  return valid
    ? { values: output.guest as GuestForm, errors: {} }
    : { values: {}, errors }
}
