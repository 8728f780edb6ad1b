import type { CallProblem } from '@resort/core/api'
import {
  createGiftVoucherActions,
  shownGiftVouchers,
  type GiftVoucherActions,
} from '@resort/core/staff'
import { Suspense, useEffect, useMemo, useRef, type RefObject } from 'react'
import { useStore } from 'zustand'
import '../../platform/styles/adminGiftVouchers.css'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { PageWithTexts } from '../../platform/i18n/PageWithTexts'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { useAdminRecheck } from '../AdminAccessContext'
import { problemText } from '../adminProblems'
import { adminGiftVouchersTextsFor } from './adminGiftVouchersTexts'
import { GiftVoucherFilters } from './GiftVoucherFilters'
import { GiftVoucherTable } from './GiftVoucherTable'
import { voucherMoney } from './giftVoucherWords'

const TEXTS = [adminGiftVouchersTextsFor]

/**
 * /{lang}/admin/gift-vouchers (issue 35, decision 045): every gift voucher with what is left on
 * it and its history, found by state or search, each active one voided or refunded after a yes.
 * The list, the filters and the calls are core's (createGiftVoucherActions); this page selects
 * and renders.
 */
export function GiftVouchersPage() {
  const { t } = useTranslation()
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <PageWithTexts
        texts={TEXTS}
        namespace="adminGiftVouchers"
        titleKey="page.title"
      >
        <GiftVouchersContent />
      </PageWithTexts>
    </Suspense>
  )
}

function GiftVouchersContent() {
  const { t } = useTranslation('adminGiftVouchers')
  const api = useSiteApi()
  const actions = useMemo(() => createGiftVoucherActions({ api }), [api])
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    void actions.getState().load()
  }, [actions])
  return (
    <section
      className="admin-section gift-vouchers"
      aria-labelledby="gift-vouchers-title"
    >
      <h2 id="gift-vouchers-title">{t('page.title')}</h2>
      <p>{t('page.intro')}</p>
      <GiftVoucherNotice actions={actions} ref={notice} />
      <section aria-labelledby="gift-vouchers-list-title">
        <h3 id="gift-vouchers-list-title">{t('list.title')}</h3>
        <GiftVoucherFilters actions={actions} />
        <GiftVoucherList
          actions={actions}
          // The voucher's buttons are gone: the outcome takes the focus.
          onChanged={() => notice.current?.focus()}
        />
      </section>
    </section>
  )
}

/** The list's count (or how many the filters show), its failure, and the table. */
function GiftVoucherList({
  actions,
  onChanged,
}: {
  actions: GiftVoucherActions
  onChanged: () => void
}) {
  const { t } = useTranslation('adminGiftVouchers')
  const vouchers = useStore(actions, (state) => state.vouchers)
  const filters = useStore(actions, (state) => state.filters)
  const failed = useStore(actions, (state) =>
    state.status === 'failed' ? state.problem : undefined,
  )
  const shown = useMemo(
    () => (vouchers ? shownGiftVouchers(vouchers, filters) : []),
    [vouchers, filters],
  )
  const filtered = filters.state !== 'all' || filters.query.trim() !== ''
  const count = vouchers
    ? filtered
      ? t('list.shown', { shown: shown.length, count: vouchers.length })
      : t('list.count', { count: vouchers.length })
    : failed
      ? ''
      : t('list.loading')
  return (
    <>
      <p role="status" className="admin-count">
        {count}
      </p>
      <LoadProblem
        problem={failed}
        onRetry={() => void actions.getState().load()}
      />
      {vouchers?.length === 0 ? <p>{t('list.none')}</p> : null}
      {vouchers?.length && shown.length === 0 ? (
        <p>{t('list.none_shown')}</p>
      ) : null}
      {shown.length > 0 ? (
        <GiftVoucherTable
          vouchers={shown}
          actions={actions}
          onChanged={onChanged}
        />
      ) : null}
    </>
  )
}

/** The voucher last voided or refunded, announced. */
function GiftVoucherNotice({
  actions,
  ref,
}: {
  actions: GiftVoucherActions
  ref: RefObject<HTMLDivElement | null>
}) {
  const { t } = useTranslation('adminGiftVouchers')
  const language = usePageLanguage()
  const done = useStore(actions, (state) =>
    state.justDone ? state.done : undefined,
  )
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="account-status gift-vouchers__notice"
    >
      {done ? (
        <p>
          {t(`${done.change}.done`, {
            end: done.voucher.codeEnd,
            amount: voucherMoney(done.amount, done.voucher.currency, language),
          })}
        </p>
      ) : null}
    </div>
  )
}

/** A list that could not be read: why, and a way on (again, or the door's check when refused). */
function LoadProblem({
  problem,
  onRetry,
}: {
  problem: CallProblem | undefined
  onRetry: () => void
}) {
  const { t } = useTranslation('admin')
  const recheck = useAdminRecheck()
  const refusedForWho =
    problem?.kind === 'forbidden' || problem?.kind === 'unauthorized'
  return (
    <div role="alert" className="admin-problem">
      {problem ? (
        <>
          <p>{problemText(t, problem)}</p>
          <button
            type="button"
            className="account-button account-button--secondary"
            onClick={refusedForWho ? recheck : onRetry}
          >
            {t(refusedForWho ? 'list.check_access' : 'list.try_again')}
          </button>
        </>
      ) : null}
    </div>
  )
}
