import type { FieldCodes } from './staffActionTypes'

/** The part of a zod (mini) schema a check needs: core's request schemas report codes. */
export interface RequestSchema {
  safeParse(value: unknown): {
    success: boolean
    error?: {
      issues: readonly { path: readonly PropertyKey[]; message: string }[]
    }
  }
}

/** The first code the schema reports for each name, by the call's own path (`names.1.name`). */
export function requestCodes(
  schema: RequestSchema,
  request: unknown,
): FieldCodes {
  const codes: Record<string, string> = {}
  for (const issue of schema.safeParse(request).error?.issues ?? [])
    codes[issue.path.map(String).join('.')] ??= issue.message
  return codes
}
