import { adminPropertiesSearch, ratesGrid } from '@resort/core/api'
import {
  bulkDraft,
  createRateEditFlow,
  nightDraft,
  type RateEditDraft,
  type RateEditSubject,
} from '@resort/core/staff'
import { addDaysIso, isIsoDate, todayIso } from '@resort/core/stay'
import { SelectField, TextField } from '@resort/widget/forms'
import { Suspense, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useStore } from 'zustand'
import '../../platform/styles/adminRates.css'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import {
  answerValue,
  skipToken,
  useEndpoint,
} from '../../platform/api/useEndpoint'
import { PageWithTexts } from '../../platform/i18n/PageWithTexts'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { adminRatesTextsFor } from './adminRatesTexts'
import { GoogleFeeds } from './GoogleFeeds'
import { GRID_DAYS, fullDay, gridEnd, gridStart } from './gridDates'
import { RateEditForm } from './RateEditForm'
import { RatesGrid } from './RatesGrid'
import { RenameRates } from './RenameRates'
import { UnitCalendars } from './UnitCalendars'

const TEXTS = [adminRatesTextsFor]

/**
 * /{lang}/admin/rates (issue 14): a property's rates and availability, 14 days at a time, edited
 * night by night or in bulk (previewed, then saved), and its rates renamed; a property with
 * villas or apartments also has their calendars, and every property the addresses of Google's
 * feeds (issue 35). The property and the first day are in the address.
 */
export function RatesPage() {
  const { t } = useTranslation()
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <PageWithTexts texts={TEXTS} namespace="adminRates" titleKey="page.title">
        <RatesContent />
      </PageWithTexts>
    </Suspense>
  )
}

function RatesContent() {
  const { t } = useTranslation('adminRates')
  const language = usePageLanguage()
  const [params, setParams] = useSearchParams()
  const api = useSiteApi()
  const [reloads, setReloads] = useState(0)
  // The edit open, its preview and the nights last saved are core's (decision 013).
  const edits = useMemo(() => createRateEditFlow({ api }), [api])
  const editing = useStore(edits, (state) => state.open)
  const saved = useStore(edits, (state) => state.saved)
  const [typedFrom, setTypedFrom] = useState<string>()
  const notice = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const today = todayIso()

  const properties = useEndpoint(adminPropertiesSearch, { lang: language })
  const propertyList = answerValue(properties)?.items
  const propertyId = params.get('property') ?? propertyList?.[0]?.propertyId
  const propertyName = propertyList?.find(
    (property) => property.propertyId === propertyId,
  )?.name
  const from = gridStart(params.get('from'))
  const to = gridEnd(from)
  const grid = useEndpoint(
    ratesGrid,
    propertyId ? { propertyId, from, to, lang: language } : skipToken,
    { version: reloads },
  )
  const shownGrid = answerValue(grid)

  const titleOf = (subject: RateEditSubject) => {
    if (subject.kind === 'bulk') return t('edit.bulk_title')
    const unit = shownGrid?.unitTypes.find(
      (candidate) => candidate.unitTypeId === subject.unitTypeId,
    )
    return t('edit.night_title', {
      unit: unit?.name,
      date: fullDay(subject.night, language),
    })
  }
  const edit = (subject: RateEditSubject, start: RateEditDraft) => {
    if (!shownGrid) return
    const { propertyId, currency } = shownGrid
    edits.getState().begin(subject, start, {
      propertyId,
      currency,
      lang: language,
    })
  }

  const setParam = (name: string, value: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.set(name, value)
      return next
    })
  }

  return (
    <section className="rates-page" aria-labelledby="rates-page-title">
      <h2 id="rates-page-title" ref={heading} tabIndex={-1}>
        {t('page.title')}
      </h2>
      <p>{t('page.intro')}</p>
      <div className="rates-page__toolbar">
        <SelectField
          id="rates-property"
          label={t('page.property')}
          value={propertyId ?? ''}
          onChange={(property) => {
            edits.getState().close()
            setParam('property', property)
          }}
        >
          {propertyList?.map((property) => (
            <option key={property.propertyId} value={property.propertyId}>
              {property.name}, {property.city}
            </option>
          ))}
        </SelectField>
        <TextField
          id="rates-from"
          type="date"
          label={t('page.from')}
          value={typedFrom ?? from}
          onChange={(typed) => {
            // A date half typed stays in the field; a whole one moves the grid.
            if (isIsoDate(typed)) {
              setTypedFrom(undefined)
              setParam('from', typed)
            } else setTypedFrom(typed)
          }}
        />
        <div className="rates-page__paging">
          <button
            type="button"
            onClick={() => {
              setTypedFrom(undefined)
              setParam('from', addDaysIso(from, -GRID_DAYS))
            }}
          >
            {t('page.previous', { count: GRID_DAYS })}
          </button>
          <button
            type="button"
            onClick={() => {
              setTypedFrom(undefined)
              setParam('from', addDaysIso(from, GRID_DAYS))
            }}
          >
            {t('page.next', { count: GRID_DAYS })}
          </button>
        </div>
        {shownGrid ? (
          <button
            type="button"
            className="rates-page__bulk"
            onClick={() =>
              edit({ kind: 'bulk' }, bulkDraft(from < today ? today : from, to))
            }
          >
            {t('page.bulk_edit')}
          </button>
        ) : null}
      </div>
      <div
        ref={notice}
        role="status"
        tabIndex={-1}
        className="rates-page__notice"
      >
        {saved !== undefined ? (
          <p>{t('page.saved', { count: saved })}</p>
        ) : null}
      </div>
      {properties.state === 'error' ? (
        <p role="alert">{t('page.properties_failed')}</p>
      ) : null}
      {grid.state === 'error' ? (
        <p role="alert">
          {t(
            `page.grid_failed.${grid.kind === 'forbidden' || grid.kind === 'unauthorized' ? grid.kind : 'other'}`,
          )}
        </p>
      ) : null}
      {propertyId && grid.state === 'loading' ? (
        <p role="status">{t('page.loading')}</p>
      ) : null}
      {shownGrid ? (
        <>
          <RatesGrid
            grid={shownGrid}
            today={today}
            onEditNight={(unitTypeId, night) =>
              edit(
                { kind: 'night', unitTypeId, night: night.night },
                nightDraft(unitTypeId, night, shownGrid.currency),
              )
            }
          />
          {editing ? (
            <RateEditForm
              key={editing.serial}
              grid={shownGrid}
              flow={edits}
              open={editing}
              title={titleOf(editing.subject)}
              onCancel={() => {
                edits.getState().close()
                heading.current?.focus()
              }}
              onSaved={() => {
                setReloads((current) => current + 1)
                notice.current?.focus()
              }}
            />
          ) : null}
          <RenameRates
            key={shownGrid.propertyId}
            ratePlans={shownGrid.ratePlans}
            onRenamed={() => setReloads((current) => current + 1)}
          />
        </>
      ) : null}
      {propertyId ? (
        <UnitCalendars key={propertyId} propertyId={propertyId} />
      ) : null}
      {propertyId && propertyName ? (
        <GoogleFeeds
          key={`google-${propertyId}`}
          propertyId={propertyId}
          propertyName={propertyName}
        />
      ) : null}
    </section>
  )
}
