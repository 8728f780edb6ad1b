import type * as z from 'zod'
import type { ErrorKind } from './errorKinds'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One call of the API as both sides see it: method, path, and the kinds of error it answers
 * beyond those every call may (missing_params, rate_limited, generic). GET and DELETE send the
 * input as the query, the others as a JSON body. Its schemas are in `endpointSchemas`, so a
 * client that only calls it does not bundle them.
 */
export interface Endpoint<Input = unknown, Output = unknown> {
  readonly name: string
  readonly method: HttpMethod
  readonly path: string
  readonly errors: readonly ErrorKind[]
  /** Types only: what the call takes and answers. */
  readonly types?: (input: Input) => Output
}

export type InputOf<E> = E extends Endpoint<infer I, unknown> ? I : never
export type OutputOf<E> = E extends Endpoint<never, infer O> ? O : never

/**
 * What a client sends for a schema: its input, except that a field the server coerces from a
 * query string (typed `unknown` by zod) is sent as the type it becomes.
 */
export type WireInput<S extends z.core.$ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : z.input<S>[K]
    : z.input<S>[K]
}

/**
 * Declares an endpoint; the types say what it takes and answers. Its calls in endpoints.ts are
 * marked pure (esbuild did not carry this function's own mark across files), so a bundle keeps
 * only the endpoints it calls, not the whole table: the widget pays for no admin call.
 */
export const endpoint = <Input = undefined, Output = unknown>(
  name: string,
  method: HttpMethod,
  path: string,
  errors: readonly ErrorKind[] = [],
): Endpoint<Input, Output> => ({ name, method, path, errors })
