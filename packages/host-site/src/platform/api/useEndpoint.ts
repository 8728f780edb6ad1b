import { ApiError, type Endpoint, type ErrorKind } from '@resort/core/api'
import { use, useEffect, useState } from 'react'
import { useLoadingSignal } from '../layout/useLoadingSignal'
import {
  DEFERRED_TO_BROWSER,
  forgetHydratedAnswer,
  hydratedAnswer,
  type ServerPage,
  useServerPage,
} from '../ssr'
import { useSiteApi } from './SiteApiContext'

export type ApiAnswer<T> =
  | { state: 'loading'; previous?: T }
  | { state: 'done'; value: T }
  | {
      state: 'error'
      kind: ErrorKind
      fields: Readonly<Record<string, string>>
    }

type Answered<T> = { key: string } & ApiAnswer<T>

/** Given as the input of a call not to make yet (TanStack's skipToken): the answer stays loading. */
export const skipToken = Symbol('skip')

export interface EndpointOptions {
  /** Raising it asks again (after a change): it is part of the answer's key. */
  version?: number
}

const errorAnswer = (error: unknown): ApiAnswer<never> => {
  const apiError = error instanceof ApiError ? error : undefined
  return {
    state: 'error',
    kind: apiError?.kind ?? 'generic',
    fields: apiError?.fields ?? {},
  }
}

// The input with its keys sorted at every depth, so that the key does not depend on the order
// a caller wrote them in; fields left undefined drop out, as they do from the request.
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((name) => [name, sorted(value[name as keyof typeof value])]),
        )
      : value

/**
 * An answer's key: the row's name and the input, the same on the server and in the browser, so
 * that hydration finds what the server rendered.
 */
const answerKey = (
  { name }: Pick<Endpoint, 'name'>,
  input: unknown,
  version = 0,
): string =>
  `${name}:${JSON.stringify(sorted(input)) ?? ''}${version ? `#${version}` : ''}`

/**
 * The answer of `endpoint` for `input`; a new input shows loading until its own answer arrives,
 * so a late answer for an earlier input is never shown. Rendered on the server, the page waits
 * for the answer (decision 027); hydrating, it starts from the answer the server rendered.
 */
export function useEndpoint<Input, Output>(
  endpoint: Endpoint<Input, Output>,
  input: NoInfer<Input> | typeof skipToken,
  { version }: EndpointOptions = {},
): ApiAnswer<Output> {
  const api = useSiteApi()
  const call = api.call as (
    row: Endpoint<Input, Output>,
    input: unknown,
  ) => Promise<Output>
  return useAnswer(
    answerKey(endpoint, input, version),
    input === skipToken ? undefined : () => call(endpoint, input),
  )
}

/** The answer for `key` (it names everything `load` depends on); without `load`, nothing is asked. */
function useAnswer<T>(
  key: string,
  load: (() => Promise<T>) | undefined,
): ApiAnswer<T> {
  const server = useServerPage()
  const [answered, setAnswered] = useState<Answered<T> | undefined>(() => {
    const hydrated = hydratedAnswer(key) as ApiAnswer<T> | undefined
    return hydrated ? { key, ...hydrated } : undefined
  })
  useEffect(() => {
    if (!load) return
    if (answered?.key === key && answered.state !== 'loading') {
      // Shown from the server's page: nothing to ask.
      forgetHydratedAnswer(key)
      return
    }
    let current = true
    load().then(
      (value) => {
        if (current) setAnswered({ key, state: 'done', value })
      },
      (error: unknown) => {
        if (current) setAnswered({ key, ...errorAnswer(error) })
      },
    )
    return () => {
      current = false
    }
    // The key names everything load depends on; a hydrated answer is checked only at its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  // The site's progress bar runs while the browser waits for this answer (SPEC 3 isLoading).
  useLoadingSignal(
    !server &&
      !!load &&
      (answered?.key !== key || answered.state === 'loading'),
  )
  if (server) {
    return load
      ? (use(serverAnswer(server, key, load)) as ApiAnswer<T>)
      : { state: 'loading' }
  }
  if (answered?.key === key) return answered
  // While the next answer loads, the last one stays at hand, so a page need not go blank.
  return answered?.state === 'done'
    ? { state: 'loading', previous: answered.value }
    : { state: 'loading' }
}

/** On the server: the answer for `key`, asked once per page; one the browser must ask stays loading. */
function serverAnswer(
  server: ServerPage,
  key: string,
  load: () => Promise<unknown>,
): Promise<ApiAnswer<unknown>> {
  let answer = server.answers.get(key) as
    Promise<ApiAnswer<unknown>> | undefined
  if (!answer) {
    answer = load().then(
      (value): ApiAnswer<unknown> => {
        const done = { state: 'done' as const, value }
        server.settled[key] = done
        return done
      },
      (error: unknown): ApiAnswer<unknown> => {
        if (error === DEFERRED_TO_BROWSER) return { state: 'loading' }
        const failed = errorAnswer(error)
        server.settled[key] = failed
        return failed
      },
    )
    server.answers.set(key, answer)
  }
  return answer
}

/** What an answer has to show: its value, or while the next one loads, the last one. */
export const answerValue = <T>(answer: ApiAnswer<T>): T | undefined =>
  answer.state === 'done'
    ? answer.value
    : answer.state === 'loading'
      ? answer.previous
      : undefined
