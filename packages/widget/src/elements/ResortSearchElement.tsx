import { useMemo } from 'react'
import { createFetchSearchApi } from '../search/fetchSearchApi'
import { SearchWidget } from '../search/SearchWidget'

export interface ResortSearchElementProps {
  /** Attribute `api-base`; defaults to the origin the script was loaded from. */
  apiBase?: string
  lang?: string
}

/** `<resort-search>`'s component: the search flow on a light fetch client (see fetchSearchApi). */
export function resortSearchElement(scriptOrigin: string) {
  return function ResortSearchElement({
    apiBase,
    lang,
  }: ResortSearchElementProps) {
    const base = apiBase || scriptOrigin
    const api = useMemo(() => createFetchSearchApi(base), [base])
    return <SearchWidget api={api} lang={lang} />
  }
}
