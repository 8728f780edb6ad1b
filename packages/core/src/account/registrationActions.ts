import { confirmEmail, register, resendConfirmation } from '../api/endpoints'
import type { AccountFlowKit } from './accountFlowKit'
import type { AccountFlowActions } from './accountFlowTypes'
import { redirectPathIn, signUpContextFor } from './redirectPage'

/** Registering: the form kept for a reload, the confirmation mail, and its link. */
export const registrationActions = ({
  api,
  tracker,
  cookies,
  get,
  run,
  outcome,
  once,
  setRegistration,
  clearRegistration,
}: AccountFlowKit): Pick<
  AccountFlowActions,
  | 'register'
  | 'saveRegistration'
  | 'restartRegistration'
  | 'resendConfirmation'
  | 'confirmEmail'
> => ({
  register: (input) =>
    run(
      'register',
      () => api.call(register, input),
      () => {
        tracker.trackSignUp(signUpContextFor(redirectPathIn(cookies())))
        const email = input.email.trim()
        setRegistration({
          step: 'check_email',
          firstName: input.firstName,
          lastName: input.lastName,
          email,
        })
        return outcome('register', 'mail_sent', { email })
      },
    ),

  saveRegistration: (fields) =>
    setRegistration({ ...get().registration, ...fields }),

  restartRegistration: () =>
    setRegistration({ ...get().registration, step: 'form' }),

  resendConfirmation: (input) =>
    run(
      'resendConfirmation',
      () => api.call(resendConfirmation, input),
      () =>
        outcome('resendConfirmation', 'mail_sent', {
          email: input.email.trim(),
        }),
    ),

  confirmEmail: (token) =>
    once(`confirmEmail:${token}`, () =>
      run(
        'confirmEmail',
        () => api.call(confirmEmail, { token }),
        ({ email }) => {
          tracker.trackSignUpConfirmed()
          clearRegistration()
          return outcome('confirmEmail', 'email_confirmed', { email })
        },
      ),
    ),
})
