import { adminSession, ApiError, type OutputOf } from '@resort/core/api'
import { useCallback, useEffect, useState } from 'react'
import { useAccount } from '../members/account/AccountFlowContext'
import { useSiteApi } from '../platform/api/SiteApiContext'

type AdminSessionAnswer = OutputOf<typeof adminSession>

/** Where a visitor stands at the admin area's door (SPEC 6; issue 14). */
export type AdminAccess =
  | { state: 'checking' }
  | { state: 'signed_out' }
  /** Signed in, but not on the list of admins: 403 forbidden from the session call. */
  | { state: 'not_admin' }
  /** An admin whose account's admin access is locked after too many wrong codes (issue 30). */
  | { state: 'locked' }
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
  // Asked again for each member signed in, so one member never sees another's answer.
  const memberId = useAccount((state) =>
    state.status === 'signed_in' ? state.member?.adb2cId : undefined,
  )
  const [attempt, setAttempt] = useState(0)
  const key = `${memberId}:${attempt}`
  const [answered, setAnswered] = useState<{
    key: string
    access: AdminAccess
  }>()

  useEffect(() => {
    if (memberId === undefined) return
    let current = true
    api.call(adminSession).then(
      (session) => {
        if (current) setAnswered({ key, access: accessOf(session) })
      },
      (error: unknown) => {
        if (!current) return
        const kind = error instanceof ApiError ? error.kind : 'generic'
        const locked =
          error instanceof ApiError && error.fields?.account === 'admin_locked'
        setAnswered({
          key,
          access: {
            state: locked
              ? 'locked'
              : kind === 'forbidden'
                ? 'not_admin'
                : kind === 'unauthorized'
                  ? 'signed_out'
                  : 'failed',
          },
        })
      },
    )
    return () => {
      current = false
    }
  }, [api, memberId, key])

  const passed = useCallback(
    (session: AdminSessionAnswer) =>
      setAnswered({ key, access: accessOf(session) }),
    [key],
  )
  const check = useCallback(() => setAttempt((count) => count + 1), [])

  const access: AdminAccess =
    status === 'signed_out'
      ? { state: 'signed_out' }
      : answered?.key === key
        ? answered.access
        : { state: 'checking' }
  return { access, passed, check }
}
