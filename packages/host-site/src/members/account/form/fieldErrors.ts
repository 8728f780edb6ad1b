import {
  formField,
  requestCodes,
  type RequestSchema,
} from '@resort/core/validation'

/** Error codes by field name, from the form's own check or from the server. */
export type FieldErrors = Readonly<Record<string, string>>

/** The first code each field's check reports (core's schemas report codes, not sentences). */
export const fieldErrorsOf = (
  schema: RequestSchema,
  values: object,
): FieldErrors => requestCodes(schema, values, formField)
