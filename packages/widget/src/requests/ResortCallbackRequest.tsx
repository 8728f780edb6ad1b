import type { CallbackRequest, FetchLike } from '@resort/core/api'
import { useMemo, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { requestResources } from '../i18n/requestResources'
import { useTranslation, WidgetTranslations } from '../i18n/WidgetTranslations'
import { CallbackRequestFields } from './CallbackRequestFields'
import {
  CALLBACK_REQUEST_LABELS,
  callbackRequestResolver,
  initialCallbackRequestValues,
  type CallbackRequestValues,
} from './callbackRequestForm'
import { RequestForm } from './RequestForm'
import { createRequestsApi, type RequestsApi } from './requestsApi'
import { useRequestSubmission } from './useRequestSubmission'

export interface ResortCallbackRequestProps {
  /** en, de, it, hr or sl; anything else shows English. */
  lang?: string
  /** Where the resort's API is; '' for the page's own origin. */
  apiBase?: string
  /** For tests: the fetch the API client uses. */
  fetch?: FetchLike
}

/** The callback-request form (SPEC 1): a guest asks to be called back. */
export function ResortCallbackRequest({
  lang,
  apiBase = '',
  fetch,
}: ResortCallbackRequestProps) {
  const api = useMemo(() => createRequestsApi(apiBase, fetch), [apiBase, fetch])
  return (
    <WidgetTranslations lang={lang} resources={requestResources}>
      <CallbackRequest api={api} />
    </WidgetTranslations>
  )
}

function CallbackRequest({ api }: { api: RequestsApi }) {
  const { t, i18n } = useTranslation('requests')
  const rootRef = useRef<HTMLDivElement>(null)
  const resolver = useMemo(
    () => callbackRequestResolver({ lang: i18n.language }),
    [i18n.language],
  )
  const form = useForm<CallbackRequestValues, unknown, CallbackRequest>({
    defaultValues: initialCallbackRequestValues(),
    resolver,
    shouldFocusError: false,
  })
  const { status, submit, startOver } = useRequestSubmission({
    send: api.callbackRequest,
    fields: CALLBACK_REQUEST_LABELS.map(([name]) => name),
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
        labels={CALLBACK_REQUEST_LABELS}
        texts={{
          title: t('callback_title'),
          intro: t('callback_intro'),
          submit: t('submit_callback'),
          sentTitle: t('sent_callback_title'),
          sentText: t('sent_callback_text'),
        }}
      >
        <CallbackRequestFields />
      </RequestForm>
    </div>
  )
}
