import { get, useFormContext } from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import { errorText } from './errorText'
import { useFormScope } from './FormScope'
import { ErrorSummary as KitErrorSummary } from './kit/ErrorSummary'

/**
 * The kit's error summary over a react-hook-form form: every error in the order of the fields,
 * each a button to its field (react-hook-form focuses it inside the shadow root too).
 */
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
    return code
      ? [{ id: name, label: t(labelKey), error: errorText(t, code) }]
      : []
  })
  return (
    <KitErrorSummary
      live
      title={found.length > 0 ? t('summary') : undefined}
      titleLevel="p"
      message={serverMessage ? errorText(t, serverMessage) : undefined}
      errors={found}
      onSelect={setFocus}
    />
  )
}
