import { MAX_CHILD_AGE } from '@resort/core/search'
import { SelectField } from '../forms/kit/SelectField'
import { useTranslation } from '../i18n/WidgetTranslations'

export interface ChildAgeFieldsProps {
  /** Child n's select has the id `${idPrefix}-n` (from 1). */
  idPrefix: string
  /** The flow's namespace: search.json and booking.json both have the child_age texts. */
  namespace: 'search' | 'booking'
  /** One per child: the age as the select's value, '' until chosen. */
  ages: readonly string[]
  /** Says "choose the age" at each age not chosen: once the guest tried to go on. */
  showErrors: boolean
  disabled?: boolean
  onChange: (child: number, age: string) => void
}

const AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age)

/** Issue 33: one select per child asking its age, 0 ("under 1") to 17 (SPEC 3 childAges). */
export function ChildAgeFields({
  idPrefix,
  namespace,
  ages,
  showErrors,
  disabled,
  onChange,
}: ChildAgeFieldsProps) {
  const { t } = useTranslation(namespace)
  return ages.map((age, child) => {
    const number = child + 1
    return (
      <SelectField
        key={child}
        id={`${idPrefix}-${number}`}
        name={`childAge${number}`}
        label={t('child_age_label', { number })}
        narrow
        value={age}
        disabled={disabled}
        error={
          showErrors && age === ''
            ? t('errors.child_age_required', { number })
            : undefined
        }
        onChange={(value) => onChange(child, value)}
      >
        <option value="">{t('child_age_choose')}</option>
        {AGES.map((value) => (
          <option key={value} value={value}>
            {value === 0 ? t('child_age_under_a_year') : value}
          </option>
        ))}
      </SelectField>
    )
  })
}
