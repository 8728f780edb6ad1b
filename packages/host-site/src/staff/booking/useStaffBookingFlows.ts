import {
  createStaffCancelFlow,
  createStaffChangeFlow,
  type StaffCancelFlow,
  type StaffChangeFlow,
} from '@resort/core/staffBooking'
import { useMemo } from 'react'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'

/** Staff's change and cancellation of one booking: stores of their own for each booking (decision 013). */
export function useStaffBookingFlows(bookingId: string): {
  change: StaffChangeFlow
  cancel: StaffCancelFlow
} {
  const api = useSiteApi()
  const lang = usePageLanguage()
  return useMemo(
    () => ({
      change: createStaffChangeFlow({ api, bookingId, lang }),
      cancel: createStaffCancelFlow({ api, bookingId, lang }),
    }),
    [api, bookingId, lang],
  )
}
