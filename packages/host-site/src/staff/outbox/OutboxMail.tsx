import { adminOutboxMail } from '@resort/core/api'
import { createMailResend } from '@resort/core/staff'
import { useEffect, useMemo, useRef } from 'react'
import { useStore } from 'zustand'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation, type TFunction } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { problemText, type AdminProblem } from '../adminProblems'
import { formatWhen } from '../list/formatWhen'
import { deliveryOf } from './delivery'

/**
 * One mail of the outbox as it was sent: subject, recipient, date and the text body (the
 * outbox keeps no HTML body), every credential in it hidden by the server (issue 30). Sending it
 * again asks first, and says when a new link goes in place of the old. Its heading takes the focus.
 */
export function OutboxMail({
  id,
  onResent,
  onClose,
}: {
  id: string
  onResent: () => void
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const answer = useEndpoint(adminOutboxMail, { id })
  const heading = useRef<HTMLHeadingElement>(null)
  const loaded = answer.state === 'done'
  useEffect(() => {
    if (loaded) heading.current?.focus()
  }, [loaded])

  if (answer.state === 'loading')
    return <p role="status">{t('outbox.opening')}</p>
  if (answer.state === 'error')
    return (
      <div role="alert" className="admin-problem">
        <p>{problemText(t, { kind: answer.kind, fields: {} })}</p>
      </div>
    )
  const mail = answer.value
  const delivery = deliveryOf(mail)
  return (
    <article className="admin-mail" aria-labelledby="admin-mail-subject">
      <h3 id="admin-mail-subject" ref={heading} tabIndex={-1}>
        {mail.subject}
      </h3>
      <dl className="admin-facts">
        <div>
          <dt>{t('outbox.columns.to')}</dt>
          <dd>{mail.to}</dd>
        </div>
        <div>
          <dt>{t('outbox.columns.created')}</dt>
          <dd>{formatWhen(mail.createdAt, language)}</dd>
        </div>
        <div>
          <dt>{t('outbox.columns.delivery')}</dt>
          <dd>
            {t(`outbox.delivery.${delivery}`)}
            {mail.sentAt ? ` (${formatWhen(mail.sentAt, language)})` : null}
            {mail.error ? `: ${mail.error}` : null}
          </dd>
        </div>
        {Object.entries(mail.headers).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* The text exactly as sent (wrapped, never scrolled inside, so no focus is needed). */}
      <section aria-labelledby="admin-mail-text">
        <h4 id="admin-mail-text">{t('outbox.text')}</h4>
        <p className="admin-hint">{t('outbox.hidden_note')}</p>
        <pre className="admin-mail__text">{mail.text}</pre>
      </section>
      {mail.resend === 'as_sent' || mail.resend === 'new_link' ? (
        <Resend
          id={id}
          to={mail.to}
          newLink={mail.resend === 'new_link'}
          onResent={onResent}
        />
      ) : (
        <p className="admin-resend">{t(`outbox.resend_${mail.resend}`)}</p>
      )}
      <button
        type="button"
        className="account-button account-button--secondary"
        onClick={onClose}
      >
        {t('outbox.close')}
      </button>
    </article>
  )
}

/** Why the server refused to send again, in the staff member's language. */
function resendProblemText(t: TFunction<'admin'>, problem: AdminProblem) {
  const reason = problem.kind === 'conflict' ? problem.fields.id : undefined
  if (reason === 'account_gone' || reason === 'already_confirmed')
    return t(`outbox.refused.${reason}`)
  if (reason === 'new_code_at_sign_in' || reason === 'recipient_asks_again')
    return t(`outbox.resend_${reason}`)
  return problemText(t, problem)
}

function Resend({
  id,
  to,
  newLink,
  onResent,
}: {
  id: string
  to: string
  /** A new link goes in place of the mail's (a reset or confirmation link). */
  newLink: boolean
  onResent: () => void
}) {
  const { t } = useTranslation('admin')
  const api = useSiteApi()
  const flow = useMemo(() => createMailResend({ api, id }), [api, id])
  const asking = useStore(flow, (state) => state.asking)
  const busy = useStore(flow, (state) => state.busy)
  const resent = useStore(flow, (state) => state.justDone)
  const problem = useStore(flow, (state) => state.problem)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const askButton = useRef<HTMLButtonElement>(null)
  // The question's first button takes the focus; answered, it goes back to "Send again".
  const wasAsking = useRef(false)
  useEffect(() => {
    if (asking) confirmButton.current?.focus()
    else if (wasAsking.current) askButton.current?.focus()
    wasAsking.current = asking
  }, [asking])

  const resend = async () => {
    if (await flow.getState().resend()) onResent()
  }
  return (
    <div className="admin-resend">
      {asking ? (
        <div role="group" aria-labelledby="admin-resend-question">
          <p id="admin-resend-question">
            {t(
              newLink
                ? 'outbox.resend_new_link_question'
                : 'outbox.resend_question',
              { to },
            )}
          </p>
          <button
            ref={confirmButton}
            type="button"
            className="account-button"
            aria-disabled={busy || undefined}
            onClick={() => void resend()}
          >
            {t(
              newLink
                ? 'outbox.resend_new_link_confirm'
                : 'outbox.resend_confirm',
            )}
          </button>
          <button
            type="button"
            className="account-button account-button--secondary"
            onClick={() => flow.getState().cancel()}
          >
            {t('outbox.resend_cancel')}
          </button>
        </div>
      ) : (
        <>
          <button
            ref={askButton}
            type="button"
            className="account-button"
            aria-describedby={newLink ? 'admin-resend-hint' : undefined}
            onClick={() => flow.getState().ask()}
          >
            {t('outbox.resend')}
          </button>
          {newLink ? (
            <p id="admin-resend-hint" className="admin-hint">
              {t('outbox.resend_new_link_hint')}
            </p>
          ) : null}
        </>
      )}
      <div role="status">
        {resent ? (
          <p>
            {t(newLink ? 'outbox.resent_new_link' : 'outbox.resent', { to })}
          </p>
        ) : null}
      </div>
      <div role="alert" className="admin-problem">
        {problem ? <p>{resendProblemText(t, problem)}</p> : null}
      </div>
    </div>
  )
}
