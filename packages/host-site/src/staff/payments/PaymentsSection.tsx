import { formatLongDate } from '@resort/core/format'
import { createDayPayments, type DayPayments } from '@resort/core/staff'
import { useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { useAdminRecheck } from '../AdminAccessContext'
import { problemText } from '../adminProblems'
import { useAdminTitle } from '../useAdminTitle'
import { DayMoves } from './DayMoves'
import { DayPicker } from './DayPicker'
import { DayTotals } from './DayTotals'
import { OwedPayments } from './OwedPayments'

/**
 * /{lang}/admin/payments (issue 32): a day's money at the gateway (UTC) for staff to reconcile
 * with the gateway's report, its totals per currency and its moves, and above them the payments
 * declined cards left owed. The day, the answer and the call's state are core's
 * (createDayPayments); this page selects and renders.
 */
export function PaymentsSection() {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const api = useSiteApi()
  const store = useMemo(() => createDayPayments({ api }), [api])
  const answer = useStore(store, (state) => state.answer)
  const day = useStore(store, (state) => state.day)
  const dayText = formatLongDate(day, language)
  useAdminTitle(t('payments.title'))
  // In the page's language, on the day chosen so far (today at first).
  useEffect(() => {
    const { status, day: chosen } = store.getState()
    void store.getState().open(language, status === 'idle' ? null : chosen)
  }, [store, language])

  return (
    <section
      className="admin-section"
      aria-labelledby="admin-payments-page-title"
    >
      <h2 id="admin-payments-page-title">{t('payments.title')}</h2>
      <p>{t('payments.intro')}</p>
      <DayPicker store={store} />
      <DayStatus store={store} day={dayText} />
      {answer ? (
        <>
          <OwedPayments owed={answer.owed} />
          <section
            className="admin-day"
            aria-labelledby="admin-day-moves-title"
          >
            <h3 id="admin-day-moves-title">
              {t('payments.moves.title', { day: dayText })}
            </h3>
            {answer.movements.length === 0 ? (
              <p>{t('payments.moves.none')}</p>
            ) : (
              <>
                <DayTotals totals={answer.totals} day={dayText} />
                <DayMoves moves={answer.movements} day={dayText} />
              </>
            )}
          </section>
        </>
      ) : null}
    </section>
  )
}

/** The page's live regions: loading, what was found, or what went wrong with a way on. */
function DayStatus({ store, day }: { store: DayPayments; day: string }) {
  const { t } = useTranslation('admin')
  const recheck = useAdminRecheck()
  const status = useStore(store, (state) => state.status)
  const moves = useStore(store, (state) => state.answer?.movements.length)
  const problem = useStore(store, (state) => state.problem)
  const refusedForWho =
    problem?.kind === 'forbidden' || problem?.kind === 'unauthorized'
  return (
    <>
      <p role="status" className="admin-count">
        {status === 'loading'
          ? t('payments.loading', { day })
          : status === 'loaded' && moves !== undefined
            ? moves === 0
              ? t('payments.nothing_moved', { day })
              : t('payments.found', { count: moves, day })
            : ''}
      </p>
      <div role="alert" className="admin-problem">
        {status === 'failed' && problem ? (
          <>
            <p>{problemText(t, problem)}</p>
            <button
              type="button"
              className="account-button account-button--secondary"
              onClick={() =>
                refusedForWho ? recheck() : void store.getState().retry()
              }
            >
              {t(refusedForWho ? 'list.check_access' : 'list.try_again')}
            </button>
          </>
        ) : null}
      </div>
    </>
  )
}
