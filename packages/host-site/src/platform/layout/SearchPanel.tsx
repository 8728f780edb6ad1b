import { SESSION_KEYS, saveState } from '@resort/core/reservation'
import {
  addDaysIso,
  todayIso,
  validateStayDates,
  type StayDatesErrors,
} from '@resort/core/stay'
import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from '../i18n/translation'
import { usePageLanguage } from '../i18n/usePageLanguage'
import { searchPath } from '../routing/paths'

// As the widget's search form allows (larger groups send a booking request).
const ADULTS = { min: 1, max: 10 }
const CHILDREN = { min: 0, max: 10 }

const count = (value: FormDataEntryValue | null, { min, max }: typeof ADULTS) =>
  Math.min(max, Math.max(min, Math.trunc(Number(value)) || min))

/**
 * The header's compact search: destination or property, dates and guests. It hands the search
 * to the search page the way the widget keeps one across a reload (SESSION_KEYS.searchParams),
 * so the page runs it at once. Rendered only in the browser (it starts from today's date).
 */
export function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('siteUi')
  const language = usePageLanguage()
  const navigate = useNavigate()
  const id = useId()
  const [today] = useState(todayIso)
  const [errors, setErrors] = useState<StayDatesErrors>({})
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const dateFrom = String(data.get('dateFrom') ?? '')
    const dateTo = String(data.get('dateTo') ?? '')
    const found = validateStayDates(dateFrom, dateTo, today)
    setErrors(found)
    if (found.dateFrom || found.dateTo) {
      form
        .querySelector<HTMLInputElement>(
          `[name="${found.dateFrom ? 'dateFrom' : 'dateTo'}"]`,
        )
        ?.focus()
      return
    }
    saveState(SESSION_KEYS.searchParams, {
      destination: String(data.get('destination') ?? '').trim(),
      dateFrom,
      dateTo,
      adults: count(data.get('adults'), ADULTS),
      children: count(data.get('children'), CHILDREN),
      sort: 'recommended',
    })
    onClose()
    void navigate(searchPath(language))
  }
  const dateField = (name: 'dateFrom' | 'dateTo', value: string) => {
    const error = errors[name]
    return (
      <div className="site-search-panel__field">
        <label htmlFor={`${id}-${name}`}>{t(`search_${name}`)}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          type="date"
          min={today}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="site-search-panel__error">
            {t(`search_error_${error}`)}
          </p>
        )}
      </div>
    )
  }
  return (
    <form
      className="site-search-panel__form"
      aria-label={t('search_panel_label')}
      noValidate
      onSubmit={onSubmit}
    >
      <div className="site-search-panel__field site-search-panel__field--wide">
        <label htmlFor={`${id}-destination`}>{t('search_destination')}</label>
        <input
          id={`${id}-destination`}
          name="destination"
          type="text"
          autoComplete="off"
        />
      </div>
      {dateField('dateFrom', addDaysIso(today, 1))}
      {dateField('dateTo', addDaysIso(today, 4))}
      <div className="site-search-panel__field">
        <label htmlFor={`${id}-adults`}>{t('search_adults')}</label>
        <input
          id={`${id}-adults`}
          name="adults"
          type="number"
          inputMode="numeric"
          min={ADULTS.min}
          max={ADULTS.max}
          defaultValue={2}
        />
      </div>
      <div className="site-search-panel__field">
        <label htmlFor={`${id}-children`}>{t('search_children')}</label>
        <input
          id={`${id}-children`}
          name="children"
          type="number"
          inputMode="numeric"
          min={CHILDREN.min}
          max={CHILDREN.max}
          defaultValue={0}
        />
      </div>
      <div className="site-search-panel__actions">
        <button type="submit">{t('search_submit')}</button>
        <button type="button" onClick={onClose}>
          {t('search_close')}
        </button>
      </div>
    </form>
  )
}
