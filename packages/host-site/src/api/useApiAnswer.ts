import { ApiError, type ErrorKind } from '@resort/core/api'
import { useEffect, useState } from 'react'

export type ApiAnswer<T> =
  | { state: 'loading'; previous?: T }
  | { state: 'done'; value: T }
  | {
      state: 'error'
      kind: ErrorKind
      fields: Readonly<Record<string, string>>
    }

type Answered<T> = { key: string } & ApiAnswer<T>

/**
 * The answer of a server call for `key`; a new key shows loading until its own answer arrives,
 * so a late answer for an earlier key is never shown.
 */
export function useApiAnswer<T>(
  key: string,
  load: () => Promise<T>,
): ApiAnswer<T> {
  const [answered, setAnswered] = useState<Answered<T>>()
  useEffect(() => {
    let current = true
    load().then(
      (value) => {
        if (current) setAnswered({ key, state: 'done', value })
      },
      (error: unknown) => {
        if (!current) return
        const apiError = error instanceof ApiError ? error : undefined
        setAnswered({
          key,
          state: 'error',
          kind: apiError?.kind ?? 'generic',
          fields: apiError?.fields ?? {},
        })
      },
    )
    return () => {
      current = false
    }
    // The key names everything load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  if (answered?.key === key) return answered
  // While the next answer loads, the last one stays at hand, so a page need not go blank.
  return answered?.state === 'done'
    ? { state: 'loading', previous: answered.value }
    : { state: 'loading' }
}

/** What an answer has to show: its value, or while the next one loads, the last one. */
export const answerValue = <T>(answer: ApiAnswer<T>): T | undefined =>
  answer.state === 'done'
    ? answer.value
    : answer.state === 'loading'
      ? answer.previous
      : undefined
