import type { ApiClient, PropertySummary } from '@resort/core/api'
import {
  choiceOf,
  trackSearchChoice,
  trackSearchResults,
  type SearchResults,
  type Sort,
  type StaySearch,
} from '@resort/core/search'
import { useEffect, useRef } from 'react'
import { useTracker } from '../tracking/useTracker'
import type { SearchFlowProps } from './SearchFlow'
import { SearchFlowView } from './SearchFlowView'
import type { SearchFormValues } from './SearchForm'
import { useSelectionReporter } from './useSelectionReporter'

/**
 * A search the host page keeps (the site keeps it in the page's address, issue 33): the flow
 * shows it and its results, and reports a new search or sort instead of running it.
 */
export interface HostedSearch {
  /** The form's values, such as those of the page's address; new values start the form again. */
  initial?: SearchFormValues | undefined
  /** Shows what is wrong with `initial` at once, as a submit would. */
  checkInitial?: boolean | undefined
  /** The stay whose results show; none before a search. */
  stay?: StaySearch | undefined
  sort?: Sort | undefined
  results?: SearchResults | undefined
  /** The guest chose another order. */
  onSort?: ((sort: Sort) => void) | undefined
}

export interface HostedSearchFlowProps extends SearchFlowProps {
  hosted: HostedSearch
}

const IDLE: SearchResults = { state: 'idle' }

/** The host page's search: shown as given, each new search or sort handed back to the host. */
export function HostedSearchFlow({
  api,
  hosted,
  onSearch,
  onPropertySelected,
  renderPropertyLink,
}: HostedSearchFlowProps & { api: ApiClient }) {
  const rootRef = useRef<HTMLDivElement>(null)
  const tracker = useTracker(rootRef)
  const { initial, checkInitial, stay, sort = 'recommended' } = hosted
  const results = hosted.results ?? IDLE
  const answer = results.state === 'done' ? results.answer : undefined
  // The list shown is tracked once per answer, as the widget's own searches are.
  useEffect(() => {
    if (answer) trackSearchResults(tracker, answer)
  }, [answer, tracker])
  const selected = useSelectionReporter(rootRef, onPropertySelected)
  const select = (property: PropertySummary, index: number) => {
    if (!stay) return
    trackSearchChoice(tracker, property, index)
    selected(choiceOf(property, stay))
  }
  return (
    <SearchFlowView
      rootRef={rootRef}
      api={api}
      initial={initial}
      checkInitial={checkInitial}
      formKey={JSON.stringify(initial ?? null)}
      stay={stay}
      sort={sort}
      results={results}
      onSearch={(next, filters) => onSearch?.(next, filters)}
      onSort={(next) => hosted.onSort?.(next)}
      onSelect={select}
      renderPropertyLink={renderPropertyLink}
    />
  )
}
