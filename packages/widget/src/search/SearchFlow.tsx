import type { ApiClient } from '@resort/core/api'
import { createSearchFlow } from '@resort/core/search'
import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { useStore } from 'zustand'
import type { PropertySelection } from '../events'
import { useTranslation } from '../i18n/WidgetTranslations'
import { useTracker } from '../tracking/useTracker'
import { SearchFlowView } from './SearchFlowView'
import type { SearchFormProps } from './SearchForm'
import { useSelectionReporter } from './useSelectionReporter'

/** The search form, then the results of the last valid search, with their sort order. */
export interface SearchFlowProps extends SearchFormProps {
  /** Called when the guest chooses a property; the same payload goes out as `resort:property-selected`. */
  onPropertySelected?: ((selection: PropertySelection) => void) | undefined
  /** Extra content for each result, such as the host page's link to the property's rooms. */
  renderPropertyLink?:
    ((property: PropertySelection & { name: string }) => ReactNode) | undefined
}

type Props = SearchFlowProps & { api: ApiClient }

/** The widget's own search: it runs each search and keeps it across a reload (session storage). */
export function SearchFlow({
  api,
  onSearch,
  onPropertySelected,
  renderPropertyLink,
}: Props) {
  const { i18n } = useTranslation('search')
  const rootRef = useRef<HTMLDivElement>(null)
  const tracker = useTracker(rootRef)
  const lang = i18n.language
  const flow = useMemo(
    () => createSearchFlow({ api, lang, tracker }),
    [api, lang, tracker],
  )
  useEffect(() => {
    void flow.getState().load()
  }, [flow])
  const restored = useStore(flow, (state) => state.restored)
  const stay = useStore(flow, (state) => state.stay)
  const sort = useStore(flow, (state) => state.sort)
  const results = useStore(flow, (state) => state.results)
  const actions = flow.getState()
  const selected = useSelectionReporter(rootRef, onPropertySelected)
  return (
    <SearchFlowView
      rootRef={rootRef}
      api={api}
      initial={restored}
      stay={stay}
      sort={sort}
      results={results}
      onSearch={(next, filters) => {
        void actions.search(next, filters)
        onSearch?.(next, filters)
      }}
      onSort={(next) => void actions.sortBy(next)}
      onSelect={(property, index) => selected(actions.select(property, index))}
      renderPropertyLink={renderPropertyLink}
    />
  )
}
