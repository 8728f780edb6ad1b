import type { BookingRequest, FetchLike } from '@resort/core/api'
import { useMemo, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { requestResources } from '../i18n/requestResources'
import { useTranslation, WidgetTranslations } from '../i18n/WidgetTranslations'
import { BookingRequestFields } from './BookingRequestFields'
import {
  BOOKING_REQUEST_LABELS,
  bookingRequestResolver,
  initialBookingRequestValues,
  type BookingRequestPrefill,
  type BookingRequestValues,
} from './bookingRequestForm'
import { RequestForm } from './RequestForm'
import { createRequestsApi, type RequestsApi } from './requestsApi'
import { useRequestSubmission } from './useRequestSubmission'

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
  const api = useMemo(() => createRequestsApi(apiBase, fetch), [apiBase, fetch])
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
  api: RequestsApi
  prefill: BookingRequestPrefill
}) {
  const { t, i18n } = useTranslation('requests')
  const rootRef = useRef<HTMLDivElement>(null)
  const { propertyId } = prefill
  const resolver = useMemo(
    () => bookingRequestResolver({ lang: i18n.language, propertyId }),
    [i18n.language, propertyId],
  )
  const form = useForm<BookingRequestValues, unknown, BookingRequest>({
    defaultValues: initialBookingRequestValues(prefill),
    resolver,
    shouldFocusError: false,
  })
  const { status, submit, startOver } = useRequestSubmission({
    send: api.bookingRequest,
    fields: BOOKING_REQUEST_LABELS.map(([name]) => name),
    setError: form.setError,
    rootRef,
  })
  return (
    <div ref={rootRef} className="resort-requests">
      <RequestForm
        form={form}
        status={status}
        onValid={submit}
        onStartOver={startOver}
        labels={BOOKING_REQUEST_LABELS}
        texts={{
          title: t('booking_title'),
          intro: t('booking_intro'),
          submit: t('submit_booking'),
          sentTitle: t('sent_booking_title'),
          sentText: t('sent_booking_text'),
        }}
      >
        <BookingRequestFields />
      </RequestForm>
    </div>
  )
}
