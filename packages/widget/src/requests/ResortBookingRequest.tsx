import {
  type FetchLike,
  bookingRequest as bookingRequestEndpoint,
  type ApiClient,
} from '@resort/core/api'
import { useMemo } from 'react'
import { useApiClient } from '../api/useApiClient'
import { requestResources } from '../i18n/requestResources'
import { useTranslation, WidgetTranslations } from '../i18n/WidgetTranslations'
import { BookingRequestFields } from './BookingRequestFields'
import {
  BOOKING_REQUEST_LABELS,
  bookingRequestResolver,
  initialBookingRequestValues,
  type BookingRequestPrefill,
} from './bookingRequestForm'
import { RequestForm } from './RequestForm'

export interface ResortBookingRequestProps extends BookingRequestPrefill {
  /** en, de, it, hr or sl; anything else shows English. */
  lang?: string
  /** Where the resort's API is; '' for the page's own origin. */
  apiBase?: string
  /** For tests: the fetch the API client uses. */
  fetch?: FetchLike
}

/** The booking-request form (SPEC 1): a guest asks the reservations desk for a stay. */
export function ResortBookingRequest({
  lang,
  apiBase = '',
  fetch,
  ...prefill
}: ResortBookingRequestProps) {
  const api = useApiClient(apiBase, fetch)
  return (
    <WidgetTranslations lang={lang} resources={requestResources}>
      <BookingRequest api={api} prefill={prefill} />
    </WidgetTranslations>
  )
}

function BookingRequest({
  api,
  prefill,
}: {
  api: ApiClient
  prefill: BookingRequestPrefill
}) {
  const { i18n } = useTranslation('requests')
  const { propertyId } = prefill
  const resolver = useMemo(
    () => bookingRequestResolver({ lang: i18n.language, propertyId }),
    [i18n.language, propertyId],
  )
  return (
    <RequestForm
      kind="booking"
      defaultValues={initialBookingRequestValues(prefill)}
      resolver={resolver}
      send={(request) => api.call(bookingRequestEndpoint, request)}
      labels={BOOKING_REQUEST_LABELS}
    >
      <BookingRequestFields />
    </RequestForm>
  )
}
