import { get, useFormContext } from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import { errorText } from './errorText'
import { useFormScope } from './FormScope'

/** Every error of the form at its top, in the order of the fields, announced when it appears. */
export function ErrorSummary({
  labels,
  serverMessage,
}: {
  /** Each field that can carry an error, in the form's order, and its label key. */
  labels: readonly (readonly [field: string, labelKey: string])[]
  /** A server error that belongs to no field. */
  serverMessage?: string
}) {
  const { t } = useTranslation(useFormScope().namespace)
  const {
    formState: { errors },
    setFocus,
  } = useFormContext()
  const found = labels.flatMap(([name, labelKey]) => {
    const code = (get(errors, name) as { message?: string } | undefined)
      ?.message
    return code ? [{ name, label: t(labelKey), text: errorText(t, code) }] : []
  })
  return (
    <div role="alert" className="resort-payment__summary">
      {serverMessage ? <p>{errorText(t, serverMessage)}</p> : null}
      {found.length > 0 ? (
        <>
          <p>{t('summary')}</p>
          <ul>
            {found.map(({ name, label, text }) => (
              <li key={name}>
                <button
                  type="button"
                  className="resort-payment__link"
                  onClick={() => setFocus(name)}
                >
                  {label}: {text}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
