import {
  GIFT_VOUCHER_AMOUNTS,
  GIFT_VOUCHER_CURRENCY,
  GIFT_VOUCHER_MAX_AMOUNT,
  GIFT_VOUCHER_MIN_AMOUNT,
} from '@resort/core/api'
import { currencyDecimals } from '@resort/core/format'
import {
  OTHER_GIFT_VOUCHER_AMOUNT,
  type GiftVoucherOrderDraft,
} from '@resort/core/giftVouchers'
import { Choice, ChoiceGroup, TextField } from '@resort/widget/forms'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { voucherLimits, voucherMoney } from './giftVoucherMessages'

/** The amount group's id: the error summary's link while no other amount is chosen. */
export const AMOUNT_ID = 'gift-voucher-amount'
/** The field for another amount, revealed by its radio button. */
export const OTHER_AMOUNT_ID = 'gift-voucher-other-amount'

// The field takes whole units of the currency (euros), as the hint says.
const units = (minor: number) =>
  minor / 10 ** currencyDecimals(GIFT_VOUCHER_CURRENCY)

/**
 * The voucher's amount: the amounts offered first as radio buttons, and another amount in
 * whole euros; the error is at the group, or at the typed amount once it is chosen.
 */
export function AmountChoice({
  draft,
  error,
  onChange,
}: {
  draft: Pick<GiftVoucherOrderDraft, 'amountChoice' | 'otherAmount'>
  error: string | undefined
  onChange: (
    patch: Partial<Pick<GiftVoucherOrderDraft, 'amountChoice' | 'otherAmount'>>,
  ) => void
}) {
  const { t } = useTranslation('giftVouchers')
  const language = usePageLanguage()
  const other = draft.amountChoice === OTHER_GIFT_VOUCHER_AMOUNT
  const choices = [
    ...GIFT_VOUCHER_AMOUNTS.map((amount) => ({
      value: String(amount),
      label: voucherMoney(amount, language),
    })),
    { value: OTHER_GIFT_VOUCHER_AMOUNT, label: t('buy.amount_another') },
  ]
  return (
    <>
      <ChoiceGroup
        id={AMOUNT_ID}
        legend={t('buy.amount')}
        error={other ? undefined : error}
      >
        {choices.map((choice) => (
          <Choice
            key={choice.value}
            id={`${AMOUNT_ID}-${choice.value}`}
            type="radio"
            name="amount"
            label={choice.label}
            checked={draft.amountChoice === choice.value}
            aria-invalid={!other && error ? true : undefined}
            onChange={() => onChange({ amountChoice: choice.value })}
          />
        ))}
      </ChoiceGroup>
      {other ? (
        <TextField
          id={OTHER_AMOUNT_ID}
          label={t('buy.other_amount')}
          hint={t('buy.other_amount_hint', voucherLimits(language))}
          error={error}
          required="unmarked"
          type="number"
          inputMode="numeric"
          min={units(GIFT_VOUCHER_MIN_AMOUNT)}
          max={units(GIFT_VOUCHER_MAX_AMOUNT)}
          step={1}
          narrow
          value={draft.otherAmount}
          onChange={(otherAmount) => onChange({ otherAmount })}
        />
      ) : null}
    </>
  )
}
