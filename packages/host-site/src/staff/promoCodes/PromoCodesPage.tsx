import {
  adminPromoCodes,
  adminPropertiesSearch,
  type CallProblem,
  type OutputOf,
} from '@resort/core/api'
import {
  createPromoCodeActions,
  type PromoCodeActions,
} from '@resort/core/staff'
import { Suspense, useMemo, useRef, useState, type RefObject } from 'react'
import { useStore } from 'zustand'
import '../../platform/styles/adminPromoCodes.css'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { answerValue, useEndpoint } from '../../platform/api/useEndpoint'
import { PageWithTexts } from '../../platform/i18n/PageWithTexts'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { useAdminRecheck } from '../AdminAccessContext'
import { problemText } from '../adminProblems'
import { adminRatesTextsFor } from '../rates/adminRatesTexts'
import { adminPromoCodesTextsFor } from './adminPromoCodesTexts'
import { NewPromoCodeForm } from './NewPromoCodeForm'
import { PromoCodeTable } from './PromoCodeTable'
import { promoValue } from './promoValue'

// The rates' texts name a rate with its board, as the rates page does.
const TEXTS = [adminPromoCodesTextsFor, adminRatesTextsFor]

type Property = OutputOf<typeof adminPropertiesSearch>['items'][number]

/**
 * /{lang}/admin/promo-codes (issue 35, decision 044): every promo code with its conditions and
 * uses, each active one voided after a yes, and the form of a new one. The codes, their check
 * and the calls are core's (createPromoCodeActions); this page selects and renders.
 */
export function PromoCodesPage() {
  const { t } = useTranslation()
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <PageWithTexts
        texts={TEXTS}
        namespace="adminPromoCodes"
        titleKey="page.title"
      >
        <PromoCodesContent />
      </PageWithTexts>
    </Suspense>
  )
}

function PromoCodesContent() {
  const { t } = useTranslation('adminPromoCodes')
  const language = usePageLanguage()
  const [catalogReads, setCatalogReads] = useState(0)
  // The catalog names the properties and their currencies: the form needs it.
  const catalog = useEndpoint(
    adminPropertiesSearch,
    { lang: language },
    { version: catalogReads },
  )
  const properties = answerValue(catalog)?.items
  return (
    <section
      className="admin-section promo-codes"
      aria-labelledby="promo-codes-title"
    >
      <h2 id="promo-codes-title">{t('page.title')}</h2>
      <p>{t('page.intro')}</p>
      {properties ? (
        <PromoCodesWork properties={properties} />
      ) : catalog.state === 'error' ? (
        <LoadProblem
          sentence={t('page.properties_failed')}
          problem={catalog}
          onRetry={() => setCatalogReads((reads) => reads + 1)}
        />
      ) : (
        <p role="status">{t('page.loading')}</p>
      )}
    </section>
  )
}

function PromoCodesWork({ properties }: { properties: readonly Property[] }) {
  const { t } = useTranslation('adminPromoCodes')
  const api = useSiteApi()
  const actions = useMemo(
    () => createPromoCodeActions({ api, properties }),
    [api, properties],
  )
  const [reads, setReads] = useState(0)
  const list = useEndpoint(adminPromoCodes, undefined, { version: reads })
  const codes = answerValue(list)?.codes
  const notice = useRef<HTMLDivElement>(null)
  const names = new Map(
    properties.map((property) => [property.propertyId, property.name]),
  )
  const currencies = [...new Set(properties.map(({ currency }) => currency))]
  const reload = () => setReads((count) => count + 1)

  return (
    <>
      <PromoCodeNotice actions={actions} ref={notice} />
      <section aria-labelledby="promo-codes-list-title">
        <h3 id="promo-codes-list-title">{t('list.title')}</h3>
        {list.state === 'error' ? (
          <LoadProblem problem={list} onRetry={reload} />
        ) : (
          <p role="status" className="admin-count">
            {codes
              ? t('list.count', { count: codes.length })
              : t('list.loading')}
          </p>
        )}
        {codes?.length === 0 ? <p>{t('list.none')}</p> : null}
        {codes?.length ? (
          <PromoCodeTable
            codes={codes}
            propertyName={(id) => names.get(id) ?? id}
            voiding={actions.voiding}
            onVoided={() => {
              reload()
              // The code's Void button is gone: the outcome takes the focus.
              notice.current?.focus()
            }}
          />
        ) : null}
      </section>
      <NewPromoCodeForm
        properties={properties}
        currencies={currencies}
        creation={actions.creation}
        onCreated={reload}
      />
    </>
  )
}

/** The code last created or voided, announced. */
function PromoCodeNotice({
  actions: { creation, voiding },
  ref,
}: {
  actions: PromoCodeActions
  ref: RefObject<HTMLDivElement | null>
}) {
  const { t } = useTranslation('adminPromoCodes')
  const language = usePageLanguage()
  const created = useStore(creation, (state) =>
    state.justDone ? state.done : undefined,
  )
  const voided = useStore(voiding, (state) =>
    state.justDone ? state.done : undefined,
  )
  const notice = created
    ? t('form.created', {
        code: created.code,
        discount: t('discount', { value: promoValue(created, language) }),
      })
    : voided
      ? t('void.done', { code: voided.code })
      : undefined
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="account-status promo-codes__notice"
    >
      {notice ? <p>{notice}</p> : null}
    </div>
  )
}

/** A read that failed: why, and a way on (again, or the door's check when access was refused). */
function LoadProblem({
  sentence,
  problem,
  onRetry,
}: {
  sentence?: string
  problem: CallProblem
  onRetry: () => void
}) {
  const { t } = useTranslation('admin')
  const recheck = useAdminRecheck()
  const refusedForWho =
    problem.kind === 'forbidden' || problem.kind === 'unauthorized'
  return (
    <div role="alert" className="admin-problem">
      {sentence ? <p>{sentence}</p> : null}
      <p>{problemText(t, problem)}</p>
      <button
        type="button"
        className="account-button account-button--secondary"
        onClick={refusedForWho ? recheck : onRetry}
      >
        {t(refusedForWho ? 'list.check_access' : 'list.try_again')}
      </button>
    </div>
  )
}
