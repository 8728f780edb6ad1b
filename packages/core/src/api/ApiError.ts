import type { ErrorKind } from './errorKinds'

export interface ApiErrorInit {
  kind: ErrorKind
  /** The HTTP status, or 0 when no response arrived. */
  status: number
  message: string
  fields?: Readonly<Record<string, string>>
  cause?: unknown
}

/** A failed API call: the server's error body, or a transport or JSON failure as 'generic'. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ErrorKind
  readonly status: number
  readonly fields?: Readonly<Record<string, string>>

  constructor({ kind, status, message, fields, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause })
    this.kind = kind
    this.status = status
    if (fields) this.fields = fields
  }
}
