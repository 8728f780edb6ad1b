type Issue = { path: readonly PropertyKey[]; message: string }

/** The part of a zod (mini) schema a check needs: core's request schemas report codes. */
export interface RequestSchema {
  safeParse(value: unknown): {
    success: boolean
    error?: { issues: readonly Issue[] }
  }
}

/** Names an issue by its whole path (`names.1.name`), as the call's fields are named. */
const wholePath = (path: readonly PropertyKey[]): string | undefined =>
  path.map(String).join('.')

/** Names an issue by the form's field it belongs to (`address.city` is `address`). */
export const formField = (path: readonly PropertyKey[]): string | undefined =>
  typeof path[0] === 'string' ? path[0] : undefined

/**
 * The first code reported for each name (codes, not sentences: the page says them in its
 * language); an issue `nameOf` gives no name is left out.
 */
export function issueCodes(
  issues: readonly Issue[],
  nameOf: (path: readonly PropertyKey[]) => string | undefined = wholePath,
): Record<string, string> {
  const codes: Record<string, string> = {}
  for (const issue of issues) {
    const name = nameOf(issue.path)
    if (name !== undefined) codes[name] ??= issue.message
  }
  return codes
}

/** The codes a request schema reports for `request`, named by `nameOf` (by default its whole path). */
export const requestCodes = (
  schema: RequestSchema,
  request: unknown,
  nameOf?: (path: readonly PropertyKey[]) => string | undefined,
): Record<string, string> =>
  issueCodes(schema.safeParse(request).error?.issues ?? [], nameOf)
