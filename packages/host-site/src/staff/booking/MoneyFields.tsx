import { MAX_STAFF_REASON } from '@resort/core/api'
import { TextField } from '@resort/widget/forms'
import type { RefObject } from 'react'
import { useTranslation } from '../../platform/i18n/translation'

/**
 * A money action's amount (at most `most`, in `currency`) and its reason for the guest: the fee's
 * and the refund's forms (issue 32). Their drafts and errors are core's; this renders them.
 */
export function MoneyFields({
  ids,
  labels,
  currency,
  most,
  draft,
  errors,
  onChange,
  amountRef,
}: {
  ids: { amount: string; reason: string }
  labels: { amount: string; reason: string }
  currency: string
  most: string
  draft: { amount: string; reason: string }
  errors: { amount?: string | undefined; reason?: string | undefined }
  onChange: (
    change: { amount: string } | { reason: string },
    field: 'amount' | 'reason',
  ) => void
  /** The form's first field when it is the amount: it takes the focus back after Change. */
  amountRef?: RefObject<HTMLInputElement | null>
}) {
  const { t } = useTranslation('admin')
  return (
    <>
      <TextField
        required="unmarked"
        {...(amountRef ? { ref: amountRef } : {})}
        id={ids.amount}
        label={labels.amount}
        hint={t('booking.money.amount_hint', { currency, most })}
        inputMode="decimal"
        autoComplete="off"
        value={draft.amount}
        onChange={(amount) => onChange({ amount }, 'amount')}
        error={errors.amount}
      />
      <TextField
        required="unmarked"
        id={ids.reason}
        label={labels.reason}
        hint={t('booking.reason_hint', { max: MAX_STAFF_REASON })}
        autoComplete="off"
        value={draft.reason}
        onChange={(reason) => onChange({ reason }, 'reason')}
        error={errors.reason}
      />
    </>
  )
}
