import { formatLongDate } from '@resort/core/format'
import { TextField } from '@resort/widget/forms'
import { useRef, useState, type FormEvent } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { refusalText, voucherMoney } from './giftVoucherMessages'
import { useGiftVoucherBalanceCheck } from './useGiftVoucherFlows'

const CODE_ID = 'gift-voucher-balance-code'

/**
 * A voucher's balance by its code (issue 35): what is left of its amount, its status and until
 * when it is valid. A refusal is said at the code's field, which takes the focus again.
 */
export function BalanceCheck() {
  const { t } = useTranslation('giftVouchers')
  const language = usePageLanguage()
  const check = useGiftVoucherBalanceCheck()
  const busy = useStore(check, (state) => state.busy)
  const result = useStore(check, (state) => state.result)
  const refusal = useStore(check, (state) => state.refusal)
  const [code, setCode] = useState('')
  const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!(await check.getState().check(code))) input.current?.focus()
  }
  const money = (amount: number) =>
    voucherMoney(amount, language, result?.currency)
  return (
    <section
      className="gift-voucher-balance"
      aria-labelledby="gift-voucher-balance"
    >
      <h2 id="gift-voucher-balance">{t('balance.title')}</h2>
      <p>{t('balance.intro')}</p>
      <form
        noValidate
        className="gift-voucher-balance__form"
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          ref={input}
          id={CODE_ID}
          label={t('balance.code')}
          hint={t('balance.code_hint')}
          error={refusal ? refusalText(t, refusal) : undefined}
          announce
          required="unmarked"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={setCode}
        />
        <button
          type="submit"
          className="account-button"
          aria-disabled={busy || undefined}
        >
          {busy ? t('balance.checking') : t('balance.submit')}
        </button>
      </form>
      {/* Always in the page, so that the balance is read out when it comes. */}
      <div role="status" className="gift-voucher-balance__result">
        {result ? (
          <>
            <h3 translate="no">
              {t('balance.result_title', { code: result.code })}
            </h3>
            <dl>
              <div>
                <dt>{t('balance.balance')}</dt>
                <dd>
                  {t('balance.balance_of', {
                    balance: money(result.balance),
                    amount: money(result.amount),
                  })}
                </dd>
              </div>
              <div>
                <dt>{t('balance.state')}</dt>
                <dd>{t(`states.${result.state}`)}</dd>
              </div>
              <div>
                <dt>{t('balance.valid_until')}</dt>
                <dd>
                  {formatLongDate(result.validUntil.slice(0, 10), language)}
                </dd>
              </div>
            </dl>
          </>
        ) : null}
      </div>
    </section>
  )
}
