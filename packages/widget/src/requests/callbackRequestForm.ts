import { callbackRequestSchema, type CallbackRequest } from '@resort/core/api'
import { composePhoneNumber, phonePrefixCountry } from '../phone/phonePrefix'
import { schemaResolver } from './schemaResolver'

/** The callback request's values as the guest types them. */
export interface CallbackRequestValues {
  name: string
  email: string
  /** The phone's calling code as a country and prefix: 'HR:+385'. */
  phonePrefix: string
  phonenumber: string
  /** One of CALLBACK_TIME_WINDOWS, or '' for any time. */
  timeWindow: string
  message: string
  privacyConsent: boolean
}

/** Each field that can carry an error, in the form's order, with its label key. */
export const CALLBACK_REQUEST_LABELS = [
  ['name', 'fields.name'],
  ['phonenumber', 'fields.phone'],
  ['email', 'fields.email_optional'],
  ['timeWindow', 'fields.time_window'],
  ['message', 'fields.message'],
  ['privacyConsent', 'fields.privacy_consent_short'],
] as const satisfies readonly (readonly [keyof CallbackRequestValues, string])[]

export const initialCallbackRequestValues = (): CallbackRequestValues => ({
  name: '',
  email: '',
  phonePrefix: '',
  phonenumber: '',
  timeWindow: '',
  message: '',
  privacyConsent: false,
})

/** The wire request: the phone with its calling code (whose country reads it), empties left out. */
function toCallbackRequest(
  values: CallbackRequestValues,
  { lang }: { lang: string },
) {
  return {
    lang,
    name: values.name,
    phonenumber: composePhoneNumber(values.phonePrefix, values.phonenumber),
    country: phonePrefixCountry(values.phonePrefix),
    email: values.email.trim() || undefined,
    timeWindow: values.timeWindow || undefined,
    message: values.message.trim() || undefined,
    privacyConsent: values.privacyConsent,
  }
}

/** Checks the form with core's callbackRequestSchema, the same the server uses. */
export const callbackRequestResolver = (context: { lang: string }) =>
  schemaResolver<CallbackRequestValues, CallbackRequest>(
    callbackRequestSchema,
    (values) => toCallbackRequest(values, context),
  )
