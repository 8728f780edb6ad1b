import { adminPropertiesSearch } from '@resort/core/api'
import { useState, type FormEvent } from 'react'
import { answerValue, useEndpoint } from '../../api/useEndpoint'
import { useTranslation } from '../../i18n/translation'
import { usePageLanguage } from '../../i18n/usePageLanguage'
import { BOOKING_STATUSES, type BookingsQuery } from './bookingsQuery'

type Filters = Record<'q' | 'propertyId' | 'status' | 'from' | 'to', string>

/**
 * The bookings search's filters; sent, they go into the address (a new search starts at page
 * one). A stay's end before its start is caught at the field, with nothing typed lost.
 */
export function BookingsFilters({
  query,
  onSearch,
}: {
  query: BookingsQuery
  onSearch: (filters: Filters) => void
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const properties = useEndpoint(adminPropertiesSearch, { lang: language })
  const [filters, setFilters] = useState<Filters>({
    q: query.q ?? '',
    propertyId: query.propertyId ?? '',
    status: query.status ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
  })
  const [datesWrong, setDatesWrong] = useState(false)
  const change =
    (name: keyof Filters) => (event: { target: { value: string } }) => {
      setFilters((previous) => ({ ...previous, [name]: event.target.value }))
      if (name === 'from' || name === 'to') setDatesWrong(false)
    }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (filters.from && filters.to && filters.to < filters.from) {
      setDatesWrong(true)
      document.getElementById('bookings-to')?.focus()
      return
    }
    onSearch(filters)
  }
  const propertyItems = answerValue(properties)?.items ?? []
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label={t('bookings.search_label')}
      noValidate
      onSubmit={submit}
    >
      <div className="admin-filters__field admin-filters__field--wide">
        <label htmlFor="bookings-q">{t('bookings.q')}</label>
        <input
          id="bookings-q"
          type="search"
          aria-describedby="bookings-q-hint"
          value={filters.q}
          onChange={change('q')}
        />
        <p id="bookings-q-hint" className="admin-hint">
          {t('bookings.q_hint')}
        </p>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="bookings-property">{t('bookings.property')}</label>
        <select
          id="bookings-property"
          value={filters.propertyId}
          onChange={change('propertyId')}
        >
          <option value="">{t('bookings.any_property')}</option>
          {propertyItems.map((property) => (
            <option key={property.propertyId} value={property.propertyId}>
              {property.name}, {property.city}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="bookings-status">{t('bookings.status')}</label>
        <select
          id="bookings-status"
          value={filters.status}
          onChange={change('status')}
        >
          <option value="">{t('bookings.any_status')}</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`bookings.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="bookings-from">{t('bookings.from')}</label>
        <input
          id="bookings-from"
          type="date"
          value={filters.from}
          onChange={change('from')}
        />
      </div>
      <div
        className={`admin-filters__field${datesWrong ? ' admin-filters__field--error' : ''}`}
      >
        <label htmlFor="bookings-to">{t('bookings.to')}</label>
        {datesWrong ? (
          <p id="bookings-to-error" role="alert" className="admin-error">
            {t('errors.to_before_from')}
          </p>
        ) : null}
        <input
          id="bookings-to"
          type="date"
          value={filters.to}
          aria-invalid={datesWrong || undefined}
          aria-describedby={datesWrong ? 'bookings-to-error' : undefined}
          onChange={change('to')}
        />
      </div>
      <div className="admin-filters__actions">
        <button type="submit" className="account-button">
          {t('bookings.search')}
        </button>
      </div>
    </form>
  )
}
