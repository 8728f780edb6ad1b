import { GIFT_VOUCHER_MESSAGE_LENGTH } from '@resort/core/api'
import {
  GIFT_VOUCHER_ORDER_FIELDS,
  OTHER_GIFT_VOUCHER_AMOUNT,
  type GiftVoucherOrderDraft,
  type GiftVoucherOrderField,
  type GiftVoucherPurchase,
} from '@resort/core/giftVouchers'
import { ErrorSummary, TextField } from '@resort/widget/forms'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { AMOUNT_ID, AmountChoice, OTHER_AMOUNT_ID } from './AmountChoice'
import { orderErrorText, problemText } from './giftVoucherMessages'

type TextFieldName = Exclude<GiftVoucherOrderField, 'amount'>

const idOf = (field: TextFieldName) => `gift-voucher-${field}`
const LABELS: Record<TextFieldName, string> = {
  recipientName: 'buy.recipient_name',
  recipientEmail: 'buy.recipient_email',
  message: 'buy.message',
  buyerName: 'buy.buyer_name',
  buyerEmail: 'buy.buyer_email',
}

/**
 * The voucher as the buyer fills it in (issue 35). Typing is the form's; sending is core's
 * purchase, which checks the form and opens the card step. The form starts from what was last
 * sent, so coming back from the card step or a refusal loses nothing typed.
 */
export function VoucherOrderForm({
  purchase,
  focusHeading,
}: {
  purchase: GiftVoucherPurchase
  /** Back from the card step or a voucher bought: focus starts at the form's heading. */
  focusHeading: boolean
}) {
  const { t } = useTranslation('giftVouchers')
  const language = usePageLanguage()
  const errors = useStore(purchase, (state) => state.errors)
  const problem = useStore(purchase, (state) => state.problem)
  const busy = useStore(purchase, (state) => state.busy === 'order')
  const [draft, setDraft] = useState(() => purchase.getState().draft)
  // Each refused press moves focus to the error summary.
  const [attempt, setAttempt] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusHeading) heading.current?.focus()
  }, [focusHeading])

  const change = (patch: Partial<GiftVoucherOrderDraft>) =>
    setDraft((current) => ({ ...current, ...patch }))
  const errorOf = (field: GiftVoucherOrderField) => {
    const code = errors[field]
    return code ? orderErrorText(t, language, field, code) : undefined
  }
  const other = draft.amountChoice === OTHER_GIFT_VOUCHER_AMOUNT
  const summaryEntry = (field: GiftVoucherOrderField) => {
    const error = errorOf(field)
    if (!error) return []
    if (field !== 'amount')
      return [{ id: idOf(field), label: t(LABELS[field]), error }]
    return [
      other
        ? { id: OTHER_AMOUNT_ID, label: t('buy.other_amount'), error }
        : { id: AMOUNT_ID, label: t('buy.amount'), error },
    ]
  }
  const field = (name: TextFieldName) => ({
    id: idOf(name),
    label: t(LABELS[name]),
    error: errorOf(name),
    value: draft[name],
    onChange: (value: string) => change({ [name]: value }),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!(await purchase.getState().order(draft)))
      setAttempt((count) => count + 1)
  }

  return (
    <section className="gift-voucher-order" aria-labelledby="gift-voucher-buy">
      <h2 id="gift-voucher-buy" ref={heading} tabIndex={-1}>
        {t('buy.title')}
      </h2>
      <form
        noValidate
        className="gift-voucher-form"
        onSubmit={(event) => void submit(event)}
      >
        <ErrorSummary
          title={t('buy.problem')}
          message={problem ? problemText(t, problem) : undefined}
          errors={GIFT_VOUCHER_ORDER_FIELDS.flatMap(summaryEntry)}
          attempt={attempt}
        />
        <fieldset className="account-fieldset">
          <legend>{t('buy.voucher_legend')}</legend>
          <AmountChoice
            draft={draft}
            error={errorOf('amount')}
            onChange={change}
          />
          <TextField
            {...field('recipientName')}
            hint={t('buy.recipient_name_hint')}
            required="unmarked"
            autoComplete="off"
          />
          <TextField
            {...field('recipientEmail')}
            hint={t('buy.recipient_email_hint')}
            type="email"
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            {...field('message')}
            hint={t('buy.message_count', {
              used: String(draft.message.length),
              maxLength: String(GIFT_VOUCHER_MESSAGE_LENGTH),
            })}
            rows={4}
          />
        </fieldset>
        <fieldset className="account-fieldset">
          <legend>{t('buy.buyer_legend')}</legend>
          <TextField
            {...field('buyerName')}
            required="unmarked"
            autoComplete="name"
          />
          <TextField
            {...field('buyerEmail')}
            hint={t('buy.buyer_email_hint')}
            required="unmarked"
            type="email"
            autoComplete="email"
            spellCheck={false}
          />
        </fieldset>
        <button
          type="submit"
          className="account-button"
          aria-disabled={busy || undefined}
        >
          {busy ? t('buy.opening') : t('buy.submit')}
        </button>
      </form>
    </section>
  )
}
