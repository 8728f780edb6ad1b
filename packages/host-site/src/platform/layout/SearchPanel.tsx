import { searchUrlQuery } from '@resort/core/search'
import {
  addDaysIso,
  todayIso,
  validateStayDates,
  type StayDatesErrors,
} from '@resort/core/stay'
import { FieldFrame, fieldA11y } from '@resort/widget/forms'
import {
  useId,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
} from 'react'
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
 * to the search page's address (issue 33), which shows its results, or asks for what is missing
 * (children's ages). Rendered only in the browser (it starts from today's date).
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
    const query = searchUrlQuery({
      destination: String(data.get('destination') ?? '').trim(),
      dateFrom,
      dateTo,
      adults: count(data.get('adults'), ADULTS),
      children: count(data.get('children'), CHILDREN),
      sort: 'recommended',
      page: 1,
    })
    onClose()
    void navigate(`${searchPath(language)}?${query}`)
  }
  // The kit's frame around the browser's own inputs: the form reads them on submit.
  const field = (
    name: 'destination' | 'dateFrom' | 'dateTo' | 'adults' | 'children',
    input: InputHTMLAttributes<HTMLInputElement>,
  ) => {
    const code = name === 'dateFrom' || name === 'dateTo' ? errors[name] : null
    const error = code ? t(`search_error_${code}`) : undefined
    const fieldId = `${id}-${name}`
    return (
      <FieldFrame
        id={fieldId}
        label={t(`search_${name}`)}
        error={error}
        wide={name === 'destination'}
      >
        <input
          id={fieldId}
          name={name}
          {...input}
          {...fieldA11y(fieldId, undefined, error)}
        />
      </FieldFrame>
    )
  }
  const guests = (limits: typeof ADULTS, defaultValue: number) =>
    ({
      type: 'number',
      inputMode: 'numeric',
      min: limits.min,
      max: limits.max,
      defaultValue,
    }) as const
  return (
    <form
      className="site-search-panel__form"
      aria-label={t('search_panel_label')}
      noValidate
      onSubmit={onSubmit}
    >
      {field('destination', { type: 'text', autoComplete: 'off' })}
      {field('dateFrom', {
        type: 'date',
        min: today,
        defaultValue: addDaysIso(today, 1),
      })}
      {field('dateTo', {
        type: 'date',
        min: today,
        defaultValue: addDaysIso(today, 4),
      })}
      {field('adults', guests(ADULTS, 2))}
      {field('children', guests(CHILDREN, 0))}
      <div className="site-search-panel__actions">
        <button type="submit">{t('search_submit')}</button>
        <button type="button" onClick={onClose}>
          {t('search_close')}
        </button>
      </div>
    </form>
  )
}
