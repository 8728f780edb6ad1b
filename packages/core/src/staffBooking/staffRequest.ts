// The staff forms' checks use the server's rules for each field (zod mini), not the requests'
// whole schemas: those of adminBookings.ts would bring full zod into the admin pages.
import { MAX_STAFF_REASON } from '../api/admin'
import { problemOf, type CallProblem } from '../api/ApiError'
import { requiredText } from '../validation/schemaParts'

const reasonSchema = requiredText(MAX_STAFF_REASON)

/** A field's check: its value, or the code of its first issue. */
interface FieldSchema<Value> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Value }
    | { success: false; error: { issues: readonly { message: string }[] } }
}

/** The checked value of a field, or its error code. */
export function checkField<Value>(
  schema: FieldSchema<Value>,
  value: unknown,
): { value: Value } | { code: string } {
  const check = schema.safeParse(value)
  return check.success
    ? { value: check.data }
    : { code: check.error.issues[0]?.message ?? 'invalid' }
}

/** The reason the guest is mailed, trimmed, or its error code. */
export const checkReason = (reason: string) => checkField(reasonSchema, reason)

/** A refusal as a staff form shows it: codes at its own fields, or a problem naming none. */
export interface StaffRefusal {
  errors: Record<string, string>
  problem: CallProblem | undefined
}

/** A failed call as a staff form shows it (a refused booking id is no field's: a problem). */
export function refusedBy(
  failure: unknown,
  isField: (field: string) => boolean,
): StaffRefusal {
  const problem = problemOf(failure)
  const errors: Record<string, string> = {}
  for (const [field, code] of Object.entries(problem.fields))
    if (isField(field)) errors[field] = code
  return {
    errors,
    problem: Object.keys(errors).length > 0 ? undefined : problem,
  }
}
