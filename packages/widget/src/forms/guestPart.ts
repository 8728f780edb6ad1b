import { guestFormSchema } from '@resort/core/validation'
import { composePhoneNumber } from '../phone/phonePrefix'
import type { SafeParser } from './validateParts'

/**
 * The guest form's part of a form's values, for validateParts: the phone number with the
 * calling code the guest chose, as the payment step and the change of details both send it.
 */
export const guestPart = (values: {
  guest: { phonenumber: string }
  phonePrefix: string
}): readonly [string, SafeParser, unknown] => [
  'guest',
  guestFormSchema,
  {
    ...values.guest,
    phonenumber: composePhoneNumber(
      values.phonePrefix,
      values.guest.phonenumber,
    ),
  },
]
