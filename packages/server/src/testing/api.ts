export interface ApiResult<T = any> {
  status: number
  body: T
}

/** Calls the test server and returns the status with the parsed JSON body. */
export async function call<T = any>(
  baseUrl: string,
  path: string,
  init?: RequestInit,
): Promise<ApiResult<T>> {
  const response = await fetch(`${baseUrl}${path}`, init)
  const text = await response.text()
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as T,
  }
}

/** POSTs JSON to the test server. */
export function post<T = any>(
  baseUrl: string,
  path: string,
  body: unknown,
): Promise<ApiResult<T>> {
  return call<T>(baseUrl, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** A query string from an object, skipping undefined values. */
export function qs(
  params: Record<string, string | number | undefined>,
): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value))
  }
  return query.toString()
}

/**
 * The token with one letter of its signature changed. Not the last letter: base64url's last
 * letter of a 32-byte signature carries padding bits a decoder ignores, so changing it can leave
 * the signature as it was (a test that tampered so passed about one run in a thousand).
 */
export function tamperedToken(token: string): string {
  const at = token.lastIndexOf('.') + 5
  const letter = token[at] === 'A' ? 'B' : 'A'
  return `${token.slice(0, at)}${letter}${token.slice(at + 1)}`
}
