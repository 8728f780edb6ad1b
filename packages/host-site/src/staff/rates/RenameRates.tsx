import { LANGUAGES, type Language } from '@resort/core'
import type { RatesGridResponse } from '@resort/core/api'
import { createRateRename } from '@resort/core/staff'
import { TextField } from '@resort/widget/forms'
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { rateLabel } from './rateLabel'

type RatePlan = RatesGridResponse['ratePlans'][number]

// requiredText(100) on the server.
const MAX_NAME = 100

/** The property's rates, each renamed in any of the five languages. */
export function RenameRates({
  ratePlans,
  onRenamed,
}: {
  ratePlans: RatePlan[]
  onRenamed: () => void
}) {
  const { t } = useTranslation('adminRates')
  return (
    <section className="rates-rename" aria-labelledby="rates-rename-title">
      <h3 id="rates-rename-title">{t('rename.title')}</h3>
      <p>{t('rename.intro')}</p>
      {ratePlans.map((rate) => (
        <RenameRateForm
          key={rate.ratePlanId}
          rate={rate}
          onRenamed={onRenamed}
        />
      ))}
    </section>
  )
}

/** The problem texts this page has: a refusal it has no words for reads as a failure. */
const problemKey = (kind: string) =>
  kind === 'forbidden' || kind === 'unauthorized' || kind === 'not_found'
    ? kind
    : 'failed'

function RenameRateForm({
  rate,
  onRenamed,
}: {
  rate: RatePlan
  onRenamed: () => void
}) {
  const { t } = useTranslation('adminRates')
  const language = usePageLanguage()
  const api = useSiteApi()
  // The check, the call and the refusals by language are core's (createRateRename).
  const rename = useMemo(
    () =>
      createRateRename({
        api,
        ratePlanId: rate.ratePlanId,
        name: rate.name,
        language,
      }),
    // The grid read again after a rename names the rate anew; the form keeps what it sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, rate.ratePlanId, language],
  )
  const names = useStore(rename, (state) => state.draft)
  const errors = useStore(rename, (state) => state.errors)
  const problem = useStore(rename, (state) => state.problem)
  const saved = useStore(rename, (state) => state.justDone)
  const busy = useStore(rename, (state) => state.busy)
  const idOf = (other: Language) => `rate-name-${rate.ratePlanId}-${other}`

  async function save() {
    if (await rename.getState().rename()) onRenamed()
  }

  const legendId = `rate-name-${rate.ratePlanId}`
  return (
    <form
      noValidate
      className="rates-form rates-rename__form"
      aria-labelledby={legendId}
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <h4 id={legendId}>{rateLabel(t, rate)}</h4>
      <div className="rates-rename__names">
        {LANGUAGES.map((other) => (
          <TextField
            key={other}
            id={idOf(other)}
            lang={other}
            label={t(`rename.name_in.${other}`)}
            value={names[other]}
            maxLength={MAX_NAME + 20}
            error={
              errors[other]
                ? t([`errors.name.${errors[other]}`, 'errors.invalid'], {
                    max: MAX_NAME,
                  })
                : undefined
            }
            onChange={(name) =>
              rename.getState().change({ [other]: name }, other)
            }
          />
        ))}
      </div>
      <p className="rates-form__hint">{t('rename.hint')}</p>
      <div role="alert">
        {problem ? (
          <p className="rates-form__error">
            {t(
              problem.fields.names === 'required'
                ? 'errors.name.required'
                : `problems.${problemKey(problem.kind)}`,
            )}
          </p>
        ) : null}
      </div>
      <div role="status">
        {saved ? (
          <p>{t('rename.saved', { rate: rateLabel(t, rate) })}</p>
        ) : null}
      </div>
      <div className="rates-form__actions">
        <button type="submit" aria-disabled={busy || undefined}>
          {t('rename.save', { rate: rateLabel(t, rate) })}
        </button>
      </div>
    </form>
  )
}
