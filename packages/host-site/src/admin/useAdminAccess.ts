import { adminSession, ApiError, type OutputOf } from '@resort/core/api'
import { useCallback, useEffect, useState } from 'react'
import { useAccount } from '../account/AccountFlowContext'
import { useSiteApi } from '../api/SiteApiContext'

type AdminSessionAnswer = OutputOf<typeof adminSession>

/** Where a visitor stands at the admin area's door (SPEC 6; issue 14). */
export type AdminAccess =
  | { state: 'checking' }
  | { state: 'signed_out' }
  /** Signed in, but not on the list of admins: 403 forbidden from the session call. */
  | { state: 'not_admin' }
  | { state: 'failed' }
  /** An admin whose session has not passed its second factor yet. */
  | { state: 'second_factor'; email: string }
  | { state: 'admin'; email: string }

const accessOf = (answer: AdminSessionAnswer): AdminAccess =>
  answer.secondFactor === null
    ? { state: 'second_factor', email: answer.email }
    : { state: 'admin', email: answer.email }

/**
 * Asks the server who the signed-in member is to the admin area; the server checks every
 * admin call itself, so this only decides what the page shows. `passed` takes the answer of a
 * verified code; `check` asks again (after a failure).
 */
export function useAdminAccess() {
  const api = useSiteApi()
  const status = useAccount((state) => state.status)
  const [answer, setAnswer] = useState<AdminAccess>({ state: 'checking' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (status !== 'signed_in') return
    let current = true
    api.call(adminSession).then(
      (session) => {
        if (current) setAnswer(accessOf(session))
      },
      (error: unknown) => {
        if (!current) return
        const kind = error instanceof ApiError ? error.kind : 'generic'
        setAnswer({
          state:
            kind === 'forbidden'
              ? 'not_admin'
              : kind === 'unauthorized'
                ? 'signed_out'
                : 'failed',
        })
      },
    )
    return () => {
      current = false
    }
  }, [api, status, attempt])

  const passed = useCallback(
    (session: AdminSessionAnswer) => setAnswer(accessOf(session)),
    [],
  )
  const check = useCallback(() => {
    setAnswer({ state: 'checking' })
    setAttempt((count) => count + 1)
  }, [])

  const access: AdminAccess =
    status === 'signed_out'
      ? { state: 'signed_out' }
      : status === 'signed_in'
        ? answer
        : { state: 'checking' }
  return { access, passed, check }
}
