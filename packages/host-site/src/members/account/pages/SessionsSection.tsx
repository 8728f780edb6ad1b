import { describeUserAgent } from '@resort/core/account'
import type { MemberSession } from '@resort/core/api'
import { useEffect, useState } from 'react'
import type { TFunction } from '../../../platform/i18n/translation'
import { useTranslation } from '../../../platform/i18n/translation'
import { useAccount, useAccountFlow } from '../AccountFlowContext'
import { refusalText } from '../form/errorTexts'
import { Reauthentication } from './Reauthentication'

const ACTIONS = ['listSessions', 'endSession', 'endOtherSessions']

/** What the member asked to end, repeated with the password when the server asks for it. */
type Ending = { sessionId: string } | { others: true }

// The server's answers that ask for the password again.
const ASKS_PASSWORD = ['reauthentication_required', 'password_wrong']

/** "Firefox on Linux", from what the browser said of itself. */
function deviceOf(t: TFunction<'account'>, session: MemberSession): string {
  const { browser, system } = describeUserAgent(session.userAgent)
  if (browser && system) return t('sessions.browser_on', { browser, system })
  if (browser) return browser
  if (system) return t('sessions.unknown_browser_on', { system })
  return t('sessions.unknown_device')
}

/** The member's open sessions: where, since when, last used; end one, or all others. */
export function SessionsSection() {
  const { t, i18n } = useTranslation('account')
  const flow = useAccountFlow()
  const sessions = useAccount((state) => state.sessions)
  const ending = useAccount((state) =>
    state.busy.some(
      (action) => action !== 'listSessions' && ACTIONS.includes(action),
    ),
  )
  const listed = useAccount((state) => state.outcomes.listSessions)
  const endedOne = useAccount((state) => state.outcomes.endSession)
  const endedOthers = useAccount((state) => state.outcomes.endOtherSessions)

  const [asked, setAsked] = useState<Ending>()

  useEffect(() => {
    void flow.getState().listSessions()
  }, [flow])

  const end = (ending: Ending, password?: string) => {
    setAsked(ending)
    const state = flow.getState()
    void ('others' in ending
      ? state.endOtherSessions(password)
      : state.endSession(ending.sessionId, password))
  }
  const askedOutcome = asked && ('others' in asked ? endedOthers : endedOne)
  const passwordCode = askedOutcome?.fields?.password
  const asksPassword =
    passwordCode !== undefined && ASKS_PASSWORD.includes(passwordCode)

  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const others = sessions?.filter(({ current }) => !current) ?? []
  const refusal =
    refusalText(t, endedOne) ??
    refusalText(t, endedOthers) ??
    refusalText(t, listed)
  return (
    <section aria-labelledby="sessions-title" className="account-section">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      <p>{t('sessions.intro')}</p>
      <div role="status" className="account-status">
        {endedOne?.code === 'session_ended' ? (
          <p>{t('sessions.session_ended')}</p>
        ) : null}
        {endedOthers?.code === 'sessions_ended' ? (
          <p>{t('sessions.ended_others', { count: endedOthers.ended ?? 0 })}</p>
        ) : null}
      </div>
      {refusal ? (
        <div role="alert" className="account-notice">
          <p>{refusal}</p>
        </div>
      ) : null}
      {sessions === undefined ? (
        <p>{t('sessions.loading')}</p>
      ) : (
        <table className="account-sessions" aria-labelledby="sessions-title">
          <thead>
            <tr>
              <th scope="col">{t('sessions.device')}</th>
              <th scope="col">{t('sessions.created')}</th>
              <th scope="col">{t('sessions.last_used')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('sessions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => {
              const device = deviceOf(t, session)
              return (
                <tr key={session.id}>
                  <th scope="row">
                    {device}
                    {session.current ? (
                      <strong className="account-tag">
                        {t('sessions.this_device')}
                      </strong>
                    ) : null}
                  </th>
                  <td>{when.format(new Date(session.createdAt))}</td>
                  <td>{when.format(new Date(session.lastUsedAt))}</td>
                  <td>
                    {session.current ? null : (
                      <button
                        type="button"
                        className="account-button account-button--secondary"
                        aria-disabled={ending || undefined}
                        onClick={
                          ending
                            ? undefined
                            : () => end({ sessionId: session.id })
                        }
                      >
                        {t('sessions.end')}
                        <span className="visually-hidden">
                          {' '}
                          {t('sessions.end_which', {
                            device,
                            date: when.format(new Date(session.lastUsedAt)),
                          })}
                        </span>
                      </button>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {others.length > 0 ? (
        <button
          type="button"
          className="account-button"
          aria-disabled={ending || undefined}
          onClick={ending ? undefined : () => end({ others: true })}
        >
          {t('sessions.end_others')}
        </button>
      ) : null}
      {asked && asksPassword ? (
        <Reauthentication
          code={passwordCode}
          busy={ending}
          onConfirm={(password) => end(asked, password)}
          onCancel={() => setAsked(undefined)}
        />
      ) : null}
    </section>
  )
}
