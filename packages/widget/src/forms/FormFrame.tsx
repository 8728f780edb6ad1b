import { useId, useMemo, type ReactNode } from 'react'
import {
  FormProvider,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import { FormScope } from './FormScope'

interface FormFrameProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>
  /** The namespace of the fields' texts and error codes. */
  namespace: string
  className: string
  title: string
  busy: boolean
  /** Called instead of the browser's submit; the caller validates with handleSubmit. */
  onSubmit: () => void
  children: ReactNode
}

/** A form with its own ids and namespace for its fields, titled by its heading. */
export function FormFrame<Values extends FieldValues, Output>({
  form,
  namespace,
  className,
  title,
  busy,
  onSubmit,
  children,
}: FormFrameProps<Values, Output>) {
  const { i18n } = useTranslation(namespace)
  const id = useId()
  const scope = useMemo(() => ({ id, namespace }), [id, namespace])
  return (
    <FormScope.Provider value={scope}>
      <FormProvider {...form}>
        <form
          lang={i18n.language}
          className={className}
          noValidate
          aria-labelledby={`${id}-title`}
          aria-busy={busy || undefined}
          onSubmit={(event) => {
            event.preventDefault()
            onSubmit()
          }}
        >
          <h2 id={`${id}-title`} className="resort-search__title">
            {title}
          </h2>
          {children}
        </form>
      </FormProvider>
    </FormScope.Provider>
  )
}
