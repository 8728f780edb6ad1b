import { GENDERS, RESERVATION_HOLDER_TITLES } from '@resort/core/validation'
import { useTranslation } from '../i18n/WidgetTranslations'
import { RadioGroup, SelectField, TextField } from './fields'

/** The reservation holder: title, gender and name (SPEC 3); title and gender optional (issue 33). */
export function HolderFields() {
  const { t } = useTranslation('payment')
  const optional = (key: string) => t('holder.optional', { label: t(key) })
  return (
    <fieldset className="resort-payment__section">
      <legend>{t('holder.heading')}</legend>
      <div className="resort-payment__fields">
        <SelectField
          name="reservationHolder.title"
          label={optional('holder.title')}
          autoComplete="honorific-prefix"
        >
          <option value="">{t('choose')}</option>
          {RESERVATION_HOLDER_TITLES.map((title) => (
            <option key={title} value={title}>
              {t(`titles.${title}`)}
            </option>
          ))}
        </SelectField>
        <RadioGroup
          name="reservationHolder.gender"
          legend={optional('holder.gender')}
          options={GENDERS.map((value) => ({
            value,
            label: t(`genders.${value}`),
          }))}
        />
        <TextField
          name="reservationHolder.firstName"
          label={t('holder.first_name')}
          autoComplete="given-name"
        />
        <TextField
          name="reservationHolder.lastName"
          label={t('holder.last_name')}
          autoComplete="family-name"
        />
      </div>
    </fieldset>
  )
}
