import { bookingRequestSchema, type BookingRequest } from '@resort/core/api'
import { composePhoneNumber } from '../phone/phonePrefix'
import { schemaResolver } from './schemaResolver'

/** The booking request's values as the guest types them. */
export interface BookingRequestValues {
  firstName: string
  lastName: string
  email: string
  /** The phone's calling code as a country and prefix: 'HR:+385'. */
  phonePrefix: string
  phonenumber: string
  country: string
  dateFrom: string
  dateTo: string
  adults: string
  children: string
  message: string
  privacyConsent: boolean
  newsletter: boolean
}

/** What the element's attributes may fill in beforehand. */
export interface BookingRequestPrefill {
  propertyId?: string
  dateFrom?: string
  dateTo?: string
  adults?: number
  children?: number
}

/** Each field that can carry an error, in the form's order, with its label key. */
export const BOOKING_REQUEST_LABELS = [
  ['dateFrom', 'fields.date_from'],
  ['dateTo', 'fields.date_to'],
  ['adults', 'fields.adults'],
  ['children', 'fields.children'],
  ['firstName', 'fields.first_name'],
  ['lastName', 'fields.last_name'],
  ['email', 'fields.email'],
  ['phonenumber', 'fields.phone'],
  ['country', 'fields.country'],
  ['message', 'fields.message'],
  ['privacyConsent', 'fields.privacy_consent_short'],
  ['newsletter', 'fields.newsletter'],
] as const satisfies readonly (readonly [keyof BookingRequestValues, string])[]

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const date = (value: string | undefined) =>
  value && ISO_DATE.test(value) ? value : ''
const count = (value: number | undefined, fallback: number) =>
  String(value !== undefined && Number.isInteger(value) ? value : fallback)

/** Empty values, with the stay the page passed in. */
export function initialBookingRequestValues(
  prefill: BookingRequestPrefill,
): BookingRequestValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phonePrefix: '',
    phonenumber: '',
    country: '',
    dateFrom: date(prefill.dateFrom),
    dateTo: date(prefill.dateTo),
    adults: count(prefill.adults, 2),
    children: count(prefill.children, 0),
    message: '',
    privacyConsent: false,
    newsletter: false,
  }
}

/** The wire request: the phone with its calling code, empty optional fields left out. */
function toBookingRequest(
  values: BookingRequestValues,
  { lang, propertyId }: { lang: string; propertyId?: string },
) {
  return {
    lang,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phonenumber: composePhoneNumber(values.phonePrefix, values.phonenumber),
    country: values.country,
    propertyId: propertyId || undefined,
    dateFrom: values.dateFrom || undefined,
    dateTo: values.dateTo || undefined,
    adults: Number(values.adults),
    children: Number(values.children),
    message: values.message.trim() || undefined,
    privacyConsent: values.privacyConsent,
    newsletter: values.newsletter,
  }
}

/** Checks the form with core's bookingRequestSchema, the same the server uses. */
export const bookingRequestResolver = (context: {
  lang: string
  propertyId?: string
}) =>
  schemaResolver<BookingRequestValues, BookingRequest>(
    bookingRequestSchema,
    (values) => toBookingRequest(values, context),
  )
