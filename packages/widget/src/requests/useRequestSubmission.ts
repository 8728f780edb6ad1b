import { ApiError } from '@resort/core/api'
import { useState, type RefObject } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { dispatchResortEvent } from '../events'
import { setServerErrors } from '../forms/setServerErrors'
import { useTracker } from '../tracking/useTracker'

/** What the server answers for a stored request (core's response schemas). */
export interface RequestReceipt {
  requestId: string
  context: 'Booking' | 'Callback'
  crmEmail: string | null
}

export type RequestStatus =
  | { state: 'editing'; serverMessage?: string }
  | { state: 'sending' }
  /** No answer, or one that is not the guest's to fix; `attempt` counts the failures. */
  | { state: 'failed'; rateLimited: boolean; attempt: number }
  | { state: 'sent'; requestId: string }

interface Options<Values extends FieldValues, Request> {
  send: (request: Request) => Promise<RequestReceipt>
  /** The form's fields in the order it shows them; server errors of other names go to the summary. */
  fields: readonly Path<Values>[]
  setError: UseFormSetError<Values>
  /** The widget's root element: tracking and `resort:request-sent` are dispatched from it. */
  rootRef: RefObject<HTMLElement | null>
}

/**
 * Sends a validated request and keeps its outcome: the server's field errors go onto the form's
 * fields (the first is focused); any other failure keeps the form as it is, for a retry; success
 * pushes SPEC 4's form submit event and dispatches `resort:request-sent`.
 */
export function useRequestSubmission<Values extends FieldValues, Request>({
  send,
  fields,
  setError,
  rootRef,
}: Options<Values, Request>) {
  const [status, setStatus] = useState<RequestStatus>({ state: 'editing' })
  const tracker = useTracker(rootRef)

  const submit = async (request: Request) => {
    setStatus({ state: 'sending' })
    try {
      const { requestId, context, crmEmail } = await send(request)
      tracker.trackFormSubmit(context, crmEmail ?? '')
      if (rootRef.current)
        dispatchResortEvent(rootRef.current, 'resort:request-sent', {
          requestId,
          context,
        })
      setStatus({ state: 'sent', requestId })
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const serverFields = error.fields
        const named = setServerErrors(setError, fields, serverFields)
        const other = Object.entries(serverFields).find(
          ([name]) => !(fields as readonly string[]).includes(name),
        )
        setStatus({
          state: 'editing',
          serverMessage: other?.[1] ?? (named.length ? undefined : 'generic'),
        })
        return
      }
      setStatus((previous) => ({
        state: 'failed',
        rateLimited: error instanceof ApiError && error.kind === 'rate_limited',
        attempt: previous.state === 'failed' ? previous.attempt + 1 : 1,
      }))
    }
  }

  return {
    status,
    submit,
    /** Back to an empty form after a sent request. */
    startOver: () => setStatus({ state: 'editing' }),
  }
}
