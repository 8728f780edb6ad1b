import { unitAvailabilityCalendar, type ApiClient } from '@resort/core/api'
import type { IsoDate } from '@resort/core/stay'
import { lazy, Suspense, useCallback } from 'react'
import { useTranslation } from '../i18n/WidgetTranslations'

// The calendar is offered once the guest chose one property, so its code and its look load then
// and not before the search box is interactive.
const CalendarField = lazy(() =>
  import('./CalendarField').then((module) => ({
    default: module.CalendarField,
  })),
)

export interface PropertyCalendarProps {
  api: ApiClient
  propertyId: string
  propertyName: string
  /** The guests its prices are for. */
  adults: number
  children: number
  dateFrom: string
  onChoose: (dateFrom: IsoDate, dateTo: IsoDate) => void
}

/** The chosen property's availability and prices for the guests entered, loaded on demand. */
export function PropertyCalendar({
  api,
  propertyId,
  propertyName,
  adults,
  children,
  dateFrom,
  onChoose,
}: PropertyCalendarProps) {
  const lang = useTranslation('search').i18n.language
  const loadDays = useCallback(
    (from: string, to: string) =>
      api.call(unitAvailabilityCalendar, {
        propertyId,
        from,
        to,
        adults,
        children,
        lang,
      }),
    [api, propertyId, adults, children, lang],
  )
  return (
    <Suspense fallback={null}>
      <CalendarField
        // Other guests or another property: a fresh calendar and fresh prices.
        key={`${propertyId}|${adults}|${children}`}
        loadDays={loadDays}
        propertyName={propertyName}
        dateFrom={dateFrom}
        onChoose={onChoose}
      />
    </Suspense>
  )
}
