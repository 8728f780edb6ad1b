export type QueryValue = string | number | boolean

/** Query parameters; null and undefined are left out, an array repeats its key. */
export type Query = Readonly<
  Record<string, QueryValue | readonly QueryValue[] | null | undefined>
>

/** Encodes query parameters as `a=1&b=x%20y`, without the leading `?`. */
export function toQueryString(query: Query): string {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue
    const values: readonly QueryValue[] = Array.isArray(value)
      ? value
      : [value as QueryValue]
    for (const item of values) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(item)}`)
    }
  }
  return pairs.join('&')
}

/** `path` with the query appended after `?`, or after `&` when the path has a query already. */
export function withQuery(path: string, query: Query | undefined): string {
  const search = query ? toQueryString(query) : ''
  if (!search) return path
  return `${path}${path.includes('?') ? '&' : '?'}${search}`
}

/**
 * The first value of each parameter of `a=1&b=x%20y` (a leading `?` allowed), decoded as a form
 * is (`+` a space); a value that does not decode is left out. Core runs without URLSearchParams.
 */
export function parseQueryString(search: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue
    const separator = pair.indexOf('=')
    const [rawKey, rawValue] =
      separator < 0
        ? [pair, '']
        : [pair.slice(0, separator), pair.slice(separator + 1)]
    try {
      const key = decodeURIComponent(rawKey.replace(/\+/g, ' '))
      if (!(key in values))
        values[key] = decodeURIComponent(rawValue.replace(/\+/g, ' '))
    } catch {
      // A malformed escape (%E0%A4%A) reads as no value.
    }
  }
  return values
}
