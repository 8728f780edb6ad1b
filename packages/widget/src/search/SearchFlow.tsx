import {
  type PropertiesResponse,
  type PropertySummary,
  searchProperties,
  type ApiClient,
} from '@resort/core/api'
import { SESSION_KEYS, loadState, saveState } from '@resort/core/reservation'
import { nightsBetween, todayIso } from '@resort/core/stay'
import { toMajorUnits } from '@resort/core/tracking'
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import {
  dispatchResortEvent,
  type PropertySelection,
  type SearchRequest,
} from '../events'
import { useTranslation } from '../i18n/WidgetTranslations'
import { useTracker } from '../tracking/useTracker'
import {
  SearchForm,
  type SearchFilters,
  type SearchFormProps,
  type SearchFormValues,
} from './SearchForm'
import {
  SORTS,
  propertiesQuery,
  searchErrorKind,
  type SearchErrorKind,
  type PropertiesRequest,
  type Sort,
} from './searchQuery'
import { SearchResults } from './SearchResults'

/** What survives a reload under SESSION_KEYS.searchParams. */
interface SavedSearch extends SearchFormValues {
  sort: Sort
}

// Each answer remembers which query it is for; a query without its answer yet is loading.
type Results =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; answer: PropertiesResponse }
  | { state: 'error'; kind: SearchErrorKind }
type Answered = { query: PropertiesRequest } & Results

const LIST_NAME = 'search_results'

function restoredSearch(): SavedSearch | undefined {
  const saved = loadState<SavedSearch>(SESSION_KEYS.searchParams)
  return typeof saved?.dateFrom === 'string' ? saved : undefined
}

function ga4Item(property: PropertySummary, index: number) {
  return {
    item_id: property.propertyId,
    item_name: property.name,
    price: toMajorUnits(property.nightlyFrom, property.currency),
    index,
  }
}

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
  const [restored] = useState(restoredSearch)
  // A restored search runs again only while its dates are still bookable.
  const [request, setRequest] = useState<SearchRequest | undefined>(() =>
    restored && restored.dateFrom >= todayIso()
      ? {
          destination: restored.destination,
          dateFrom: restored.dateFrom,
          dateTo: restored.dateTo,
          nights: nightsBetween(restored.dateFrom, restored.dateTo),
          adults: restored.adults,
          children: restored.children,
          ...(restored.regionId ? { regionId: restored.regionId } : {}),
        }
      : undefined,
  )
  const [filters, setFilters] = useState<SearchFilters>(() => ({
    ...(restored?.type ? { type: restored.type } : {}),
    ...(restored?.propertyId ? { propertyId: restored.propertyId } : {}),
  }))
  const [sort, setSort] = useState<Sort>(restored?.sort ?? 'recommended')
  const [answered, setAnswered] = useState<Answered>()
  const language = i18n.language
  const query = useMemo<PropertiesRequest | undefined>(
    () =>
      request && {
        destination: request.regionId ?? request.destination,
        dateFrom: request.dateFrom,
        dateTo: request.dateTo,
        adults: request.adults,
        children: request.children,
        ...(filters.type ? { type: filters.type } : {}),
        sort,
        lang: language,
      },
    [request, filters, sort, language],
  )
  const results: Results = !query
    ? { state: 'idle' }
    : answered?.query === query
      ? answered
      : { state: 'loading' }

  useEffect(() => {
    if (!request || !query) return
    let current = true
    // nights is worked out again on restore; the rest is what the form shows.
    const { nights: _nights, ...values } = request
    saveState(SESSION_KEYS.searchParams, {
      ...values,
      ...filters,
      sort: query.sort,
    } satisfies SavedSearch)
    api.call(searchProperties, propertiesQuery(query)).then(
      (answer) => {
        if (!current) return
        setAnswered({ query, state: 'done', answer })
        tracker.trackViewItemList({
          item_list_name: LIST_NAME,
          items: answer.items.map(ga4Item),
        })
      },
      (error: unknown) => {
        if (current)
          setAnswered({ query, state: 'error', kind: searchErrorKind(error) })
      },
    )
    return () => {
      current = false
    }
  }, [api, request, filters, query, tracker])

  const selectionOf = (
    property: PropertySummary,
    stay: SearchRequest,
  ): PropertySelection => ({
    propertyId: property.propertyId,
    dateFrom: stay.dateFrom,
    dateTo: stay.dateTo,
    adults: stay.adults,
    children: stay.children,
  })

  function select(property: PropertySummary, index: number) {
    if (!request) return
    tracker.trackSelectItem({
      item_list_name: LIST_NAME,
      items: [ga4Item(property, index)],
    })
    const selection = selectionOf(property, request)
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
        onSearch={(next, nextFilters) => {
          setRequest(next)
          setFilters(nextFilters)
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
            <div className="resort-field resort-results__sort">
              <label htmlFor={`${id}-sort`}>{t('results.sort_label')}</label>
              <select
                id={`${id}-sort`}
                value={sort}
                onChange={(event) => setSort(event.target.value as Sort)}
              >
                {SORTS.map((value) => (
                  <option key={value} value={value}>
                    {t(`results.sort.${value}`)}
                  </option>
                ))}
              </select>
            </div>
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
                        ...selectionOf(property, request),
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
