import {
  checkToken,
  confirmEmailChange,
  emailChangeCallback,
  requestEmailChange,
} from '../api/endpoints'
import type { AccountFlowKit } from './accountFlowKit'
import type { AccountFlowActions } from './accountFlowTypes'

/** A change of the member's e-mail address: asked for, then confirmed by the link sent to it. */
export const emailChangeActions = ({
  api,
  set,
  get,
  session,
  run,
  outcome,
  once,
}: AccountFlowKit): Pick<
  AccountFlowActions,
  'openEmailChange' | 'requestEmailChange' | 'confirmEmailChange'
> => ({
  openEmailChange: (token) =>
    once(`openEmailChange:${token}`, () => {
      set({ emailChange: undefined })
      return run(
        'openEmailChange',
        () => api.call(emailChangeCallback, { token }),
        ({ email }) => ({ emailChange: { email } }),
      )
    }),

  requestEmailChange: (input) =>
    run(
      'requestEmailChange',
      () => api.call(requestEmailChange, input),
      () =>
        outcome('requestEmailChange', 'mail_sent', {
          email: input.newEmail.trim(),
        }),
    ),

  confirmEmailChange: (token) =>
    once(`confirmEmailChange:${token}`, () =>
      run(
        'confirmEmailChange',
        () => api.call(confirmEmailChange, { token }),
        ({ email }) => {
          // The signed-in member may be the one whose address changed: ask again.
          if (get().status === 'signed_in')
            void api.call(checkToken).then(session.signedIn, () => undefined)
          return outcome('confirmEmailChange', 'email_changed', { email })
        },
      ),
    ),
})
