import type { ApiClient } from '@resort/core/api'
import { searchResources } from '../i18n/searchResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { SearchFlow, type SearchFlowProps } from './SearchFlow'

export interface SearchWidgetProps extends SearchFlowProps {
  /** en, de, it, hr or sl; anything else shows English. */
  lang?: string
  /** The search calls; the React component and the custom element each bring their own client. */
  api: ApiClient
}

/** The search flow in its own language, whichever API client it is given. */
export function SearchWidget({ lang, api, ...props }: SearchWidgetProps) {
  return (
    <WidgetTranslations lang={lang} resources={searchResources}>
      <SearchFlow api={api} {...props} />
    </WidgetTranslations>
  )
}
