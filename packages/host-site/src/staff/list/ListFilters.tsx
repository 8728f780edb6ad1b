import { SelectField, TextField } from '@resort/widget/forms'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import type { FilterField, ListScreen } from './listScreen'

type Values = Readonly<Record<string, string>>
type Refusal = { field: string; error: string } | undefined

/**
 * A list's filters: a search form sent with its button, or choices that apply at once. What is
 * sent goes into the address; a refused search says why at its field and loses nothing typed.
 */
export function ListFilters({
  screen: { texts, filters },
  values: initial,
  onSearch,
}: {
  screen: Pick<ListScreen<unknown, object>, 'texts' | 'filters'>
  /** The filters as the address holds them. */
  values: Values
  onSearch: (values: Values) => void
}) {
  const { t } = useTranslation('admin')
  const [values, setValues] = useState(initial)
  const [refusal, setRefusal] = useState<Refusal>()
  const atOnce = filters.applies === 'at_once'
  const change = (name: string, value: string) => {
    if (atOnce) return onSearch({ [name]: value })
    setValues((previous) => ({ ...previous, [name]: value }))
    if (refusal) setRefusal(undefined)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const sent = Object.fromEntries(
      filters.fields.map(({ name }) => [name, values[name]?.trim() ?? '']),
    )
    const missing = filters.fields.find(
      (field) => field.kind === 'search' && field.required && !sent[field.name],
    )
    const refused: Refusal = missing
      ? { field: missing.name, error: 'errors.search_required' }
      : filters.check?.(sent)
    setRefusal(refused)
    if (refused) document.getElementById(`${texts}-${refused.field}`)?.focus()
    else onSearch(sent)
  }
  const fields = filters.fields.map((field) => (
    <Field
      key={field.name}
      texts={texts}
      field={field}
      value={(atOnce ? initial : values)[field.name] ?? ''}
      error={refusal?.field === field.name ? t(refusal.error) : undefined}
      onChange={(value) => change(field.name, value)}
    />
  ))
  if (atOnce)
    return (
      <div
        className="admin-filters"
        role="group"
        aria-label={t(`${texts}.filter_label`)}
      >
        {fields}
      </div>
    )
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label={t(`${texts}.search_label`)}
      noValidate
      onSubmit={submit}
    >
      {fields}
      <div className="admin-filters__actions">
        <button type="submit" className="account-button">
          {t(`${texts}.search`)}
        </button>
      </div>
    </form>
  )
}

/** One filter with its label, hint and error (announced: a search form has no summary). */
function Field({
  texts,
  field,
  value,
  error,
  onChange,
}: {
  texts: string
  field: FilterField
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('admin')
  const common = {
    id: `${texts}-${field.name}`,
    value,
    error,
    announce: true,
    onChange,
  }
  if (field.kind === 'select') {
    const label = field.label ?? field.name
    return (
      <SelectField {...common} label={t(`${texts}.${label}`)}>
        {field.any ? (
          <option value="">{t(`${texts}.any_${label}`)}</option>
        ) : null}
        <Options field={field} />
      </SelectField>
    )
  }
  return (
    <TextField
      {...common}
      type={field.kind}
      label={t(`${texts}.${field.name}`)}
      hint={
        field.kind === 'search' && field.hint
          ? t(`${texts}.${field.name}_hint`)
          : undefined
      }
      wide={field.kind === 'search'}
    />
  )
}

function Options({
  field,
}: {
  field: Extract<FilterField, { kind: 'select' }>
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  return field.useOptions(t, language).map((option) => (
    <option key={option.value} value={option.value}>
      {option.text}
    </option>
  ))
}
