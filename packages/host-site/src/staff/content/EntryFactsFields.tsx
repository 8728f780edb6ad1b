import type { ContentField, EntryFacts } from '@resort/core/staff'
import { SelectField, TextField } from '@resort/widget/forms'
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
  const problem = (name: keyof EntryFacts) => {
    const code = errors[name]
    return code ? t(`content.errors.${code}`) : undefined
  }
  return (
    <fieldset className="admin-content-form__facts">
      <legend>{t('content.facts_legend')}</legend>
      {properties ? (
        <SelectField
          id={`${id}-propertyId`}
          label={t('content.fields.propertyId')}
          value={facts.propertyId}
          error={problem('propertyId')}
          onChange={(propertyId) => onChange({ propertyId })}
        >
          <option value="">{t('content.whole_group')}</option>
          {properties.map((property) => (
            <option key={property.propertyId} value={property.propertyId}>
              {property.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {DAYS.map((name) => (
        <TextField
          key={name}
          id={`${id}-${name}`}
          type="date"
          label={t(`content.fields.${name}`)}
          hint={t(`content.hints.${name}`)}
          value={facts[name]}
          error={problem(name)}
          onChange={(day) => onChange({ [name]: day })}
        />
      ))}
    </fieldset>
  )
}
