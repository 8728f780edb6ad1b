import {
  UNIT_CALENDAR_IMPORT_MINUTES,
  type UnitCalendarImportResponse,
} from '@resort/core/api'
import type { UnitCalendarActions } from '@resort/core/staff'
import type { RefObject } from 'react'
import { useStore } from 'zustand'
import { useTranslation, type TFunction } from '../../platform/i18n/translation'

const MINUTES = { minutes: UNIT_CALENDAR_IMPORT_MINUTES }

/** An outside calendar just added or fetched: what it closes, or that the fetch failed. */
function fetchedText(
  t: TFunction<'adminRates'>,
  outcome: 'added' | 'fetched',
  { name, status, nights }: UnitCalendarImportResponse,
): string {
  return status === 'ok'
    ? t(`calendars.${outcome}`, { name, count: nights })
    : t(`calendars.${outcome}_${status}`, { name, ...MINUTES })
}

/** The unit's outside calendar last added, fetched or removed, announced. */
export function OutsideCalendarNotice({
  actions: { addition, refresh, removal },
  ref,
}: {
  actions: UnitCalendarActions
  ref: RefObject<HTMLDivElement | null>
}) {
  const { t } = useTranslation('adminRates')
  const added = useStore(addition, (state) =>
    state.justDone ? state.done : undefined,
  )
  const fetched = useStore(refresh, (state) =>
    state.justDone ? state.done : undefined,
  )
  const removed = useStore(removal, (state) =>
    state.justDone ? state.done : undefined,
  )
  const notice = added
    ? fetchedText(t, 'added', added)
    : fetched
      ? fetchedText(t, 'fetched', fetched)
      : removed
        ? t('calendars.removed', { name: removed.name })
        : undefined
  return (
    <div ref={ref} role="status" tabIndex={-1} className="rates-page__notice">
      {notice ? <p>{notice}</p> : null}
    </div>
  )
}
