// The member's personal and contact data in the profile (SPEC 3 "Logged-in user", SPEC 7
// crm/user-personal-data and crm/user-update; issue 13). The request schema uses zod's mini build:
// the profile form runs it in the browser (decision 014). It checks what the booking's guest form
// checks, so that a saved profile always prefills a guest form the server accepts.
import * as zm from 'zod/mini'
import { LANGUAGES } from '../i18n/languages'
import { isCountryCode } from '../reference/countryCode'
import { validatePhoneDigits } from '../validation/phoneDigits'
import { validatePostalCode } from '../validation/postalCode'
import { RESERVATION_HOLDER_TITLES } from '../validation/reservationHolderSchema'
import {
  addCode,
  choice,
  MAX_TEXT_LENGTH,
  requiredText,
  whenValid,
  type Rule,
} from '../validation/schemaParts'

/** The titles a member can choose: the reservation holder's (SPEC 3). */
export const MEMBER_TITLES = RESERVATION_HOLDER_TITLES
export type MemberTitle = (typeof MEMBER_TITLES)[number]

/** Longest phone number the profile keeps, with its plus sign. */
export const MAX_PHONE_LENGTH = 32

/**
 * A field the member may leave empty: trimmed, and null when empty; otherwise at most
 * `maxLength` characters and passing `rules` (only the first failing one is reported).
 */
function optionalField(maxLength: number, ...rules: Rule[]) {
  const allRules: Rule[] = [
    [(value) => value.length <= maxLength, 'too_long'],
    ...rules,
  ]
  return zm.pipe(
    zm.nullish(
      zm.string({ error: 'invalid_type' }).check(
        zm.trim(),
        zm.superRefine((value, ctx) => {
          if (value === '') return
          const failed = allRules.find(([test]) => !test(value))
          if (failed) ctx.addIssue({ code: 'custom', message: failed[1] })
        }),
      ),
    ),
    zm.transform((value): string | null => (value ? value : null)),
  )
}

const isTitle = (value: string): value is MemberTitle =>
  (MEMBER_TITLES as readonly string[]).includes(value)

/** PUT /api/v1/crm/user-update: the member's personal and contact data (not the address). */
export const memberProfileRequestSchema = zm
  .object(
    {
      title: zm.pipe(
        optionalField(MAX_TEXT_LENGTH, [isTitle, 'title_invalid']),
        zm.transform((value) => value as MemberTitle | null),
      ),
      firstName: requiredText(),
      lastName: requiredText(),
      /** The language of the member's mail. */
      language: choice(LANGUAGES, 'invalid_type'),
      // Spelled as the wire and SPEC 3 spell it.
      phonenumber: optionalField(MAX_PHONE_LENGTH),
      country: zm.pipe(
        optionalField(2, [
          (value) => isCountryCode(value.toUpperCase()),
          'country_invalid',
        ]),
        zm.transform((value) => value?.toUpperCase() ?? null),
      ),
      city: optionalField(MAX_TEXT_LENGTH),
      zipCode: optionalField(MAX_TEXT_LENGTH, [
        (value) => validatePostalCode(value).isValid,
        'postal_code_invalid',
      ]),
      address: optionalField(MAX_TEXT_LENGTH),
    },
    { error: 'invalid_type' },
  )
  .check(
    zm.superRefine(
      (profile, ctx) => {
        // As the guest form: the country reads a number typed without its calling code.
        if (
          profile.phonenumber !== null &&
          !validatePhoneDigits(
            profile.phonenumber,
            profile.country ?? undefined,
          ).isValid
        )
          addCode(ctx, 'phone_invalid', 'phonenumber')
      },
      whenValid('phonenumber', 'country'),
    ),
  )
export type MemberProfileRequest = zm.output<typeof memberProfileRequestSchema>
export type MemberProfileInput = zm.input<typeof memberProfileRequestSchema>

// The answer's schema is classic zod, in a module of its own: the browser never loads it
// (decision 014), while the server and the API document do.
export * from './profileResponses'
