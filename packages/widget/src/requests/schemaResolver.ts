import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { SafeParser } from '../forms/validateParts'

/**
 * A react-hook-form resolver on one of core's schemas: `toInput` turns the form's values into the
 * wire request, and each issue becomes its field's error (the first one only), keyed by the
 * request's own field names, so the server's `fields` map onto the same controls.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: SafeParser<Output>,
  toInput: (values: Values) => unknown,
): Resolver<Values, unknown, Output> {
  return (values) => {
    const result = schema.safeParse(toInput(values))
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root')
      errors[field] ??= { type: 'validate', message: issue.message }
    }
    return { values: {}, errors: errors as FieldErrors<Values> }
  }
}
