import type { FetchLike } from '@resort/core/api'
import { useApiClient } from '../api/useApiClient'
import { searchResources } from '../i18n/searchResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import {
  HostedSearchFlow,
  type HostedSearchFlowProps,
} from './HostedSearchFlow'

export interface ResortHostedSearchProps extends HostedSearchFlowProps {
  /** en, de, it, hr or sl; anything else shows English. */
  lang?: string
  /** Origin of the resort's API (suggestions, a property's calendar); '' is the page's own. */
  apiBase?: string
  /** For tests: the fetch the API client uses instead of the global one. */
  fetch?: FetchLike
}

/**
 * The search for a host page that keeps the search itself, such as in its address (issue 33):
 * it shows the values and results it is given and hands each new search or sort back. Without
 * the widget's own search store, so a host page carries less.
 */
export function ResortHostedSearch({
  lang,
  apiBase = '',
  fetch,
  ...props
}: ResortHostedSearchProps) {
  const api = useApiClient(apiBase, fetch)
  return (
    <WidgetTranslations lang={lang} resources={searchResources}>
      <HostedSearchFlow api={api} {...props} />
    </WidgetTranslations>
  )
}
