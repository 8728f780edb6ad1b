// Reading a list's search from the address: what it does not hold, or holds wrongly, is left
// out, and the server's default applies.

/** The page number in the address: a whole number from 1, else 1. */
export const pageFrom = (params: URLSearchParams): number => {
  const page = Number(params.get('page'))
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

/** One of `allowed` from the address, else undefined. */
export const oneOf = <T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined => {
  const value = params.get(name)
  return allowed.find((item) => item === value)
}

/** A text from the address, trimmed; empty is none. */
export const textFrom = (
  params: URLSearchParams,
  name: string,
): string | undefined => params.get(name)?.trim() || undefined

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A date (YYYY-MM-DD) from the address. */
export const dateFrom = (
  params: URLSearchParams,
  name: string,
): string | undefined => {
  const value = params.get(name)
  return value && ISO_DATE.test(value) ? value : undefined
}
