import {
  endMemberSession,
  endOtherSessions,
  eraseAccount,
  memberSessions,
} from '../api/endpoints'
import type { AccountFlowKit } from './accountFlowKit'
import type { AccountFlowActions } from './accountFlowTypes'
import { clearedRedirectCookie } from './redirectPage'

/** The member's open sessions, listed and ended, and the end of the account itself. */
export const memberSessionActions = ({
  api,
  writeCookie,
  get,
  session,
  run,
  outcome,
  clearRegistration,
}: AccountFlowKit): Pick<
  AccountFlowActions,
  'listSessions' | 'endSession' | 'endOtherSessions' | 'eraseAccount'
> => ({
  listSessions: () =>
    run(
      'listSessions',
      () => api.call(memberSessions),
      ({ sessions }) => ({ sessions }),
    ),

  endSession: (sessionId, password) =>
    run(
      'endSession',
      () =>
        api.call(endMemberSession, {
          sessionId,
          ...(password ? { password } : {}),
        }),
      ({ ended }) => {
        const ending = get().sessions?.find(({ id }) => id === sessionId)
        // Ending this very session signs the member out (the server cleared the cookies).
        if (ending?.current) session.signedOut()
        outcome('endSession', 'session_ended', { ended })
        return {
          sessions: get().sessions?.filter(({ id }) => id !== sessionId),
        }
      },
    ),

  endOtherSessions: (password) =>
    run(
      'endOtherSessions',
      () => api.call(endOtherSessions, password ? { password } : {}),
      ({ ended }) => {
        outcome('endOtherSessions', 'sessions_ended', { ended })
        return {
          sessions: get().sessions?.filter(({ current }) => current),
        }
      },
    ),

  eraseAccount: (input) =>
    run(
      'eraseAccount',
      () => api.call(eraseAccount, input),
      () => {
        // The server ended every session and cleared the cookies.
        outcome('eraseAccount', 'account_erased')
        session.signedOut()
        clearRegistration()
        writeCookie(clearedRedirectCookie)
      },
    ),
})
