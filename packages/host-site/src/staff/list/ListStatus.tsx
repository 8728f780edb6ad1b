import type { ErrorKind } from '@resort/core/api'
import type { ApiAnswer } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { useAdminRecheck } from '../AdminAccessContext'
import { problemText } from '../adminProblems'

/**
 * A list's live region: searching, how many were found (announced when a search, sort or page
 * answers), or what went wrong, with a way to try again.
 */
export function ListStatus({
  answer,
  count,
  onRetry,
}: {
  answer: ApiAnswer<unknown>
  /** The sentence of what was found, e.g. "12 bookings found". */
  count: string | undefined
  onRetry: () => void
}) {
  const { t } = useTranslation('admin')
  const recheck = useAdminRecheck()
  const problem: { kind: ErrorKind } | undefined =
    answer.state === 'error' ? answer : undefined
  return (
    <>
      <p role="status" className="admin-count">
        {answer.state === 'loading'
          ? t('list.searching')
          : answer.state === 'done'
            ? count
            : null}
      </p>
      {problem ? (
        <div role="alert" className="admin-problem">
          <p>{problemText(t, { kind: problem.kind, fields: {} })}</p>
          {/* Refused for who asks: the door says what is needed (sign in, or the code). */}
          {problem.kind === 'forbidden' || problem.kind === 'unauthorized' ? (
            <button
              type="button"
              className="account-button account-button--secondary"
              onClick={recheck}
            >
              {t('list.check_access')}
            </button>
          ) : (
            <button
              type="button"
              className="account-button account-button--secondary"
              onClick={onRetry}
            >
              {t('list.try_again')}
            </button>
          )}
        </div>
      ) : null}
    </>
  )
}
