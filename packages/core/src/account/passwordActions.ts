import {
  changePassword,
  requestPasswordReset,
  resetPassword,
} from '../api/endpoints'
import type { AccountFlowKit } from './accountFlowKit'
import type { AccountFlowActions } from './accountFlowTypes'

/** The password: reset by a mailed link, or changed by the signed-in member. */
export const passwordActions = ({
  api,
  get,
  session,
  run,
  outcome,
}: AccountFlowKit): Pick<
  AccountFlowActions,
  'requestPasswordReset' | 'resetPassword' | 'changePassword'
> => ({
  requestPasswordReset: (input) =>
    run(
      'requestPasswordReset',
      () => api.call(requestPasswordReset, input),
      () =>
        outcome('requestPasswordReset', 'mail_sent', {
          email: input.email.trim(),
        }),
    ),

  resetPassword: (input) =>
    run(
      'resetPassword',
      () => api.call(resetPassword, input),
      () => {
        // A reset ends every session of the member, this one too.
        if (get().status !== 'signed_out') session.signedOut()
        return outcome('resetPassword', 'password_changed')
      },
    ),

  changePassword: (input) =>
    run(
      'changePassword',
      () => api.call(changePassword, input),
      () => outcome('changePassword', 'password_changed'),
    ),
})
