import { GIFT_VOUCHER_STATES } from '@resort/core/api'
import type { GiftVoucherActions } from '@resort/core/staff'
import { SelectField, TextField } from '@resort/widget/forms'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'

/**
 * The list's state filter and search (issue 35), applied as staff choose and type; how many
 * vouchers they leave is announced by the list's count.
 */
export function GiftVoucherFilters({
  actions,
}: {
  actions: GiftVoucherActions
}) {
  const { t } = useTranslation('adminGiftVouchers')
  const filters = useStore(actions, (state) => state.filters)
  return (
    <div
      className="admin-filters"
      role="search"
      aria-label={t('filters.label')}
    >
      <SelectField
        id="gift-vouchers-state"
        label={t('filters.state')}
        value={filters.state}
        onChange={(value) =>
          actions.getState().filter({
            state:
              GIFT_VOUCHER_STATES.find((state) => state === value) ?? 'all',
          })
        }
      >
        <option value="all">{t('filters.any_state')}</option>
        {GIFT_VOUCHER_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`states.${state}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        id="gift-vouchers-query"
        type="search"
        label={t('filters.query')}
        hint={t('filters.query_hint')}
        value={filters.query}
        onChange={(query) => actions.getState().filter({ query })}
        wide
      />
    </div>
  )
}
