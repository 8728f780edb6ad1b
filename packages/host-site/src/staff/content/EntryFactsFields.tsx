import type { ContentField, EntryFacts } from '@resort/core/staff'
import { useTranslation } from '../../platform/i18n/translation'

/** The properties an entry may belong to, for a new entry's choice. */
export interface PropertyChoice {
  propertyId: string
  name: string
}

const DAYS = ['startsOn', 'endsOn'] as const

/**
 * An entry's days (an event's, or an offer's validity: the site drops it after the last) and, for
 * a new entry, the property it belongs to; errors beside their fields.
 */
export function EntryFactsFields({
  id,
  facts,
  errors,
  properties,
  onChange,
}: {
  id: string
  facts: EntryFacts
  errors: Partial<Record<ContentField, string>>
  properties: readonly PropertyChoice[] | undefined
  onChange: (changed: Partial<EntryFacts>) => void
}) {
  const { t } = useTranslation('admin')
  const describedBy = (name: keyof EntryFacts) =>
    errors[name] ? `${id}-${name}-error` : undefined
  const problem = (name: keyof EntryFacts) => {
    const code = errors[name]
    return code ? (
      <p id={`${id}-${name}-error`} className="admin-error">
        {t(`content.errors.${code}`)}
      </p>
    ) : null
  }
  return (
    <fieldset className="admin-content-form__facts">
      <legend>{t('content.facts_legend')}</legend>
      {properties ? (
        <div className="admin-content-form__field">
          <label htmlFor={`${id}-propertyId`}>
            {t('content.fields.propertyId')}
          </label>
          {problem('propertyId')}
          <select
            id={`${id}-propertyId`}
            value={facts.propertyId}
            aria-invalid={describedBy('propertyId') ? true : undefined}
            aria-describedby={describedBy('propertyId')}
            onChange={(event) => onChange({ propertyId: event.target.value })}
          >
            <option value="">{t('content.whole_group')}</option>
            {properties.map((property) => (
              <option key={property.propertyId} value={property.propertyId}>
                {property.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {DAYS.map((name) => (
        <div key={name} className="admin-content-form__field">
          <label htmlFor={`${id}-${name}`}>{t(`content.fields.${name}`)}</label>
          <p id={`${id}-${name}-hint`} className="admin-hint">
            {t(`content.hints.${name}`)}
          </p>
          {problem(name)}
          <input
            id={`${id}-${name}`}
            type="date"
            value={facts[name]}
            aria-invalid={describedBy(name) ? true : undefined}
            aria-describedby={[`${id}-${name}-hint`, describedBy(name)]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => onChange({ [name]: event.target.value })}
          />
        </div>
      ))}
    </fieldset>
  )
}
