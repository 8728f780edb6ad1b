import * as z from 'zod/mini'
import { validatePhoneDigits } from './phoneDigits'
import { validatePostalCode } from './postalCode'
import {
  addCode,
  MAX_COMMENT_LENGTH,
  MAX_TEXT_LENGTH,
  optionalText,
  requiredText,
  whenValid,
} from './schemaParts'

// The shape of ISO 3166-1 alpha-2; the country picker offers only real codes.
const COUNTRY_CODE = /^[A-Z]{2}$/

/** The guest form of the booking flow (SPEC 3); issue messages are validation error codes. */
export const guestFormSchema = z
  .object(
    {
      firstName: requiredText(),
      lastName: requiredText(),
      country: requiredText(MAX_TEXT_LENGTH, [
        (value) => COUNTRY_CODE.test(value.toUpperCase()),
        'country_invalid',
      ]).check(z.toUpperCase()),
      city: requiredText(),
      zipCode: requiredText(MAX_TEXT_LENGTH, [
        (value) => validatePostalCode(value).isValid,
        'postal_code_invalid',
      ]),
      address: requiredText(),
      email: requiredText(MAX_TEXT_LENGTH, [
        (value) => z.regexes.email.test(value),
        'email_invalid',
      ]),
      // Spelled as the wire and SPEC 3 spell it.
      phonenumber: requiredText(),
      arrivalDetails: optionalText(MAX_COMMENT_LENGTH),
      otherComments: optionalText(MAX_COMMENT_LENGTH),
      newsletter: z._default(z.boolean({ error: 'invalid_type' }), false),
      sms: z._default(z.boolean({ error: 'invalid_type' }), false),
    },
    { error: 'invalid_type' },
  )
  .check(
    z.superRefine((form, ctx) => {
      // The guest's country reads a number typed without its calling code (091 ...); a country
      // that is itself invalid is left out.
      const country = COUNTRY_CODE.test(String(form.country))
        ? form.country
        : undefined
      if (!validatePhoneDigits(form.phonenumber, country).isValid) {
        addCode(ctx, 'phone_invalid', 'phonenumber')
      }
    }, whenValid('phonenumber')),
  )

/** Guest form values as a form holds them. */
export type GuestFormInput = z.input<typeof guestFormSchema>

/** Guest form values once validated: trimmed, country upper-cased, flags defaulted. */
export type GuestForm = z.output<typeof guestFormSchema>
