import { useRef, type ReactNode } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form'
import { ErrorSummary } from '../forms/ErrorSummary'
import { focusFirstError } from '../forms/focusFirstError'
import { FormFrame } from '../forms/FormFrame'
import { useTranslation } from '../i18n/WidgetTranslations'
import { RequestFailure } from './RequestFailure'
import { RequestSent } from './RequestSent'
import {
  useRequestSubmission,
  type RequestReceipt,
} from './useRequestSubmission'

interface RequestFormProps<Values extends FieldValues, Request> {
  /** Which request: it names the form's texts ('booking_title', 'submit_callback'). */
  kind: 'booking' | 'callback'
  defaultValues: DefaultValues<Values>
  resolver: Resolver<Values, unknown, Request>
  send: (request: Request) => Promise<RequestReceipt>
  /** The fields in the order the form shows them, with their label keys. */
  labels: readonly (readonly [field: Path<Values>, labelKey: string])[]
  children: ReactNode
}

/** The form both requests share: title, error summary, failure with retry, and success. */
export function RequestForm<Values extends FieldValues, Request>({
  kind,
  defaultValues,
  resolver,
  send,
  labels,
  children,
}: RequestFormProps<Values, Request>) {
  const { t } = useTranslation('requests')
  const rootRef = useRef<HTMLDivElement>(null)
  const form = useForm<Values, unknown, Request>({
    defaultValues,
    resolver,
    // Focus goes to the first invalid field in the order the form shows them (below).
    shouldFocusError: false,
  })
  const fields = labels.map(([name]) => name)
  const { status, submit, startOver } = useRequestSubmission({
    send,
    fields,
    setError: form.setError,
    rootRef,
  })
  const validateAndSend = () =>
    void form.handleSubmit(submit, focusFirstError(form.setFocus, fields))()
  const sending = status.state === 'sending'

  return (
    <div ref={rootRef} className="resort-requests">
      {status.state === 'sent' ? (
        <RequestSent
          title={t(`sent_${kind}_title`)}
          text={t(`sent_${kind}_text`)}
          requestId={status.requestId}
          onStartOver={() => {
            form.reset()
            startOver()
          }}
        />
      ) : (
        <FormFrame
          form={form}
          namespace="requests"
          className="resort-requests__form"
          title={t(`${kind}_title`)}
          busy={sending}
          onSubmit={validateAndSend}
        >
          <p>{t(`${kind}_intro`)}</p>
          <p className="form-field__hint">{t('required_hint')}</p>
          <ErrorSummary
            labels={labels}
            serverMessage={
              status.state === 'editing' ? status.serverMessage : undefined
            }
          />
          {status.state === 'failed' ? (
            <RequestFailure
              key={status.attempt}
              rateLimited={status.rateLimited}
              onRetry={validateAndSend}
            />
          ) : null}
          {children}
          <div className="resort-payment__actions">
            <button type="submit" className="resort-button" disabled={sending}>
              {sending ? t('sending') : t(`submit_${kind}`)}
            </button>
          </div>
        </FormFrame>
      )}
    </div>
  )
}
