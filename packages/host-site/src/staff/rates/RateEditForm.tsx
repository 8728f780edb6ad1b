import {
  PRICE_EDIT_MODES,
  WEEKDAYS,
  type RatesGridResponse,
} from '@resort/core/api'
import {
  FORM_FIELDS,
  type Choice as YesNo,
  type OpenRateEdit,
  type RateEditDraft,
  type RateEditFlow,
} from '@resort/core/staff'
import {
  Choice,
  ChoiceGroup,
  ErrorSummary,
  RadioGroup,
  TextField,
  type SummaryError,
} from '@resort/widget/forms'
import { useEffect, useRef } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { weekdayName } from './gridDates'
import { FIELD_IDS } from './rateEditFieldIds'
import { RateEditPreview } from './RateEditPreview'
import { rateErrorText } from './rateErrorTexts'

/**
 * The edit of one night or of many: unit types, dates and weekdays, and the values to change
 * (only those changed are sent); previewed, then saved as previewed.
 */
export function RateEditForm({
  grid,
  flow,
  open: { start, draft },
  title,
  onSaved,
  onCancel,
}: {
  grid: RatesGridResponse
  /** The page's edits (core's createRateEditFlow), with this one open. */
  flow: RateEditFlow
  open: OpenRateEdit
  title: string
  onSaved: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('adminRates')
  const language = usePageLanguage()
  const errors = useStore(flow, (state) => state.errors)
  const problem = useStore(flow, (state) => state.problem)
  const attempt = useStore(flow, (state) => state.attempt)
  const preview = useStore(flow, (state) => state.previewed)
  const busy = useStore(flow, (state) => state.busy)
  const edit = flow.getState()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const errorOf = (field: string) => {
    const code = errors[field]
    return code
      ? rateErrorText(t, field, code, {
          mode: draft.priceMode,
          currency: grid.currency,
          language,
        })
      : undefined
  }
  const summaryErrors: SummaryError[] = FORM_FIELDS.filter(
    (field) => errors[field],
  ).map((field) => ({
    id: FIELD_IDS[field],
    label: t(`edit.labels.${field.replace('.', '_')}`),
    error: errorOf(field)!,
  }))
  const change = (patch: Partial<RateEditDraft>) => edit.change(patch)
  // A night's own price means nothing as an amount or percent to add: it is cleared, and
  // comes back when staff return to setting the price.
  const priceFor = (mode: RateEditDraft['priceMode']) => {
    if (mode === 'set') return draft.price || start.price
    return draft.price === start.price ? '' : draft.price
  }
  const toggle = <T,>(list: readonly T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((other) => other !== item)
  const yesNo = (
    field: 'closed' | 'closedToArrival' | 'closedToDeparture',
    labels: Record<YesNo, string>,
  ) => (
    <RadioGroup
      id={FIELD_IDS[field]}
      name={field}
      legend={t(`edit.labels.${field}`)}
      options={(['unchanged', 'no', 'yes'] as const).map((choice) => ({
        value: choice,
        label: labels[choice],
      }))}
      value={draft[field]}
      error={errorOf(field)}
      onChange={(choice) => change({ [field]: choice })}
    />
  )

  return (
    <section className="rates-edit" aria-labelledby="rate-edit-title">
      <h3 id="rate-edit-title" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <ErrorSummary
        title={t('edit.problem')}
        message={problem ? t(`problems.${problem}`) : undefined}
        errors={summaryErrors}
        attempt={attempt}
        titleLevel="h4"
      />
      <form
        noValidate
        className="rates-form"
        onSubmit={(event) => {
          event.preventDefault()
          void edit.preview()
        }}
      >
        <ChoiceGroup
          id={FIELD_IDS.unitTypeIds}
          legend={t('edit.labels.unitTypeIds')}
          error={errorOf('unitTypeIds')}
        >
          {grid.unitTypes.map((unit) => (
            <Choice
              key={unit.unitTypeId}
              id={`rate-edit-unit-${unit.unitTypeId}`}
              type="checkbox"
              label={unit.name}
              checked={draft.unitTypeIds.includes(unit.unitTypeId)}
              onChange={(event) =>
                change({
                  unitTypeIds: toggle(
                    draft.unitTypeIds,
                    unit.unitTypeId,
                    event.target.checked,
                  ),
                })
              }
            />
          ))}
        </ChoiceGroup>
        <div className="rates-form__dates">
          <TextField
            id={FIELD_IDS.from}
            type="date"
            label={t('edit.labels.from')}
            value={draft.from}
            error={errorOf('from')}
            onChange={(from) => change({ from })}
          />
          <TextField
            id={FIELD_IDS.to}
            type="date"
            label={t('edit.labels.to')}
            hint={t('edit.to_hint')}
            value={draft.to}
            error={errorOf('to')}
            onChange={(to) => change({ to })}
          />
        </div>
        <ChoiceGroup
          id={FIELD_IDS.weekdays}
          legend={t('edit.labels.weekdays')}
          error={errorOf('weekdays')}
        >
          {WEEKDAYS.map((weekday) => (
            <Choice
              key={weekday}
              id={`rate-edit-weekday-${weekday}`}
              type="checkbox"
              label={weekdayName(weekday, language)}
              checked={draft.weekdays.includes(weekday)}
              onChange={(event) =>
                change({
                  weekdays: toggle(
                    draft.weekdays,
                    weekday,
                    event.target.checked,
                  ),
                })
              }
            />
          ))}
        </ChoiceGroup>
        <ChoiceGroup
          id={FIELD_IDS.changes}
          legend={t('edit.labels.changes')}
          hint={t('edit.changes_hint')}
          error={errorOf('changes')}
        >
          <RadioGroup
            id="rate-edit-price-mode"
            name="priceMode"
            legend={t('edit.price_mode')}
            options={PRICE_EDIT_MODES.map((mode) => ({
              value: mode,
              label: t(`edit.price_modes.${mode}`),
            }))}
            value={draft.priceMode}
            onChange={(mode) =>
              change({ priceMode: mode, price: priceFor(mode) })
            }
          />
          <TextField
            id={FIELD_IDS['price.value']}
            label={t(`edit.price_value.${draft.priceMode}`, {
              currency: grid.currency,
            })}
            hint={t(`edit.price_hint.${draft.priceMode}`)}
            inputMode={draft.priceMode === 'percent' ? 'numeric' : 'decimal'}
            value={draft.price}
            error={errorOf('price.value')}
            onChange={(price) => change({ price })}
          />
          <TextField
            id={FIELD_IDS.roomsToSell}
            label={t('edit.labels.roomsToSell')}
            hint={t('edit.blank_hint')}
            inputMode="numeric"
            value={draft.roomsToSell}
            error={errorOf('roomsToSell')}
            onChange={(roomsToSell) => change({ roomsToSell })}
          />
          {yesNo('closed', {
            unchanged: t('edit.unchanged'),
            no: t('edit.open'),
            yes: t('edit.closed'),
          })}
          <TextField
            id={FIELD_IDS.minStay}
            label={t('edit.labels.minStay')}
            hint={t('edit.min_stay_hint')}
            inputMode="numeric"
            value={draft.minStay}
            error={errorOf('minStay')}
            onChange={(minStay) => change({ minStay })}
          />
          {yesNo('closedToArrival', {
            unchanged: t('edit.unchanged'),
            no: t('edit.no'),
            yes: t('edit.yes'),
          })}
          {yesNo('closedToDeparture', {
            unchanged: t('edit.unchanged'),
            no: t('edit.no'),
            yes: t('edit.yes'),
          })}
        </ChoiceGroup>
        <div className="rates-form__actions">
          <button type="submit" aria-disabled={busy || undefined}>
            {t('edit.preview')}
          </button>
          <button type="button" onClick={onCancel}>
            {t('edit.cancel')}
          </button>
        </div>
      </form>
      <p role="status" className="rates-form__hint">
        {busy ? t('edit.busy') : null}
      </p>
      {preview ? (
        <RateEditPreview
          answer={preview.answer}
          busy={busy}
          onSave={() => void edit.save().then((saved) => saved && onSaved())}
          onBack={() => {
            edit.backToEdit()
            heading.current?.focus()
          }}
        />
      ) : null}
    </section>
  )
}
