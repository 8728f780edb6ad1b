import {
  type FetchLike,
  callbackRequest as callbackRequestEndpoint,
  type ApiClient,
} from '@resort/core/api'
import { useMemo } from 'react'
import { useApiClient } from '../api/useApiClient'
import { requestResources } from '../i18n/requestResources'
import { useTranslation, WidgetTranslations } from '../i18n/WidgetTranslations'
import { CallbackRequestFields } from './CallbackRequestFields'
import {
  CALLBACK_REQUEST_LABELS,
  callbackRequestResolver,
  initialCallbackRequestValues,
} from './callbackRequestForm'
import { RequestForm } from './RequestForm'

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
  const api = useApiClient(apiBase, fetch)
  return (
    <WidgetTranslations lang={lang} resources={requestResources}>
      <CallbackRequest api={api} />
    </WidgetTranslations>
  )
}

function CallbackRequest({ api }: { api: ApiClient }) {
  const { i18n } = useTranslation('requests')
  const resolver = useMemo(
    () => callbackRequestResolver({ lang: i18n.language }),
    [i18n.language],
  )
  return (
    <RequestForm
      kind="callback"
      defaultValues={initialCallbackRequestValues()}
      resolver={resolver}
      send={(request) => api.call(callbackRequestEndpoint, request)}
      labels={CALLBACK_REQUEST_LABELS}
    >
      <CallbackRequestFields />
    </RequestForm>
  )
}
