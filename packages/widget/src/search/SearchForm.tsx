import type { ApiClient } from '@resort/core/api'
import {
  PROPERTY_TYPES,
  type PropertyType,
  type SearchFilters,
} from '@resort/core/search'
import {
  addDaysIso,
  MAX_NIGHTS,
  nightsBetween,
  todayIso,
  validateStayDates,
} from '@resort/core/stay'
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react'
import { dispatchResortEvent, type SearchRequest } from '../events'
import { FieldFrame } from '../forms/kit/FieldFrame'
import { useTranslation } from '../i18n/WidgetTranslations'
import { DestinationCombobox } from './DestinationCombobox'
import { GUEST_LIMITS } from './guestLimits'
import { SearchCalendar } from './SearchCalendar'
import { SearchField } from './SearchField'

// The ages are asked once the guest chose children (issue 33), so their selects load then and
// not before the search box is interactive.
const ChildAgeFields = lazy(() =>
  import('./ChildAgeFields').then((module) => ({
    default: module.ChildAgeFields,
  })),
)

export interface SearchFormProps {
  /**
   * Called with the guest's valid search and the form's filters (type, a property chosen from the
   * suggestions); the same request goes out as `resort:search`.
   */
  onSearch?: (request: SearchRequest, filters: SearchFilters) => void
}

/** The form's values to start from: a search restored after a reload, or one the host page gives. */
export interface SearchFormValues {
  destination: string
  regionId?: string
  dateFrom: string
  dateTo: string
  /** As typed, so that a host page can give back what the guest wrote, valid or not. */
  adults: number | string
  children: number | string
  /** One per child; '' for a child whose age is still to choose. */
  childAges?: readonly (number | string)[]
  /** Set when the guest chose one property from the suggestions. */
  propertyId?: string
  type?: PropertyType
}

interface SearchFormInternalProps {
  api: ApiClient
  initial?: SearchFormValues | undefined
  /** Shows what is wrong with `initial` at once, as a submit would (a host page's address). */
  checkInitial?: boolean | undefined
  onSearch: (request: SearchRequest, filters: SearchFilters) => void
}

type Field = 'dateFrom' | 'dateTo' | 'adults' | 'children' | 'childAge'
type FieldErrors = Partial<Record<Field, string>>

/** The values the form checks, as typed. */
interface CheckedValues {
  dateFrom: string
  dateTo: string
  adults: string
  children: string
  childAges: readonly string[]
}

const FIELD_ORDER: Field[] = [
  'dateFrom',
  'dateTo',
  'adults',
  'children',
  'childAge',
]

function inRange(
  value: number,
  { min, max }: { min: number; max: number },
): boolean {
  return Number.isInteger(value) && value >= min && value <= max
}

/** One age per child (issue 33), '' where none is chosen yet; none while the count is invalid. */
function agesFor(children: string, childAges: readonly string[]): string[] {
  const count = inRange(Number(children), GUEST_LIMITS.children)
    ? Number(children)
    : 0
  return Array.from({ length: count }, (_, child) => childAges[child] ?? '')
}

