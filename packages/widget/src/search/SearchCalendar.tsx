import {
  availabilityCalendar,
  unitAvailabilityCalendar,
  type ApiClient,
} from '@resort/core/api'
import type { PropertyType } from '@resort/core/search'
import type { IsoDate } from '@resort/core/stay'
import { useCallback } from 'react'
import { AvailabilityCalendar } from '../calendar/AvailabilityCalendar'
import { useTranslation } from '../i18n/WidgetTranslations'

export interface SearchCalendarProps {
  api: ApiClient
  /** Set when the guest chose one property: its own days; otherwise the group's lowest. */
  property?: { propertyId: string; name: string } | undefined
  /** The search's filters the group's days are for: a region id or what was typed, and a type. */
  destination?: string | undefined
  type?: PropertyType | undefined
  /** The guests its prices are for. */
  adults: number
  children: number
  dateFrom: string
  dateTo: string
  onChoose: (dateFrom: IsoDate, dateTo: IsoDate) => void
}

/**
 * The search's date picker (issue 33: dates with prices): one property's availability once the
 * guest chose it, before that the lowest price per night over the properties the search matches.
 */
export function SearchCalendar({
  api,
  property,
  destination,
  type,
  adults,
  children,
  dateFrom,
  dateTo,
  onChoose,
}: SearchCalendarProps) {
  const lang = useTranslation('search').i18n.language
  const propertyId = property?.propertyId
  const loadDays = useCallback(
    (from: string, to: string) => {
      const range = { from, to, adults, children, lang }
      return propertyId
        ? api.call(unitAvailabilityCalendar, { propertyId, ...range })
        : api.call(availabilityCalendar, {
            ...range,
            ...(destination ? { destination } : {}),
            ...(type ? { type } : {}),
          })
    },
    [api, propertyId, destination, type, adults, children, lang],
  )
  return (
    <div className="form-field form-field--wide">
      <AvailabilityCalendar
        loadDays={loadDays}
        propertyName={property?.name}
        dateFrom={dateFrom}
        dateTo={dateTo}
        onChoose={onChoose}
      />
    </div>
  )
}
