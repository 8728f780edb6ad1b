import type { Language } from '@resort/core'
import {
  ApiError,
  type ExistingBookingResponse,
  type FinalQuoteResponse,
  editBookingQuote,
  type ApiClient,
} from '@resort/core/api'
import { useEffect, useState } from 'react'
import { draftOf, type ModifyDraft } from './modifyState'

export type ChangeQuote =
  | { state: 'unchanged' }
  | { state: 'pricing' }
  | { state: 'priced'; quote: FinalQuoteResponse }
  | { state: 'failed'; kind: 'sold_out' | 'invalid' | 'generic' }

// A room's extras are a set: chosen in another order, they are the same change.
const canonical = (draft: ModifyDraft) =>
  JSON.stringify({
    ...draft,
    units: draft.units.map((unit) => ({
      ...unit,
      supplements: [...(unit.supplements ?? [])].sort((a, b) =>
        a.serviceId.localeCompare(b.serviceId),
      ),
    })),
  })

const sameChange = (a: ModifyDraft, b: ModifyDraft) =>
  canonical(a) === canonical(b)

/**
 * The server's price for the guest's change, asked again a moment after each edit (the edit
 * quote counts the booking's own nights as free). Nothing is asked while nothing changed.
 */
export function useChangeQuote(
  api: ApiClient,
  booking: ExistingBookingResponse,
  token: string,
  lang: Language,
  draft: ModifyDraft,
  valid: boolean,
  attempt: number,
): ChangeQuote {
  const unchanged = sameChange(draft, draftOf(booking))
  const [answer, setAnswer] = useState<{
    for: ModifyDraft
    quote: ChangeQuote
  }>()
  useEffect(() => {
    if (unchanged || !valid) return
    let current = true
    const timer = setTimeout(() => {
      api
        .call(editBookingQuote, {
          token,
          lang,
          dateFrom: draft.dateFrom,
          dateTo: draft.dateTo,
          units: draft.units,
        })
        .then(
          (quote) =>
            current &&
            setAnswer({ for: draft, quote: { state: 'priced', quote } }),
          (error: unknown) => {
            if (!current) return
            const kind =
              error instanceof ApiError && error.kind === 'sold_out'
                ? 'sold_out'
                : error instanceof ApiError &&
                    (error.kind === 'missing_params' ||
                      error.kind === 'not_found')
                  ? 'invalid'
                  : 'generic'
            setAnswer({ for: draft, quote: { state: 'failed', kind } })
          },
        )
    }, 300)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [api, token, lang, draft, unchanged, valid, attempt])
  if (unchanged) return { state: 'unchanged' }
  if (!valid) return { state: 'failed', kind: 'invalid' }
  return answer && sameChange(answer.for, draft)
    ? answer.quote
    : { state: 'pricing' }
}
