import { useId, type ReactNode } from 'react'
import {
  FormProvider,
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import { useTranslation } from '../i18n/WidgetTranslations'
import { RequestErrorSummary } from './RequestErrorSummary'
import { RequestFailure } from './RequestFailure'
import { RequestFormIdContext } from './requestFields'
import { RequestSent } from './RequestSent'
import type { RequestStatus } from './useRequestSubmission'

interface RequestFormProps<Values extends FieldValues, Request> {
  form: UseFormReturn<Values, unknown, Request>
  status: RequestStatus
  onValid: (request: Request) => Promise<void>
  onStartOver: () => void
  /** The fields in the order the form shows them, with their label keys. */
  labels: readonly (readonly [field: Path<Values>, labelKey: string])[]
  texts: {
    title: string
    intro: string
    submit: string
    sentTitle: string
    sentText: string
  }
  children: ReactNode
}

/** The frame both request forms share: title, error summary, failure with retry, and success. */
export function RequestForm<Values extends FieldValues, Request>({
  form,
  status,
  onValid,
  onStartOver,
  labels,
  texts,
  children,
}: RequestFormProps<Values, Request>) {
  const { t, i18n } = useTranslation('requests')
  const formId = useId()

  if (status.state === 'sent') {
    return (
      <RequestSent
        title={texts.sentTitle}
        text={texts.sentText}
        requestId={status.requestId}
        onStartOver={() => {
          form.reset()
          onStartOver()
        }}
      />
    )
  }

  // Focus goes to the first invalid field in the order the form shows them.
  const focusFirstError = (errors: FieldErrors<Values>) => {
    const first = labels.find(([name]) => get(errors, name))
    if (first) form.setFocus(first[0])
  }
  const send = () => void form.handleSubmit(onValid, focusFirstError)()
  const sending = status.state === 'sending'

  return (
    <RequestFormIdContext.Provider value={formId}>
      <FormProvider {...form}>
        <form
          lang={i18n.language}
          className="resort-requests__form"
          noValidate
          aria-labelledby={`${formId}-title`}
          aria-busy={sending || undefined}
          onSubmit={(event) => {
            event.preventDefault()
            send()
          }}
        >
          <h2 id={`${formId}-title`} className="resort-search__title">
            {texts.title}
          </h2>
          <p>{texts.intro}</p>
          <p className="resort-field-hint">{t('required_hint')}</p>
          <RequestErrorSummary
            labels={labels}
            serverMessage={
              status.state === 'editing' ? status.serverMessage : undefined
            }
          />
          {status.state === 'failed' ? (
            <RequestFailure
              key={status.attempt}
              rateLimited={status.rateLimited}
              onRetry={send}
            />
          ) : null}
          {children}
          <div className="resort-payment__actions">
            <button type="submit" className="resort-button" disabled={sending}>
              {sending ? t('sending') : texts.submit}
            </button>
          </div>
        </form>
      </FormProvider>
    </RequestFormIdContext.Provider>
  )
}
