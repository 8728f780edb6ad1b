import {
  PROMO_CODE_FIELDS,
  type PromoCodeCreation,
  type PromoCodeDraft,
  type PromoCodeField,
} from '@resort/core/staff'
import {
  CheckboxField,
  ErrorSummary,
  RadioGroup,
  SelectField,
  TextField,
} from '@resort/widget/forms'
import { useState } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { problemText } from '../adminProblems'
import { promoCodeErrorText } from './promoCodeErrorText'
import { PromoCodeWhere, type CatalogProperty } from './PromoCodeWhere'

const idOf = (field: PromoCodeField) => `promo-code-${field}`

const LIMITS = ['minNights', 'maxUses', 'maxUsesPerGuest'] as const

/**
 * The form of a new promo code (issue 35). The check, the call and the refusals at their fields
 * are core's (createPromoCodeActions); what was typed stays through a refusal, and the form is
 * empty again once the code is created.
 */
export function NewPromoCodeForm({
  properties,
  currencies,
  creation,
  onCreated,
}: {
  properties: readonly CatalogProperty[]
  /** The catalog's currencies: a choice only where it has several. */
  currencies: readonly string[]
  creation: PromoCodeCreation
  onCreated: () => void
}) {
  const { t } = useTranslation('adminPromoCodes')
  const { t: adminTexts } = useTranslation('admin')
  const draft = useStore(creation, (state) => state.draft)
  const errors = useStore(creation, (state) => state.errors)
  const problem = useStore(creation, (state) => state.problem)
  const busy = useStore(creation, (state) => state.busy)
  // Each refused press moves focus to the error summary.
  const [attempt, setAttempt] = useState(0)
  const change = (patch: Partial<PromoCodeDraft>, field: PromoCodeField) =>
    creation.getState().change(patch, field)

  const errorOf = (field: PromoCodeField) => {
    const code = errors[field]
    return code ? promoCodeErrorText(t, field, code) : undefined
  }
  const labelOf = (field: PromoCodeField) =>
    field === 'value'
      ? t(`form.labels.value_${draft.kind}`, { currency: draft.currency })
      : t(`form.labels.${field}`)
  const text = (field: PromoCodeField, hint?: string) => ({
    id: idOf(field),
    label: labelOf(field),
    hint,
    error: errorOf(field),
    autoComplete: 'off',
  })

  async function create() {
    if (busy) return
    if (await creation.getState().create()) onCreated()
    else setAttempt((count) => count + 1)
  }

  return (
    <section className="promo-code-new" aria-labelledby="promo-code-new-title">
      <h3 id="promo-code-new-title">{t('form.title')}</h3>
      <p>{t('form.intro')}</p>
      <form
        noValidate
        className="promo-code-form"
        aria-labelledby="promo-code-new-title"
        onSubmit={(event) => {
          event.preventDefault()
          void create()
        }}
      >
        <ErrorSummary
          title={t('form.problem')}
          titleLevel="p"
          message={problem ? problemText(adminTexts, problem) : undefined}
          errors={PROMO_CODE_FIELDS.flatMap((field) => {
            const error = errorOf(field)
            return error
              ? [{ id: idOf(field), label: labelOf(field), error }]
              : []
          })}
          attempt={attempt}
        />
        <TextField
          {...text('code', t('form.hints.code'))}
          required
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={draft.code}
          onChange={(code) => change({ code }, 'code')}
        />
        <RadioGroup
          id={idOf('kind')}
          name="kind"
          legend={labelOf('kind')}
          options={(['percent', 'amount'] as const).map((kind) => ({
            value: kind,
            label: t(`form.kinds.${kind}`),
          }))}
          value={draft.kind}
          error={errorOf('kind')}
          onChange={(kind) => change({ kind }, 'kind')}
        />
        <div className="promo-code-form__row">
          <TextField
            {...text('value', t(`form.hints.value_${draft.kind}`))}
            required
            inputMode={draft.kind === 'percent' ? 'numeric' : 'decimal'}
            value={draft.value}
            onChange={(value) => change({ value }, 'value')}
          />
          {draft.kind === 'amount' && currencies.length > 1 ? (
            <SelectField
              id={idOf('currency')}
              label={labelOf('currency')}
              error={errorOf('currency')}
              value={draft.currency}
              onChange={(currency) => change({ currency }, 'currency')}
            >
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
        <PromoCodeWhere
          properties={properties}
          creation={creation}
          idOf={idOf}
          errorOf={errorOf}
        />
        {(['stay', 'book'] as const).map((window) => (
          <fieldset
            key={window}
            className="form-choices"
            aria-describedby={`promo-code-${window}-hint`}
          >
            <legend>{t(`form.${window}_legend`)}</legend>
            <p id={`promo-code-${window}-hint`} className="form-field__hint">
              {t(`form.hints.${window}`)}
            </p>
            <div className="promo-code-form__row">
              {(['From', 'To'] as const).map((end) => {
                const field = `${window}${end}` as const
                return (
                  <TextField
                    key={field}
                    {...text(field)}
                    type="date"
                    value={draft[field]}
                    onChange={(day) => change({ [field]: day }, field)}
                  />
                )
              })}
            </div>
          </fieldset>
        ))}
        <div className="promo-code-form__row">
          {LIMITS.map((field) => (
            <TextField
              key={field}
              {...text(field, t(`form.hints.${field}`))}
              inputMode="numeric"
              value={draft[field]}
              onChange={(typed) => change({ [field]: typed }, field)}
            />
          ))}
        </div>
        <CheckboxField
          id={idOf('combinable')}
          label={labelOf('combinable')}
          hint={t('form.hints.combinable')}
          error={errorOf('combinable')}
          checked={draft.combinable}
          onChange={(combinable) => change({ combinable }, 'combinable')}
        />
        <div role="status">{busy ? <p>{t('form.creating')}</p> : null}</div>
        <button
          type="submit"
          className="account-button"
          aria-disabled={busy || undefined}
        >
          {t('form.submit')}
        </button>
      </form>
    </section>
  )
}
