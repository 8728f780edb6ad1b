import { formatStayDates } from '@resort/core/format'
import type { MemberBookingsFlow } from '@resort/core/memberBookings'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'

/** Guest bookings made with the member's verified address, each to add to their bookings. */
export function ClaimableBookings({ flow }: { flow: MemberBookingsFlow }) {
  const { t } = useTranslation('memberBookings')
  const language = usePageLanguage()
  const claimable = useStore(flow, (state) => state.claimable)
  const claiming = useStore(flow, (state) => state.claiming)
  if (claimable.length === 0) return null
  return (
    <section aria-labelledby="member-bookings-claimable">
      <h2 id="member-bookings-claimable">{t('claim.title')}</h2>
      <p>{t('claim.intro')}</p>
      <ul className="member-bookings__list">
        {claimable.map(({ bookingId, propertyName, checkIn, checkOut }) => {
          const dates = formatStayDates(checkIn, checkOut, language)
          const busy = claiming !== undefined
          return (
            <li key={bookingId} className="member-bookings__item">
              <h3>{propertyName}</h3>
              <p className="member-bookings__facts">{dates}</p>
              <button
                type="button"
                className="member-bookings__button"
                aria-label={t('claim.add_label', { name: propertyName, dates })}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) void flow.getState().claim(bookingId)
                }}
              >
                {t('claim.add')}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
