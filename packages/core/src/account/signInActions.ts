import { deleteTokens, login } from '../api/endpoints'
import type { AccountFlowKit } from './accountFlowKit'
import type { AccountFlowActions } from './accountFlowTypes'
import {
  clearedRedirectCookie,
  redirectCookie,
  redirectPathIn,
} from './redirectPage'

/** Signing in and out, and where to go after signing in. */
export const signInActions = ({
  api,
  cookies,
  writeCookie,
  set,
  get,
  session,
  run,
  clearRegistration,
}: AccountFlowKit): Pick<
  AccountFlowActions,
  | 'signIn'
  | 'acceptSignIn'
  | 'acceptProfile'
  | 'signOut'
  | 'rememberRedirect'
  | 'takeRedirect'
> => ({
  signIn: (input) =>
    run(
      'signIn',
      () => api.call(login, input),
      (answer) => {
        session.signedIn(answer)
        clearRegistration()
      },
    ),

  acceptSignIn: (answer) => {
    session.signedIn(answer)
    clearRegistration()
  },

  acceptProfile: ({ personalData: { firstName, lastName }, contactData }) => {
    const member = get().member
    if (member)
      set({
        member: {
          ...member,
          personalData: { firstName, lastName },
          contactData,
        },
      })
  },

  signOut: () =>
    run(
      'signOut',
      () => api.call(deleteTokens),
      () => {
        session.signedOut()
        writeCookie(clearedRedirectCookie)
      },
    ),

  rememberRedirect: (path) => {
    const cookie = redirectCookie(path)
    if (cookie) writeCookie(cookie)
  },

  takeRedirect: () => {
    const path = redirectPathIn(cookies())
    writeCookie(clearedRedirectCookie)
    return path
  },
})
