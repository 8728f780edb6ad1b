import { LANGUAGES, type Language } from '@resort/core'
import {
  ApiError,
  renameRatePlan,
  type RatesGridResponse,
} from '@resort/core/api'
import { useState } from 'react'
import { useSiteApi } from '../api/SiteApiContext'
import { useTranslation } from '../i18n/translation'
import { usePageLanguage } from '../i18n/usePageLanguage'
import { TextInput } from './formFields'
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

type Outcome =
  | { saved: true; problem?: undefined }
  | {
      saved?: undefined
      problem:
        'required' | 'failed' | 'forbidden' | 'unauthorized' | 'not_found'
    }

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
  // Only the page's language is known: the grid names each rate in it.
  const [names, setNames] = useState<Record<Language, string>>(() => ({
    ...(Object.fromEntries(LANGUAGES.map((other) => [other, ''])) as Record<
      Language,
      string
    >),
    [language]: rate.name,
  }))
  const [errors, setErrors] = useState<Partial<Record<Language, string>>>({})
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)
  const idOf = (other: Language) => `rate-name-${rate.ratePlanId}-${other}`

  async function save() {
    if (busy) return
    const given = LANGUAGES.filter((other) => names[other].trim() !== '')
    const tooLong = given.filter(
      (other) => names[other].trim().length > MAX_NAME,
    )
    setErrors(Object.fromEntries(tooLong.map((other) => [other, 'too_long'])))
    if (tooLong.length) return setOutcome(undefined)
    if (!given.length) return setOutcome({ problem: 'required' })
    setBusy(true)
    try {
      await api.call(renameRatePlan, {
        ratePlanId: rate.ratePlanId,
        names: given.map((other) => ({
          language: other,
          name: names[other].trim(),
        })),
      })
      setOutcome({ saved: true })
      onRenamed()
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
      const atFields: Partial<Record<Language, string>> = {}
      // names.N.name: the Nth name sent.
      for (const [key, code] of Object.entries(fields)) {
        const index = /^names\.(\d+)/.exec(key)?.[1]
        const other = index === undefined ? undefined : given[Number(index)]
        if (other) atFields[other] = code
      }
      setErrors(atFields)
      const kind = error instanceof ApiError ? error.kind : 'generic'
      setOutcome(
        Object.keys(atFields).length
          ? undefined
          : {
              problem:
                kind === 'forbidden' ||
                kind === 'unauthorized' ||
                kind === 'not_found'
                  ? kind
                  : 'failed',
            },
      )
    } finally {
      setBusy(false)
    }
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
          <TextInput
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
            onChange={(name) => {
              setNames((current) => ({ ...current, [other]: name }))
              setOutcome(undefined)
            }}
          />
        ))}
      </div>
      <p className="rates-form__hint">{t('rename.hint')}</p>
      <div role="alert">
        {outcome?.problem ? (
          <p className="rates-form__error">
            {t(
              outcome.problem === 'required'
                ? 'errors.name.required'
                : `problems.${outcome.problem}`,
            )}
          </p>
        ) : null}
      </div>
      <div role="status">
        {outcome?.saved ? (
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
