import { createI18n } from '@resort/core/i18n'
import { useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { widgetResources } from '../i18n/resources'
import { SearchForm, type SearchFormProps } from './SearchForm'

export interface ResortSearchProps extends SearchFormProps {
  /** en, de, it, hr or sl; anything else shows English. */
  lang?: string
}

/** The search flow with its own translations, ready to place on any page. */
export function ResortSearch({ lang, ...props }: ResortSearchProps) {
  const i18n = useMemo(
    () => createI18n(widgetResources, 'search', lang),
    [lang],
  )
  return (
    <I18nextProvider i18n={i18n}>
      <SearchForm {...props} />
    </I18nextProvider>
  )
}
