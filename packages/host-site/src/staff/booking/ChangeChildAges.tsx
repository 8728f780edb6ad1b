import { MAX_CHILD_AGE } from '@resort/core/search'
import { SelectField } from '@resort/widget/forms'
import { useTranslation } from '../../platform/i18n/translation'

const AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age)

export interface ChangeChildAgesProps {
  /** The room's name, in each select's label. */
  unit: string
  /** One per child: the age as typed, '' until chosen. */
  ages: readonly string[]
  /** The select of child n (from 1). */
  idOf: (child: number) => string
  /** The error of child n's age (from 1), if refused. */
  errorOf: (child: number) => string | undefined
  onChange: (child: number, age: string) => void
}

/**
 * Issue 33 (SPEC 3 childAges): one select per child of a room staff change, 0 ("under 1") to
 * 17, as the guest's own change asks them.
 */
export function ChangeChildAges({
  unit,
  ages,
  idOf,
  errorOf,
  onChange,
}: ChangeChildAgesProps) {
  const { t } = useTranslation('admin')
  return ages.map((age, child) => {
    const number = child + 1
    return (
      <SelectField
        key={child}
        id={idOf(number)}
        label={t('booking.change.child_age', { number, unit })}
        narrow
        value={age}
        error={errorOf(number)}
        onChange={(value) => onChange(child, value)}
      >
        <option value="">{t('booking.change.child_age_choose')}</option>
        {AGES.map((value) => (
          <option key={value} value={value}>
            {value === 0 ? t('booking.change.child_age_under_a_year') : value}
          </option>
        ))}
      </SelectField>
    )
  })
}
