import type { LoyaltySummary } from '@resort/core/api'
import type { TransferField, TransferInput } from '@resort/core/loyalty'
import { ErrorSummary, TextField } from '@resort/widget/forms'
import { useState, type FormEvent } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { ClubNotice } from './ClubNotice'
import { clubRuleValues } from './clubRuleValues'
import { useLoyaltyFlow } from './useLoyaltyFlow'

const EMPTY: TransferInput = { memberNumber: '', lastName: '', points: '' }
const FIELDS: readonly TransferField[] = ['memberNumber', 'lastName', 'points']
const LABELS: Record<TransferField, string> = {
  memberNumber: 'transfer.member_number',
  lastName: 'transfer.last_name',
  points: 'transfer.points',
}
const fieldId = (field: TransferField) => `transfer-${field}`

/**
 * Points to another member, named by member number and last name. What was typed stays after a
 * refusal; the form empties once the points have gone.
 */
export function TransferForm({ summary }: { summary: LoyaltySummary }) {
  const { t } = useTranslation('loyalty')
  const language = usePageLanguage()
  const flow = useLoyaltyFlow()
  const errors = useStore(flow, (state) => state.transferErrors)
  const busy = useStore(flow, (state) => state.busy === 'transfer')
  const notice = useStore(flow, (state) =>
    state.notice?.action === 'transfer' ? state.notice : undefined,
  )
  const [input, setInput] = useState(EMPTY)
  const [attempt, setAttempt] = useState(0)
  const rules = clubRuleValues(language)
  const sent = new Intl.NumberFormat(language).format(
    summary.rules.transferredThisYear,
  )
  const errorOf = (field: TransferField) => {
    const code = errors[field]
    return code
      ? t([`transfer.errors.${code}`, 'transfer.errors.invalid'], rules)
      : undefined
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    void flow
      .getState()
      .transfer(input)
      .then((done) => {
        if (done) setInput(EMPTY)
        else setAttempt((count) => count + 1)
      })
  }
  const field = (name: TransferField, extra: Record<string, string> = {}) => (
    <TextField
      required="unmarked"
      id={fieldId(name)}
      label={t(LABELS[name])}
      value={input[name]}
      onChange={(value) =>
        setInput((current) => ({ ...current, [name]: value }))
      }
      error={errorOf(name)}
      {...extra}
    />
  )
  return (
    <section className="account-section" aria-labelledby="transfer-title">
      <h2 id="transfer-title">{t('transfer.title')}</h2>
      <p>{t('transfer.rules', { ...rules, sent })}</p>
      <ClubNotice notice={notice} />
      <form className="account-form" onSubmit={submit} noValidate>
        <ErrorSummary
          title={t('account:form.problem')}
          attempt={attempt}
          errors={FIELDS.flatMap((name) => {
            const error = errorOf(name)
            return error
              ? [{ id: fieldId(name), label: t(LABELS[name]), error }]
              : []
          })}
        />
        {field('memberNumber', {
          inputMode: 'numeric',
          autoComplete: 'off',
          hint: t('transfer.member_number_hint'),
        })}
        {field('lastName', { autoComplete: 'off' })}
        {field('points', { inputMode: 'numeric', autoComplete: 'off' })}
        <button
          type="submit"
          className="account-button"
          aria-disabled={busy || undefined}
        >
          {busy ? t('transfer.busy') : t('transfer.submit')}
        </button>
      </form>
    </section>
  )
}
