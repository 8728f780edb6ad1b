import {
  formatCardNumber,
  MAX_EXPIRY_YEARS_AHEAD,
  securityCodeLength,
  validateCardNumber,
  type CardBrand,
} from '@resort/core/validation'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import { FieldFrame } from '../forms/kit/FieldFrame'
import { useTranslation } from '../i18n/WidgetTranslations'
import { CARD_BRAND_NAMES } from './cardBrandNames'
import { SelectField, TextField, useFieldError } from './fields'
import type { PaymentFormValues } from './paymentForm'

const MONTHS = Array.from({ length: 12 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
)

// 19 digits in groups of four: 4 spaces between them.
const FORMATTED_CARD_NUMBER_LENGTH = 19 + 4

/**
 * The payment card. Its values live only in the form's memory: nothing here writes them to
 * storage or logs them (SPEC 4).
 */
export function CardFields({
  allowedBrands,
}: {
  allowedBrands: readonly CardBrand[]
}) {
  const { t } = useTranslation('payment')
  const { control } = useFormContext<PaymentFormValues>()
  const {
    field: { name, ref, value, onBlur, onChange },
  } = useController({ control, name: 'card.cardNumber' })
  const cardNumber = useWatch({ control, name: 'card.cardNumber' })
  const brand = validateCardNumber(cardNumber).brand
  const number = useFieldError('card.cardNumber')
  const brandId = `${number.id}-brand`
  const firstYear = new Date().getFullYear()
  const years = Array.from({ length: MAX_EXPIRY_YEARS_AHEAD + 1 }, (_, index) =>
    String(firstYear + index),
  )
  const numberA11y = {
    ...number.a11y,
    'aria-describedby': [brandId, number.a11y['aria-describedby']]
      .filter(Boolean)
      .join(' '),
  }

  return (
    <fieldset className="resort-payment__section">
      <legend>{t('card.heading')}</legend>
      <p className="form-field__hint">
        {t('card.accepted', {
          brands: allowedBrands.map((b) => CARD_BRAND_NAMES[b]).join(', '),
        })}
      </p>
      <div className="resort-payment__fields">
        <TextField
          name="card.cardholderName"
          label={t('card.cardholder_name')}
          autoComplete="cc-name"
          wide
        />
        <FieldFrame
          id={number.id}
          label={t('card.number')}
          error={number.error}
          wide
        >
          <input
            id={number.id}
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={FORMATTED_CARD_NUMBER_LENGTH}
            {...numberA11y}
            name={name}
            ref={ref}
            value={value}
            onBlur={onBlur}
            onChange={(event) => onChange(formatCardNumber(event.target.value))}
          />
          <p id={brandId} className="form-field__hint" aria-live="polite">
            {brand
              ? t('card.brand_detected', { brand: CARD_BRAND_NAMES[brand] })
              : ''}
          </p>
        </FieldFrame>
        <SelectField
          name="card.expiryMonth"
          label={t('card.expiry_month')}
          autoComplete="cc-exp-month"
        >
          <option value="">{t('card.month_placeholder')}</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {month}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="card.expiryYear"
          label={t('card.expiry_year')}
          autoComplete="cc-exp-year"
        >
          <option value="">{t('card.year_placeholder')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
        <SecurityCodeField brand={brand} />
      </div>
    </fieldset>
  )
}

function SecurityCodeField({ brand }: { brand: CardBrand | undefined }) {
  const { t } = useTranslation('payment')
  return (
    <TextField
      name="card.securityCode"
      label={t('card.security_code')}
      inputMode="numeric"
      autoComplete="cc-csc"
      maxLength={brand ? securityCodeLength(brand) : 4}
      hint={
        brand === 'american-express'
          ? t('card.security_code_hint_amex')
          : brand
            ? t('card.security_code_hint_3')
            : t('card.security_code_hint')
      }
      narrow
    />
  )
}