/** The search box: destination, type, stay dates and guests; announces its result to screen readers. */
export function SearchForm({
  onSearch,
  api,
  initial,
  checkInitial,
}: SearchFormInternalProps) {
  const { t, i18n } = useTranslation('search')
  // The stay's date rules read the same in every flow (the calendar's texts).
  const stayError = useTranslation('calendar').t
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const today = todayIso()
  const [destination, setDestination] = useState(initial?.destination ?? '')
  const [regionId, setRegionId] = useState(initial?.regionId)
  const [propertyId, setPropertyId] = useState(initial?.propertyId)
  const [type, setType] = useState(initial?.type)
  const [dateFrom, setDateFrom] = useState(
    initial?.dateFrom ?? addDaysIso(today, 7),
  )
  const [dateTo, setDateTo] = useState(initial?.dateTo ?? addDaysIso(today, 10))
  const [adults, setAdults] = useState(String(initial?.adults ?? 2))
  const [children, setChildren] = useState(String(initial?.children ?? 0))
  // Every age chosen is kept: fewer children and then more again bring them back.
  const [childAges, setChildAges] = useState<string[]>(
    initial?.childAges?.map(String) ?? [],
  )
  function validate(values: CheckedValues): FieldErrors {
    const stay = validateStayDates(values.dateFrom, values.dateTo, today)
    const found: FieldErrors = {}
    if (stay.dateFrom)
      found.dateFrom = stayError(`stay_errors.${stay.dateFrom}`)
    if (stay.dateTo)
      found.dateTo = stayError(`stay_errors.${stay.dateTo}`, {
        max: MAX_NIGHTS,
      })
    if (!inRange(Number(values.adults), GUEST_LIMITS.adults)) {
      found.adults = t('errors.adults_range', GUEST_LIMITS.adults)
    }
    const missing = agesFor(values.children, values.childAges).indexOf('')
    if (!inRange(Number(values.children), GUEST_LIMITS.children)) {
      found.children = t('errors.children_range', GUEST_LIMITS.children)
    } else if (missing >= 0) {
      found.childAge = t('errors.child_age_required', { number: missing + 1 })
    }
    return found
  }
  const [errors, setErrors] = useState<FieldErrors>(() =>
    checkInitial
      ? validate({ dateFrom, dateTo, adults, children, childAges })
      : {},
  )
  // The calendar's prices are for the guests entered, or the defaults while a field is invalid.
  const guests = {
    adults: inRange(Number(adults), GUEST_LIMITS.adults) ? Number(adults) : 2,
    children: inRange(Number(children), GUEST_LIMITS.children)
      ? Number(children)
      : 0,
  }
  // Issue 33: one age per child, asked as soon as children are chosen.
  const ages = agesFor(children, childAges)
  const missingAge = ages.findIndex((age) => age === '')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validate({ dateFrom, dateTo, adults, children, childAges })
    setErrors(found)
    const firstInvalid = FIELD_ORDER.find((field) => found[field])
    if (firstInvalid) {
      const name =
        firstInvalid === 'childAge' ? `childAge${missingAge + 1}` : firstInvalid
      formRef.current
        ?.querySelector<HTMLInputElement>(`[name="${name}"]`)
        ?.focus()
      return
    }
    const request: SearchRequest = {
      destination: destination.trim(),
      dateFrom,
      dateTo,
      nights: nightsBetween(dateFrom, dateTo),
      adults: Number(adults),
      children: Number(children),
      ...(ages.length > 0 ? { childAges: ages.map(Number) } : {}),
      ...(regionId ? { regionId } : {}),
    }
    if (formRef.current)
      dispatchResortEvent(formRef.current, 'resort:search', request)
    onSearch(request, {
      ...(type ? { type } : {}),
      ...(propertyId ? { propertyId } : {}),
    })
  }

  return (
    <form
      ref={formRef}
      lang={i18n.language}
      className="resort-search"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="resort-search__title">
        {t('title')}
      </h2>
      <div className="resort-search__fields">
        <FieldFrame
          id={`${id}-destination`}
          labelId={`${id}-destination-label`}
          label={t('destination_label')}
          hint={t('destination_hint')}
          wide
        >
          <DestinationCombobox
            id={`${id}-destination`}
            value={destination}
            describedBy={`${id}-destination-hint`}
            api={api}
            onChange={(choice) => {
              setDestination(choice.text)
              setRegionId(choice.regionId)
              setPropertyId(choice.propertyId)
            }}
          />
        </FieldFrame>
        <FieldFrame id={`${id}-type`} label={t('type_label')}>
          <select
            id={`${id}-type`}
            name="type"
            value={type ?? ''}
            onChange={(event) =>
              setType((event.target.value || undefined) as PropertyType)
            }
          >
            <option value="">{t('type_all')}</option>
            {PROPERTY_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <SearchField
          formId={id}
          name="dateFrom"
          label={t('date_from_label')}
          type="date"
          min={today}
          value={dateFrom}
          error={errors.dateFrom}
          onChange={setDateFrom}
        />
        <SearchField
          formId={id}
          name="dateTo"
          label={t('date_to_label')}
          type="date"
          min={dateFrom || today}
          value={dateTo}
          error={errors.dateTo}
          onChange={setDateTo}
        />
        <SearchCalendar
          api={api}
          property={propertyId ? { propertyId, name: destination } : undefined}
          destination={regionId ?? destination.trim()}
          type={type}
          adults={guests.adults}
          children={guests.children}
          dateFrom={dateFrom}
          dateTo={dateTo}
          onChoose={(from, to) => {
            setDateFrom(from)
            setDateTo(to)
          }}
        />
        <SearchField
          formId={id}
          name="adults"
          label={t('adults_label')}
          type="number"
          inputMode="numeric"
          min={GUEST_LIMITS.adults.min}
          max={GUEST_LIMITS.adults.max}
          value={adults}
          error={errors.adults}
          narrow
          onChange={setAdults}
        />
        <SearchField
          formId={id}
          name="children"
          label={t('children_label')}
          type="number"
          inputMode="numeric"
          min={GUEST_LIMITS.children.min}
          max={GUEST_LIMITS.children.max}
          value={children}
          error={errors.children}
          narrow
          onChange={setChildren}
        />
        {ages.length > 0 && (
          <Suspense fallback={null}>
            <ChildAgeFields
              idPrefix={`${id}-child-age`}
              namespace="search"
              ages={ages}
              showErrors={errors.childAge !== undefined}
              onChange={(child, age) =>
                setChildAges((before) => {
                  const next = [...before]
                  next[child] = age
                  return Array.from(next, (value) => value ?? '')
                })
              }
            />
          </Suspense>
        )}
      </div>
      <button type="submit" className="resort-button">
        {t('submit')}
      </button>
    </form>
  )
}
