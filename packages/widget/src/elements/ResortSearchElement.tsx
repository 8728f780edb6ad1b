import { useApiClient } from '../api/useApiClient'
import { SearchWidget } from '../search/SearchWidget'

export interface ResortSearchElementProps {
  /** Attribute `api-base`; defaults to the origin the script was loaded from. */
  apiBase?: string
  lang?: string
}

/** `<resort-search>`'s component: the search flow on core's API client. */
export function resortSearchElement(scriptOrigin: string) {
  return function ResortSearchElement({
    apiBase,
    lang,
  }: ResortSearchElementProps) {
    const base = apiBase || scriptOrigin
    const api = useApiClient(base)
    return <SearchWidget api={api} lang={lang} />
  }
}
