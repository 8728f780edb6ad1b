import type { RateEditPreviewResponse } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { mediumDay } from './gridDates'

type Values = RateEditPreviewResponse['changes'][number]['before']

const VALUE_KEYS = [
  'price',
  'roomsToSell',
  'closed',
  'minStay',
  'closedToArrival',
  'closedToDeparture',
] as const satisfies readonly (keyof Values)[]

/**
 * What an edit changes, night by night (old -> new), and what staff should know before saving;
 * the save sends the preview's fingerprint, so it saves exactly this.
 */
export function RateEditPreview({
  answer,
  busy,
  onSave,
  onBack,
}: {
  answer: RateEditPreviewResponse
  busy: boolean
  onSave: () => void
  onBack: () => void
}) {
  const { t } = useTranslation('adminRates')
  const language = usePageLanguage()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [answer])
  const shown = (key: keyof Values, value: Values[keyof Values]) => {
    if (key === 'price')
      return formatPrice(value as number, answer.currency, language)
    if (typeof value === 'boolean') return value ? t('edit.yes') : t('edit.no')
    return String(value)
  }
  const { changes } = answer
  return (
    <section className="rates-preview" aria-labelledby="rate-preview-title">
      <h4 id="rate-preview-title" ref={heading} tabIndex={-1}>
        {t('preview.title', { count: changes.length })}
      </h4>
      {answer.warnings.length ? (
        <ul className="rates-preview__warnings">
          {answer.warnings.map((warning) => (
            <li key={warning.code}>
              <strong>{t('preview.warning')}</strong>{' '}
              {t(`warnings.${warning.code}`, {
                count: warning.count,
                nights: warning.nights
                  .map((night) => mediumDay(night, language))
                  .join(', '),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {changes.length ? (
        <div
          className="rates-preview__scroll"
          role="region"
          aria-labelledby="rate-preview-caption"
          // A region that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="rates-preview__table">
            <caption id="rate-preview-caption">{t('preview.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('preview.unit')}</th>
                <th scope="col">{t('preview.night')}</th>
                <th scope="col">{t('preview.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={`${change.unitTypeId}/${change.night}`}>
                  <td>{change.unitName}</td>
                  <td>{mediumDay(change.night, language)}</td>
                  <td>
                    <ul className="rates-preview__values">
                      {VALUE_KEYS.filter(
                        (key) => change.before[key] !== change.after[key],
                      ).map((key) => (
                        <li key={key}>
                          {t(`preview.values.${key}`)}:{' '}
                          {shown(key, change.before[key])}{' '}
                          <span aria-hidden="true">→</span>
                          <span className="visually-hidden">
                            {t('preview.to')}
                          </span>{' '}
                          {shown(key, change.after[key])}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('preview.nothing')}</p>
      )}
      <div className="rates-form__actions">
        {changes.length ? (
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onSave()
            }}
          >
            {t('preview.save', { count: changes.length })}
          </button>
        ) : null}
        <button type="button" onClick={onBack}>
          {t('preview.back')}
        </button>
      </div>
    </section>
  )
}
