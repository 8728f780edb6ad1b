import { createI18n } from '@resort/core/i18n'
import { useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { widgetResources } from '../i18n/resources'
import type { SearchApi } from './searchApi'
import { SearchFlow } from './SearchFlow'
import type { SearchFormProps } from './SearchForm'

export interface SearchWidgetProps extends SearchFormProps {
  /** en, de, it, hr or sl; anything else shows English. */
  lang?: string
  /** The search calls; the React component and the custom element each bring their own client. */
  api: SearchApi
}

/** The search flow in its own i18n instance, whichever API client it is given. */
export function SearchWidget({ lang, api, ...props }: SearchWidgetProps) {
  const i18n = useMemo(
    () => createI18n(widgetResources, 'search', lang),
    [lang],
  )
  return (
    <I18nextProvider i18n={i18n}>
      <SearchFlow api={api} {...props} />
    </I18nextProvider>
  )
}
