import {
  reservationHolderSchema,
  type GuestForm,
  type GuestFormInput,
  type ReservationHolder,
} from '@resort/core/validation'
import type { Resolver } from 'react-hook-form'
import { guestPart } from '../forms/guestPart'
import { validateParts, type SafeParser } from '../forms/validateParts'

/** What the payment step hands on once every field is valid; the card is typed on the card page. */
export interface PaymentSubmission {
  reservationHolder: ReservationHolder
  guest: GuestForm
  isPolicyAccepted: true
}

/** The form's values as the guest types them. */
export interface PaymentFormValues {
  reservationHolder: {
    title: string
    gender: string
    firstName: string
    lastName: string
  }
  guest: Required<
    Omit<GuestFormInput, 'newsletter' | 'sms'> & {
      newsletter: boolean
      sms: boolean
    }
  >
  /** The country (and prefix, where a country has several) of the phone's calling code: 'HR:+385'. */
  phonePrefix: string
  isPolicyAccepted: boolean
  /**
   * No value: the card is typed on the card page (decision 040). Names the server's error about
   * the card itself (a brand the property does not take), shown at the button to the card page.
   */
  card?: undefined
}

/** Every field that can carry an error, in the order the form shows them. */
export const PAYMENT_FIELDS = [
  'reservationHolder.title',
  'reservationHolder.gender',
  'reservationHolder.firstName',
  'reservationHolder.lastName',
  'guest.firstName',
  'guest.lastName',
  'guest.email',
  'guest.phonenumber',
  'guest.country',
  'guest.city',
  'guest.zipCode',
  'guest.address',
  'guest.arrivalDetails',
  'guest.otherComments',
  'isPolicyAccepted',
  'card',
] as const

export type PaymentField = (typeof PAYMENT_FIELDS)[number]

/** Empty values, filled from what the guest gave earlier (a profile, a previous step). */
export function initialPaymentValues(initial?: {
  guest?: Partial<GuestFormInput>
  reservationHolder?: Partial<ReservationHolder>
}): PaymentFormValues {
  const guest = initial?.guest ?? {}
  const holder = initial?.reservationHolder ?? {}
  return {
    reservationHolder: {
      title: holder.title ?? '',
      gender: holder.gender ?? '',
      firstName: holder.firstName ?? '',
      lastName: holder.lastName ?? '',
    },
    guest: {
      firstName: guest.firstName ?? '',
      lastName: guest.lastName ?? '',
      email: guest.email ?? '',
      phonenumber: guest.phonenumber ?? '',
      country: guest.country ?? '',
      city: guest.city ?? '',
      zipCode: guest.zipCode ?? '',
      address: guest.address ?? '',
      arrivalDetails: guest.arrivalDetails ?? '',
      otherComments: guest.otherComments ?? '',
      newsletter: guest.newsletter ?? false,
      sms: guest.sms ?? false,
    },
    phonePrefix: '',
    isPolicyAccepted: false,
  }
}

/**
 * Validates the form with core's schemas; error messages are their validation error codes, and
 * 'policy_not_accepted' for the terms checkbox. Each field keeps only its first error.
 */
export const paymentResolver: Resolver<
  PaymentFormValues,
  unknown,
  PaymentSubmission
> = (values) => {
  const { title, gender, ...names } = values.reservationHolder
  // Issue 33: title and gender are optional; their selects' empty choice is no answer.
  const holder = {
    ...names,
    ...(title ? { title } : {}),
    ...(gender ? { gender } : {}),
  }
  const parts: (readonly [string, SafeParser, unknown])[] = [
    ['reservationHolder', reservationHolderSchema, holder],
    guestPart(values),
  ]
  const checked = validateParts<PaymentFormValues>(parts)
  const { errors, output } = checked
  let valid = checked.valid
  output.isPolicyAccepted = true
  if (values.isPolicyAccepted !== true) {
    valid = false
    errors.isPolicyAccepted = {
      type: 'validate',
      message: 'policy_not_accepted',
    }
  }
  return valid
    ? { values: output as unknown as PaymentSubmission, errors: {} }
    : { values: {}, errors }
}
