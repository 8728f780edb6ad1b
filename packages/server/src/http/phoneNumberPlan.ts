import { validatePhoneNumber } from '@resort/core/validation'
import * as z from 'zod'

const COUNTRY_CODE = /^[A-Z]{2}$/i

/** The form at `path` in a request body, when it has a phone number to check. */
function phoneFormAt(
  value: unknown,
  path: readonly string[],
): { phonenumber: string; country: string | undefined } | undefined {
  const form = path.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined,
    value,
  )
  if (typeof form !== 'object' || form === null) return undefined
  const { phonenumber, country } = form as Record<string, unknown>
  if (typeof phonenumber !== 'string') return undefined
  return {
    phonenumber,
    country:
      typeof country === 'string' && COUNTRY_CODE.test(country)
        ? country.toUpperCase()
        : undefined,
  }
}

/**
 * Adds the country's numbering plan (libphonenumber) to a request schema whose form at `path`
 * checks only SPEC 5's generic phone rules, so the widget never loads the plan's metadata. A
 * failure is the same `phone_invalid` field error the form shows for the generic rules.
 */
export function withPhoneNumberPlan<
  Schema extends z.core.$ZodType & {
    check(...checks: z.core.$ZodCheck<z.output<Schema>>[]): Schema
  },
>(schema: Schema, path: readonly string[] = []): Schema {
  const field = [...path, 'phonenumber']
  const isPhoneIssue = (issue: { path?: PropertyKey[] }) =>
    field.every((key, index) => issue.path?.[index] === key)
  // check(), which classic schemas and core's zod mini ones (the request forms) both have.
  return schema.check(
    z.superRefine<z.output<Schema>>(
      (value, ctx) => {
        const form = phoneFormAt(value, path)
        if (
          form &&
          !validatePhoneNumber(form.phonenumber, form.country).isValid
        )
          ctx.addIssue({
            code: 'custom',
            message: 'phone_invalid',
            path: field,
          })
      },
      {
        // Checked when the generic rules passed, beside any other field's errors.
        when: (payload) =>
          phoneFormAt(payload.value, path) !== undefined &&
          !payload.issues.some(isPhoneIssue),
      },
    ),
  )
}
