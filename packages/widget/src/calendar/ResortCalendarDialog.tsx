import { unitAvailabilityCalendar, type FetchLike } from '@resort/core/api'
import { resolveLanguage } from '@resort/core/i18n'
import { useCallback } from 'react'
import { useApiClient } from '../api/useApiClient'
import { CalendarDialog, type CalendarDialogProps } from './CalendarDialog'

export interface ResortCalendarDialogProps extends Pick<
  CalendarDialogProps,
  'dateFrom' | 'dateTo' | 'onChoose' | 'onClose'
> {
  lang: string
  propertyId: string
  propertyName: string
  /** The guests its prices are for. */
  adults: number
  children: number
  /** Origin of the resort's API; '' (the default) is the page's own. */
  apiBase?: string
  /** For tests: the fetch the API client uses instead of the global one. */
  fetch?: FetchLike
}

/**
 * A property's date picker for a host page's own form (issue 33: the property page): the page
 * renders its opener (DatePickerOpener) inside an element of class `resort-theme`, which gives
 * both the widget's theme, and loads this when a guest opens it.
 */
export function ResortCalendarDialog({
  lang,
  propertyId,
  adults,
  children,
  apiBase = '',
  fetch,
  ...dialog
}: ResortCalendarDialogProps) {
  const api = useApiClient(apiBase, fetch)
  const language = resolveLanguage(lang)
  const loadDays = useCallback(
    (from: string, to: string) =>
      api.call(unitAvailabilityCalendar, {
        propertyId,
        from,
        to,
        adults,
        children,
        lang: language,
      }),
    [api, propertyId, adults, children, language],
  )
  return <CalendarDialog lang={language} loadDays={loadDays} {...dialog} />
}
