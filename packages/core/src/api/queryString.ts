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
