import { problemOf, type CallProblem } from '../api/ApiError'

/** The part of a zod (mini) request schema the staff flows use: a check before sending. */
interface RequestSchema<Request> {
  safeParse(value: unknown):
    | { success: true; data: Request }
    | {
        success: false
        error: {
          issues: readonly { path: readonly PropertyKey[]; message: string }[]
        }
      }
}

/** A refusal as a staff form shows it: codes at its own fields, or a problem naming none. */
export interface StaffRefusal {
  errors: Record<string, string>
  problem: CallProblem | undefined
}

/** Splits codes by field into the form's own and a problem of the rest (a refused id is the page's fault). */
function refusalOf(
  problem: CallProblem,
  isField: (field: string) => boolean,
): StaffRefusal {
  const errors: Record<string, string> = {}
  for (const [field, code] of Object.entries(problem.fields))
    if (isField(field)) errors[field] = code
  return {
    errors,
    problem: Object.keys(errors).length > 0 ? undefined : problem,
  }
}

/** The request the form makes, or its refusal: the first code of each field, paths joined by dots. */
export function checkedRequest<Request>(
  schema: RequestSchema<Request>,
  value: unknown,
  isField: (field: string) => boolean,
): { request: Request } | { refused: StaffRefusal } {
  const check = schema.safeParse(value)
  if (check.success) return { request: check.data }
  const fields: Record<string, string> = {}
  for (const { path, message } of check.error.issues)
    fields[path.map(String).join('.')] ??= message
  return {
    refused: refusalOf({ kind: 'missing_params', fields }, isField),
  }
}

/** A failed call as a staff form shows it. */
export const refusedBy = (
  failure: unknown,
  isField: (field: string) => boolean,
): StaffRefusal => refusalOf(problemOf(failure), isField)
