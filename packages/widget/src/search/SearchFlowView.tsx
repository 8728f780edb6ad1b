import type { ApiClient, PropertySummary } from '@resort/core/api'
import {
  choiceOf,
  SORTS,
  type SearchFilters,
  type SearchResults as Results,
  type Sort,
  type StaySearch,
} from '@resort/core/search'
import { useId, type ReactNode, type RefObject } from 'react'
import type { PropertySelection, SearchRequest } from '../events'
import { FieldFrame } from '../forms/kit/FieldFrame'
import { useTranslation } from '../i18n/WidgetTranslations'
import { SearchForm, type SearchFormValues } from './SearchForm'
import { SearchResults } from './SearchResults'

interface SearchFlowViewProps {
  rootRef: RefObject<HTMLDivElement | null>
  api: ApiClient
  /** The form's values to start from; a new `formKey` starts the form again from them. */
  initial: SearchFormValues | undefined
  checkInitial?: boolean | undefined
  formKey?: string | undefined
  /** The stay whose results show; none before a search. */
  stay: StaySearch | undefined
  sort: Sort
  results: Results
  onSearch: (request: SearchRequest, filters: SearchFilters) => void
  onSort: (sort: Sort) => void
  onSelect: (property: PropertySummary, index: number) => void
  renderPropertyLink?:
    ((property: PropertySelection & { name: string }) => ReactNode) | undefined
}

/** The search form, then the results of the last valid search with their sort order. */
export function SearchFlowView({
  rootRef,
  api,
  initial,
  checkInitial,
  formKey,
  stay,
  sort,
  results,
  onSearch,
  onSort,
  onSelect,
  renderPropertyLink,
}: SearchFlowViewProps) {
  const { t } = useTranslation('search')
  const id = useId()
  let status = ''
  if (stay && results.state === 'loading') {
    status = t('summary', {
      count: stay.nights,
      destination: stay.destination || t('anywhere'),
      guests: t('guests', { count: stay.adults + stay.children }),
    })
  } else if (results.state === 'done') {
    status =
      results.answer.items.length === 0
        ? t('results.none')
        : t('results.found', { count: results.answer.total })
  }

  return (
    <div ref={rootRef} className="resort-search-flow">
      <SearchForm
        key={formKey}
        api={api}
        initial={initial}
        checkInitial={checkInitial}
        onSearch={onSearch}
      />
      <div role="alert" className="resort-results__error">
        {results.state === 'error' ? t(`results.errors.${results.kind}`) : null}
      </div>
      <p className="resort-results__status" role="status" aria-live="polite">
        {status}
      </p>
      {stay ? (
        <section
          className="resort-results"
          aria-labelledby={`${id}-results-title`}
          aria-busy={results.state === 'loading'}
        >
          <div className="resort-results__header">
            <h2 id={`${id}-results-title`}>{t('results.title')}</h2>
            <FieldFrame id={`${id}-sort`} label={t('results.sort_label')}>
              <select
                id={`${id}-sort`}
                name="sort"
                value={sort}
                onChange={(event) => onSort(event.target.value as Sort)}
              >
                {SORTS.map((value) => (
                  <option key={value} value={value}>
                    {t(`results.sort.${value}`)}
                  </option>
                ))}
              </select>
            </FieldFrame>
          </div>
          {results.state === 'done' ? (
            <SearchResults
              items={results.answer.items}
              nights={results.answer.nights}
              onSelect={onSelect}
              mediaUrl={api.url}
              {...(renderPropertyLink
                ? {
                    renderExtra: (property: PropertySummary) =>
                      renderPropertyLink({
                        ...choiceOf(property, stay),
                        name: property.name,
                      }),
                  }
                : {})}
            />
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
