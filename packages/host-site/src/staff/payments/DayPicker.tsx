import type { DayPayments } from '@resort/core/staff'
import { isIsoDate } from '@resort/core/stay'
import { TextField } from '@resort/widget/forms'
import { useState } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'

/**
 * The day whose payments are shown (UTC): a date field and the day before and after. A date
 * half typed stays in the field; a whole one is shown at once; no day after today.
 */
export function DayPicker({ store }: { store: DayPayments }) {
  const { t } = useTranslation('admin')
  const day = useStore(store, (state) => state.day)
  const latest = store.getState().latest()
  // What the field holds while it is no day the page can show (typing only).
  const [typed, setTyped] = useState<string>()
  const tooLate = typed !== undefined && isIsoDate(typed) && typed > latest
  const step = (days: number) => {
    setTyped(undefined)
    void store.getState().step(days)
  }
  return (
    <div
      className="admin-day-picker"
      role="group"
      aria-label={t('payments.day_group')}
    >
      <TextField
        id="admin-payments-day"
        type="date"
        label={t('payments.day')}
        hint={t('payments.day_hint')}
        max={latest}
        value={typed ?? day}
        error={tooLate ? t('payments.day_too_late') : undefined}
        announce
        onChange={(value) => {
          if (isIsoDate(value) && value <= latest) {
            setTyped(undefined)
            void store.getState().choose(value)
          } else setTyped(value)
        }}
      />
      <div className="admin-day-picker__steps">
        <button
          type="button"
          className="account-button account-button--secondary"
          onClick={() => step(-1)}
        >
          {t('payments.previous')}
        </button>
        <button
          type="button"
          className="account-button account-button--secondary"
          aria-disabled={day >= latest || undefined}
          onClick={() => {
            if (day < latest) step(1)
          }}
        >
          {t('payments.next')}
        </button>
      </div>
    </div>
  )
}
