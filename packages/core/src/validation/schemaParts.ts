// zod's mini build: these schemas run in the widget, where classic zod's methods (and its JSON
// Schema processors) would cost some 18 KB gzip. The server's classic schemas compose them as
// they are; zod 4's two builds share one core.
import * as z from 'zod/mini'
import type { ValidationErrorCode } from './errorCodes'

/** Longest single-line text the forms accept. */
export const MAX_TEXT_LENGTH = 255

/** Longest free text the forms accept (arrival details, comments). */
export const MAX_COMMENT_LENGTH = 2000

/** A check on a trimmed field value, and the code reported when it fails. */
export type Rule = readonly [
  test: (value: string) => boolean,
  code: ValidationErrorCode,
]

// zod's default messages are English sentences; a missing value reads as 'required' instead.
const missingOrWrongType = (issue: { input?: unknown }): ValidationErrorCode =>
  issue.input === undefined || issue.input === null
    ? 'required'
    : 'invalid_type'

/**
 * A trimmed string that must not be empty, at most `maxLength` characters, then passing `rules` in
 * order. Only the first failing rule is reported, so a field shows one message. (Not zod's
 * `abort: true` checks: their issues would also stop the cross-field checks of the form.)
 */
export function requiredText(
  maxLength: number = MAX_TEXT_LENGTH,
  ...rules: Rule[]
) {
  const allRules: Rule[] = [
    [(value) => value.length > 0, 'required'],
    [(value) => value.length <= maxLength, 'too_long'],
    ...rules,
  ]
  return z.string({ error: missingOrWrongType }).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const failed = allRules.find(([test]) => !test(value))
      if (failed) ctx.addIssue({ code: 'custom', message: failed[1] })
    }),
  )
}

/** A trimmed string that may be left out, at most `maxLength` characters. */
export function optionalText(maxLength: number = MAX_TEXT_LENGTH) {
  return z.optional(
    z
      .string({ error: 'invalid_type' })
      .check(z.trim(), z.maxLength(maxLength, { error: 'too_long' })),
  )
}

/** A choice from a fixed list: 'required' when missing or empty, else `code` when not in the list. */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  code: ValidationErrorCode,
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'required'
        : code,
  })
}

/**
 * A choice from a fixed list that may be left out; when given, it must be in the list, else
 * `code`. No transform: response schemas use it too, and they are encoded. (A form leaves its
 * select's empty first option out before it validates.)
 */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  code: ValidationErrorCode,
) {
  return z.optional(z.enum(values, { error: code }))
}

/** Adds an error code to one field of the form. */
export function addCode(
  ctx: z.core.$RefinementCtx,
  code: ValidationErrorCode,
  field: string,
): void {
  ctx.addIssue({ code: 'custom', message: code, path: [field] })
}

/**
 * `when` option for a cross-field check: it runs as soon as the fields it reads are valid, so the
 * guest sees its error beside those of unrelated fields, not only once they are fixed.
 */
export function whenValid(...fields: string[]) {
  return {
    when: (payload: z.core.ParsePayload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => {
        const field = issue.path?.[0]
        return field === undefined || fields.includes(String(field))
      }),
  }
}
