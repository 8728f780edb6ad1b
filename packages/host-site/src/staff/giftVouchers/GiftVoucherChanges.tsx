import type { AdminGiftVoucher, CallProblem } from '@resort/core/api'
import {
  mayChangeGiftVoucher,
  type GiftVoucherActions,
  type GiftVoucherChange,
} from '@resort/core/staff'
import { useRef, type RefObject } from 'react'
import { useStore } from 'zustand'
import { useTranslation, type TFunction } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { problemText } from '../adminProblems'
import { voucherMoney } from './giftVoucherWords'

const CHANGES = ['void', 'refund'] as const

// Why a change failed, after what failed: the list's own words where the store read it again.
function failureText(
  t: TFunction<'adminGiftVouchers'>,
  admin: TFunction<'admin'>,
  change: GiftVoucherChange,
  problem: CallProblem,
  end: string,
): string {
  const why =
    problem.kind === 'conflict'
      ? t(`failed.${change}_conflict`)
      : problem.kind === 'not_found' || problem.kind === 'payment_unavailable'
        ? t(`failed.${problem.kind}`)
        : problemText(admin, problem)
  return `${t(`failed.${change}`, { end })} ${why}`
}

/**
 * A voucher's Void and Refund, each after a yes asked in place (issue 35); only what its state
 * allows is offered. The question takes the focus, and gives it back when kept; a failure is
 * said (role=alert) and stays at the voucher until it is acted on again.
 */
export function GiftVoucherChanges({
  voucher,
  actions,
  onDone,
}: {
  voucher: AdminGiftVoucher
  actions: GiftVoucherActions
  /** A change went through: its buttons are gone, the page's notice takes the focus. */
  onDone: () => void
}) {
  const { t } = useTranslation('adminGiftVouchers')
  const { t: admin } = useTranslation('admin')
  const language = usePageLanguage()
  const { voucherId, codeEnd: end } = voucher
  const asking = useStore(actions, (state) =>
    state.asking?.voucherId === voucherId ? state.asking.change : undefined,
  )
  const busy = useStore(actions, (state) => state.busy?.voucherId === voucherId)
  const failure = useStore(actions, (state) => state.failures[voucherId])
  const starts = {
    void: useRef<HTMLButtonElement>(null),
    refund: useRef<HTMLButtonElement>(null),
  }
  const confirmRef = useRef<HTMLButtonElement>(null)
  const failureRef = useRef<HTMLDivElement>(null)
  const focusLater = (target: () => HTMLElement | null) =>
    requestAnimationFrame(() => target()?.focus())
  const balance = voucherMoney(voucher.balance, voucher.currency, language)
  const offered = CHANGES.filter((change) =>
    mayChangeGiftVoucher(voucher, change),
  )

  async function confirm(change: GiftVoucherChange) {
    if (busy) return
    if (await actions.getState().confirm()) onDone()
    // The list may have been read again: the button is gone when the change no longer applies.
    else focusLater(() => starts[change].current ?? failureRef.current)
  }

  return (
    <div className="gift-vouchers__changes">
      <div ref={failureRef} role="alert" tabIndex={-1}>
        {failure ? (
          <p className="admin-error">
            {failureText(t, admin, failure.change, failure.problem, end)}
          </p>
        ) : null}
      </div>
      {asking ? (
        <p>
          {t(`${asking}.ask`, { end, balance })}{' '}
          <button
            ref={confirmRef}
            type="button"
            className="account-button account-button--danger"
            aria-disabled={busy || undefined}
            onClick={() => void confirm(asking)}
          >
            {t(`${asking}.confirm`, { balance })}
          </button>{' '}
          <button
            type="button"
            className="account-button account-button--secondary"
            onClick={() => {
              actions.getState().cancel()
              focusLater(() => starts[asking].current)
            }}
          >
            {t(`${asking}.keep`)}
          </button>
        </p>
      ) : (
        offered.map((change) => (
          <StartButton
            key={change}
            ref={starts[change]}
            text={t(`${change}.button`)}
            named={t('named', { end })}
            onClick={() => {
              if (actions.getState().ask(voucherId, change))
                focusLater(() => confirmRef.current)
            }}
          />
        ))
      )}
    </div>
  )
}

/** A change's first button: its word, and for a screen reader which voucher it changes. */
function StartButton({
  ref,
  text,
  named,
  onClick,
}: {
  ref: RefObject<HTMLButtonElement | null>
  text: string
  named: string
  onClick: () => void
}) {
  return (
    <button
      ref={ref}
      type="button"
      className="account-button account-button--secondary"
      // Its word first, as it is seen (WCAG 2.5.3), then the voucher: a list has many Voids.
      aria-label={`${text}${named}`}
      onClick={onClick}
    >
      {text}
    </button>
  )
}
