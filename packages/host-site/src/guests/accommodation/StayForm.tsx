import { MAX_GUESTS } from '@resort/core/api'
import { MAX_NIGHTS, todayIso, validateStayDates } from '@resort/core/stay'
import { TextField } from '@resort/widget/forms'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../../platform/i18n/translation'
import { StayCalendar } from './StayCalendar'
import type { StayRequest } from './stayRequest'

type Field = keyof StayRequest

function errorsOf(
  values: Record<Field, string>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = validateStayDates(
    values.dateFrom,
    values.dateTo,
  )
  const outside = (value: string, min: number) => {
    const n = Number(value)
    return value === '' || !Number.isInteger(n) || n < min || n > MAX_GUESTS
  }
  if (outside(values.adults, 1)) errors.adults = 'adults_range'
  if (outside(values.children, 0)) errors.children = 'children_range'
  return errors
}

const FIELDS: Field[] = ['dateFrom', 'dateTo', 'adults', 'children']

/** Dates and guests for a property's prices; a valid stay is handed on, errors are shown at their field. */
export function StayForm({
  stay,
  property,
  onChange,
}: {
  stay: StayRequest
  /** The property whose days and prices the date picker shows. */
  property: { propertyId: string; name: string }
  onChange: (stay: StayRequest) => void
}) {
  const { t } = useTranslation('accommodation')
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Record<Field, string>>({
    dateFrom: stay.dateFrom,
    dateTo: stay.dateTo,
    adults: String(stay.adults),
    children: String(stay.children),
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})

  function submit(event: FormEvent) {
    event.preventDefault()
    const found = errorsOf(values)
    setErrors(found)
    const first = FIELDS.find((field) => found[field])
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    onChange({
      dateFrom: values.dateFrom,
      dateTo: values.dateTo,
      adults: Number(values.adults),
      children: Number(values.children),
    })
  }

  const field = (name: Field, type: 'date' | 'number') => {
    const error = errors[name]
    return (
      <TextField
        id={`${id}-${name}`}
        name={name}
        type={type}
        label={t(`stay_form.${name}`)}
        {...(type === 'date'
          ? { min: todayIso() }
          : { min: name === 'adults' ? 1 : 0, max: MAX_GUESTS, step: 1 })}
        value={values[name]}
        error={
          error
            ? t(`stay_form.errors.${error}`, {
                max: name === 'dateTo' ? MAX_NIGHTS : MAX_GUESTS,
                min: name === 'adults' ? 1 : 0,
              })
            : undefined
        }
        // The kit hands over what was typed before the page hydrated, field by field.
        onChange={(value) =>
          setValues((current) => ({ ...current, [name]: value }))
        }
      />
    )
  }

  return (
    <form
      ref={form}
      className="stay-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={submit}
    >
      <h3 id={`${id}-title`}>{t('stay_form.title')}</h3>
      <div className="stay-form__fields">
        {field('dateFrom', 'date')}
        {field('dateTo', 'date')}
        <StayCalendar
          propertyId={property.propertyId}
          propertyName={property.name}
          // Prices for the guests entered, or for two adults while a field is not right.
          adults={errorsOf(values).adults ? 2 : Number(values.adults)}
          children={errorsOf(values).children ? 0 : Number(values.children)}
          dateFrom={values.dateFrom}
          dateTo={values.dateTo}
          onChoose={(dateFrom, dateTo) =>
            setValues((current) => ({ ...current, dateFrom, dateTo }))
          }
        />
        {field('adults', 'number')}
        {field('children', 'number')}
      </div>
      <button type="submit" className="site-button">
        {t('stay_form.submit')}
      </button>
    </form>
  )
}
