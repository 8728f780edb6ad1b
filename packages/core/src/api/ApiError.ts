import type { ErrorKind } from './errorKinds'

export interface ApiErrorInit {
  kind: ErrorKind
  /** The HTTP status, or 0 when no response arrived. */
  status: number
  message: string
  fields?: Readonly<Record<string, string>>
  /** With rate_limited: the seconds the answer's Retry-After asks to wait. */
  retryAfterSeconds?: number
  cause?: unknown
}

/** A failed API call: the server's error body, or a transport or JSON failure as 'generic'. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ErrorKind
  readonly status: number
  readonly fields?: Readonly<Record<string, string>>
  readonly retryAfterSeconds?: number

  constructor({
    kind,
    status,
    message,
    fields,
    retryAfterSeconds,
    cause,
  }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause })
    this.kind = kind
    this.status = status
    if (fields) this.fields = fields
    if (retryAfterSeconds !== undefined)
      this.retryAfterSeconds = retryAfterSeconds
  }
}

/** The session is gone or its access token ended: a 401 without a field naming another reason. */
export const isSignedOut = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.kind === 'unauthorized' &&
  error.fields === undefined

/** The code of a field the server refused, such as `sign_in_again`, or undefined. */
export const fieldCodeOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.fields
    ? Object.values(error.fields)[0]
    : undefined

/** A failed call as state keeps it: its kind, the refused fields' codes, the wait asked for. */
export interface CallProblem {
  kind: ErrorKind
  fields: Readonly<Record<string, string>>
  retryAfterSeconds?: number | undefined
}

/** What a failed call comes to; a network failure or an answer not understood is generic. */
export function problemOf(error: unknown): CallProblem {
  if (!(error instanceof ApiError)) return { kind: 'generic', fields: {} }
  return {
    kind: error.kind,
    fields: error.fields ?? {},
    retryAfterSeconds: error.retryAfterSeconds,
  }
}

/**
 * No answer, or a fault on the server's side: the call may have done its work, so a retry must
 * keep its request id (a refusal did nothing, and the id is free again).
 */
export const mayHaveTakenEffect = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500
