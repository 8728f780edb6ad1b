import type * as z from 'zod'
import type { ErrorKind } from './errorKinds'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call an endpoint, checked by the server before it reads the input (decision 039):
 * anyone; a signed-in member; a member who signed in within minutes (a change to how they sign
 * in, or moving points away); an admin on the list whose session has not passed its second
 * factor yet (the calls that lead to it); an admin who has passed it (every other staff call).
 */
export type Access =
  'public' | 'member' | 'recentMember' | 'admin' | 'adminSecondFactor'

/**
 * One call of the API as both sides see it: method, path, who may call it, and the kinds of error
 * it answers beyond those every call may (missing_params, rate_limited, generic) and those its
 * access brings (unauthorized; forbidden for staff). GET and DELETE
 * send the input as the query, the others as a JSON body. Its schemas are in `endpointSchemas`,
 * so a client that only calls it does not bundle them.
 */
export interface Endpoint<
  Input = unknown,
  Output = unknown,
  A extends Access = Access,
> {
  readonly name: string
  readonly method: HttpMethod
  readonly path: string
  readonly errors: readonly ErrorKind[]
  readonly access: A
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

/** The declaration of endpoints that one kind of caller may call. */
const endpointFor =
  <A extends Access>(access: A) =>
  <Input = undefined, Output = unknown>(
    name: string,
    method: HttpMethod,
    path: string,
    errors: readonly ErrorKind[] = [],
  ): Endpoint<Input, Output, A> => ({ name, method, path, errors, access })

// Declares an endpoint; the types say what it takes and answers, the function who may call it.
// Their calls in the tables are marked pure (esbuild did not carry a function's own mark across
// files), so a bundle keeps only the endpoints it calls, not the whole table: the widget pays for
// no admin call.
/** An endpoint anyone may call. */
export const publicEndpoint = /* @__PURE__ */ endpointFor('public')
/** An endpoint for a signed-in member. */
export const memberEndpoint = /* @__PURE__ */ endpointFor('member')
/** An endpoint for a member who signed in within minutes (ASVS 6.4.x, 7.5.x). */
export const recentMemberEndpoint = /* @__PURE__ */ endpointFor('recentMember')
/** An endpoint for an admin whose session has not passed its second factor yet. */
export const adminEndpoint = /* @__PURE__ */ endpointFor('admin')
/** An endpoint for an admin whose session passed its second factor. */
export const staffEndpoint = /* @__PURE__ */ endpointFor('adminSecondFactor')
