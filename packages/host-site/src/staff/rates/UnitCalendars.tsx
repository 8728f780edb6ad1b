import {
  adminUnitCalendars,
  UNIT_CALENDAR_IMPORT_MINUTES,
} from '@resort/core/api'
import {
  createUnitCalendarActions,
  type UnitCalendars as Unit,
} from '@resort/core/staff'
import { useMemo, useRef } from 'react'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { answerValue, useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { useReload } from '../list/useReload'
import { AddOutsideCalendar } from './AddOutsideCalendar'
import { FeedAddress } from './FeedAddress'
import { OutsideCalendarItem } from './OutsideCalendarItem'
import { OutsideCalendarNotice } from './OutsideCalendarNotice'

/** The browser's clipboard; without one (an insecure page) copying is refused. */
const writeToClipboard = (text: string): Promise<void> =>
  'clipboard' in navigator
    ? navigator.clipboard.writeText(text)
    : Promise.reject(new Error('no clipboard'))

/** One villa or apartment: its address for other sites, and the other sites' calendars it reads. */
function UnitCalendar({
  unit,
  onChanged,
}: {
  unit: Unit
  onChanged: () => void
}) {
  const { t } = useTranslation('adminRates')
  const api = useSiteApi()
  const { unitTypeId } = unit
  const actions = useMemo(
    () =>
      createUnitCalendarActions({ api, unitTypeId, write: writeToClipboard }),
    [api, unitTypeId],
  )
  const notice = useRef<HTMLDivElement>(null)
  const titleId = `unit-calendar-${unitTypeId}`
  return (
    <section className="unit-calendar" aria-labelledby={titleId}>
      <h4 id={titleId}>{unit.name}</h4>
      <FeedAddress unit={unit} actions={actions} />
      <h5>{t('calendars.outside_title')}</h5>
      <p>
        {t('calendars.outside_intro', {
          unit: unit.name,
          minutes: UNIT_CALENDAR_IMPORT_MINUTES,
        })}
      </p>
      <OutsideCalendarNotice actions={actions} ref={notice} />
      {unit.imports.length > 0 ? (
        <ul className="outside-calendars">
          {unit.imports.map((calendar) => (
            <OutsideCalendarItem
              key={calendar.importId}
              calendar={calendar}
              actions={actions}
              onChanged={onChanged}
              onRemoved={() => {
                onChanged()
                // The removed calendar's buttons are gone: the announcement takes the focus.
                notice.current?.focus()
              }}
            />
          ))}
        </ul>
      ) : (
        <p>{t('calendars.outside_none')}</p>
      )}
      <AddOutsideCalendar
        unit={unit}
        addition={actions.addition}
        onAdded={onChanged}
      />
    </section>
  )
}

/**
 * The property's villas and apartments (issue 35): each one's calendar address for the other
 * sites it is listed on, and their calendars it reads. A hotel has none: nothing is shown.
 */
export function UnitCalendars({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('adminRates')
  const language = usePageLanguage()
  const [version, reload] = useReload()
  const answer = useEndpoint(
    adminUnitCalendars,
    { propertyId, lang: language },
    { version },
  )
  const units = answerValue(answer)?.calendars
  if (answer.state === 'error')
    return <p role="alert">{t('calendars.load_failed')}</p>
  if (!units?.length) return null
  return (
    <section className="unit-calendars" aria-labelledby="unit-calendars-title">
      <h3 id="unit-calendars-title">{t('calendars.title')}</h3>
      <p>{t('calendars.intro')}</p>
      {units.map((unit) => (
        <UnitCalendar key={unit.unitTypeId} unit={unit} onChanged={reload} />
      ))}
    </section>
  )
}
