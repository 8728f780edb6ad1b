import {
  createStaffBookingFlows,
  type StaffBookingFlows,
} from '@resort/core/staffBooking'
import { useMemo } from 'react'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'

/**
 * Staff's change, cancellation, fees and refunds of one booking, and what the last of them
 * answered: stores of their own for each booking (decision 013).
 */
export function useStaffBookingFlows(bookingId: string): StaffBookingFlows {
  const api = useSiteApi()
  const lang = usePageLanguage()
  return useMemo(
    () => createStaffBookingFlows({ api, bookingId, lang }),
    [api, bookingId, lang],
  )
}
