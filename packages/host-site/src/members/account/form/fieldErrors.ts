/** Error codes by field name, from the form's own check or from the server. */
export type FieldErrors = Readonly<Record<string, string>>

/** The part of a zod (mini) schema the forms use: core's request schemas, run before sending. */
interface RequestSchema {
  safeParse(value: unknown): {
    success: boolean
    error?: {
      issues: readonly { path: readonly PropertyKey[]; message: string }[]
    }
  }
}

/** The first code each field's check reports (core's schemas report codes, not sentences). */
export function fieldErrorsOf(
  schema: RequestSchema,
  values: object,
): FieldErrors {
  const errors: Record<string, string> = {}
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0]
    if (typeof field === 'string' && !(field in errors))
      errors[field] = issue.message
  }
  return errors
}
