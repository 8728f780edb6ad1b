import {
  MIN_PASSWORD_LENGTH,
  passwordLength,
  type AuthErrorCode,
} from '@resort/core/api'
import { dictionary } from '@zxcvbn-ts/language-common'
import * as z from 'zod'

// zxcvbn-ts's list of common passwords (about 49,000, lower case, from leaked password sets),
// less those the length rule refuses anyway (ASVS 6.2.4 asks for at least the top 3,000).
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].filter(
    (password) => passwordLength(password) >= MIN_PASSWORD_LENGTH,
  ),
)

/**
 * Words of this product a password must not lean on (ASVS 6.1.2, 6.2.11): the group's and the
 * site's names and what it sells. The member's own e-mail and names are added per member.
 */
const CONTEXT_WORDS = [
  'adria',
  'alpe',
  'alpen',
  'resort',
  'resorts',
  'hotel',
  'hotels',
  'villa',
  'villas',
  'apartment',
  'apartments',
  'booking',
  'loyalty',
] as const

const lowerNfc = (text: string) => text.normalize('NFC').toLowerCase()

/** True for one of the most common passwords, in any letter case. */
export const isCommonPassword = (password: string): boolean =>
  COMMON_PASSWORDS.has(lowerNfc(password))

interface Member {
  email: string
  firstName: string
  lastName: string
}

/** The member's own words: the e-mail address, its parts and the names (3 letters or more). */
function memberWords({ email, firstName, lastName }: Member): string[] {
  const [local = '', domain = ''] = lowerNfc(email).split('@')
  return [
    email,
    local,
    domain,
    ...local.split(/[^\p{L}\p{N}]+/u),
    firstName,
    lastName,
  ]
    .map(lowerNfc)
    .filter((word) => [...word].length >= 3)
}

/**
 * True when fewer than 8 characters are left of the password once the product's words and the
 * member's e-mail and names are taken out: 'AdriaAlpe2025!' leaves '2025!'.
 */
export function isGuessableInContext(
  password: string,
  member: Member,
): boolean {
  const words = [...CONTEXT_WORDS, ...memberWords(member)].sort(
    (a, b) => b.length - a.length,
  )
  let rest = lowerNfc(password)
  for (const word of words) rest = rest.split(word).join('')
  return passwordLength(rest) < MIN_PASSWORD_LENGTH
}

/** The password problem of a registration, or undefined when the password may be used. */
export function passwordProblem(
  password: string,
  member: Member,
): AuthErrorCode | undefined {
  if (isCommonPassword(password)) return 'password_too_common'
  if (isGuessableInContext(password, member)) return 'password_too_guessable'
  return undefined
}

interface RegistrationFields extends Member {
  password: string
}

const READ = ['password', 'email', 'firstName', 'lastName']

/**
 * Adds the server's password checks to core's registration schema: the common-password list
 * (too large for the browser) and the words of this product and member. A problem is a
 * `password` field error beside any other field's.
 */
export function withPasswordPolicy<
  Schema extends z.core.$ZodType<RegistrationFields> & {
    check(...checks: z.core.$ZodCheck<z.output<Schema>>[]): Schema
  },
>(schema: Schema): Schema {
  return schema.check(
    z.superRefine<z.output<Schema>>(
      (form, ctx) => {
        const problem = passwordProblem(form.password, form)
        if (problem)
          ctx.addIssue({ code: 'custom', message: problem, path: ['password'] })
      },
      {
        // Checked once the fields it reads are valid, beside the other fields' errors.
        when: (payload) =>
          typeof payload.value === 'object' &&
          payload.value !== null &&
          !payload.issues.some((issue) => {
            const field = issue.path?.[0]
            return field === undefined || READ.includes(String(field))
          }),
      },
    ),
  )
}
