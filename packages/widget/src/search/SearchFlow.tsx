import type { ApiClient, PropertySummary } from '@resort/core/api'
import {
  choiceOf,
  createSearchFlow,
  SORTS,
  type Sort,
} from '@resort/core/search'
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react'
import { useStore } from 'zustand'
import { dispatchResortEvent, type PropertySelection } from '../events'
import { FieldFrame } from '../forms/kit/FieldFrame'
import { useTranslation } from '../i18n/WidgetTranslations'
import { useTracker } from '../tracking/useTracker'
import { SearchForm, type SearchFormProps } from './SearchForm'
import { SearchResults } from './SearchResults'

/** The search form, then the results of the last valid search, with their sort order. */
export interface SearchFlowProps extends SearchFormProps {
  /** Called when the guest chooses a property; the same payload goes out as `resort:property-selected`. */
  onPropertySelected?: ((selection: PropertySelection) => void) | undefined
  /** Extra content for each result, such as the host page's link to the property's rooms. */
  renderPropertyLink?:
    ((property: PropertySelection & { name: string }) => ReactNode) | undefined
}

export function SearchFlow({
  api,
  onSearch,
  onPropertySelected,
  renderPropertyLink,
}: SearchFlowProps & { api: ApiClient }) {
  const { t, i18n } = useTranslation('search')
  const id = useId()
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
  const request = useStore(flow, (state) => state.stay)
  const sort = useStore(flow, (state) => state.sort)
  const results = useStore(flow, (state) => state.results)
  const actions = flow.getState()

  function select(property: PropertySummary, index: number) {
    const selection = actions.select(property, index)
    if (!selection) return
    if (rootRef.current)
      dispatchResortEvent(
        rootRef.current,
        'resort:property-selected',
        selection,
      )
    onPropertySelected?.(selection)
  }

  let status = ''
  if (request && results.state === 'loading') {
    status = t('summary', {
      count: request.nights,
      destination: request.destination || t('anywhere'),
      guests: t('guests', { count: request.adults + request.children }),
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
        api={api}
        initial={restored}
        onSearch={(next, filters) => {
          void actions.search(next, filters)
          onSearch?.(next)
        }}
      />
      <div role="alert" className="resort-results__error">
        {results.state === 'error' ? t(`results.errors.${results.kind}`) : null}
      </div>
      <p className="resort-results__status" role="status" aria-live="polite">
        {status}
      </p>
      {request ? (
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
                value={sort}
                onChange={(event) =>
                  void actions.sortBy(event.target.value as Sort)
                }
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
              onSelect={select}
              mediaUrl={api.url}
              {...(renderPropertyLink && request
                ? {
                    renderExtra: (property: PropertySummary) =>
                      renderPropertyLink({
                        ...choiceOf(property, request),
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
