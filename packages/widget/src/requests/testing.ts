import type { FetchInit, FetchLike } from '@resort/core/api'
import { vi } from 'vitest'

/** A fetch answering each call with the next of `answers`; an Error is a network failure. */
export function fakeFetch(
  ...answers: ({ status: number; body: unknown } | Error)[]
) {
  const queue = [...answers]
  return vi.fn<FetchLike>((_url: string, _init: FetchInit) => {
    const answer = queue.shift()
    if (!answer) throw new Error('no answer left in the fake fetch')
    if (answer instanceof Error) return Promise.reject(answer)
    return Promise.resolve({
      status: answer.status,
      text: () => Promise.resolve(JSON.stringify(answer.body)),
    })
  })
}

/** The JSON body a fake fetch was called with, by call. */
export const sentBody = (fetch: ReturnType<typeof fakeFetch>, call = 0) =>
  JSON.parse(fetch.mock.calls[call]?.[1].body ?? 'null') as Record<
    string,
    unknown
  >

/** The error text tied to a control through aria-describedby. */
export function errorOf(control: HTMLElement): string | undefined {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('form-field__error'))
    ?.textContent
}

/** A date `days` from today, yyyy-MM-dd. */
export function inDays(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The server's 400 answer naming invalid fields. */
export const missingParams = (fields: Record<string, string>) => ({
  status: 400,
  body: {
    error: { kind: 'missing_params', message: 'Invalid request', fields },
  },
})
