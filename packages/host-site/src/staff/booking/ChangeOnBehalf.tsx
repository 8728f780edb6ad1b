import { MAX_GUESTS, MAX_STAFF_REASON } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { agesFor } from '@resort/core/reservation'
import type {
  StaffChangeFlow,
  StaffChangeInput,
} from '@resort/core/staffBooking'
import type { StaffBooking } from '@resort/core/staffBooking'
import { ErrorSummary, TextField } from '@resort/widget/forms'
import { useState, type FormEvent } from 'react'
import { useStore } from 'zustand'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { fieldErrorText } from '../adminProblems'
import { bookingRefusalText } from './bookingRefusal'
import { ChangeChildAges } from './ChangeChildAges'

const typedOf = (booking: StaffBooking): StaffChangeInput => ({
  dateFrom: booking.checkIn,
  dateTo: booking.checkOut,
  guests: booking.accomodationData.map((unit) => ({
    adults: String(unit.adults),
    children: String(unit.children),
    // Issue 33: the ages as booked, '' where none was given.
    childAges: agesFor(unit.children, unit.childAges).map((age) =>
      age === null ? '' : String(age),
    ),
  })),
})

/** The ages typed with child `child`'s set; those of more children than typed now are kept. */
const withAge = (ages: readonly string[] = [], child: number, age: string) =>
  Array.from({ length: Math.max(ages.length, child + 1) }, (_, n) =>
    n === child ? age : (ages[n] ?? ''),
  )

/** The children typed for a room, as many age selects as it asks (none while not a count). */
const childrenTyped = (typed: string) =>
  /^\d{1,2}$/.test(typed.trim()) ? Math.min(Number(typed), MAX_GUESTS) : 0

/**
 * Changes a booking's dates or guests for the guest: priced first as the guest's own change is
 * (their nights count as free, member prices kept), then saved at that price with the reason
 * the guest is mailed. Extras stay as booked. A change of any field asks the price again. The
 * check, the price and the answer are core's (createStaffChangeFlow, on the guest's change
 * machine); the form keeps only what is typed.
 */
export function ChangeOnBehalf({
  booking,
  flow,
}: {
  booking: StaffBooking
  flow: StaffChangeFlow
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const changeQuote = useStore(flow, (state) => state.changeQuote)
  const errors = useStore(flow, (state) => state.errors)
  const problem = useStore(flow, (state) => state.problem)
  const nothingChanged = useStore(flow, (state) => state.nothingChanged)
  const [typed, setTyped] = useState(() => typedOf(booking))
  const [reason, setReason] = useState('')
  // Each failed press moves focus to the error summary.
  const [attempt, setAttempt] = useState(0)
  const quote = changeQuote.state === 'priced' ? changeQuote.quote : undefined
  const money = (amount: number) =>
    formatPrice(amount, booking.currency, language)

  const edit = (field: string, next: Partial<StaffChangeInput>) => {
    setTyped((previous) => ({ ...previous, ...next }))
    flow.getState().edit(field)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { changeBusy, priceChange, save } = flow.getState()
    if (changeBusy || changeQuote.state === 'pricing') return
    void (
      quote ? save(booking, typed, reason) : priceChange(booking, typed)
    ).then((done) => {
      if (!done) setAttempt((count) => count + 1)
      else if (quote) setReason('')
    })
  }

  const errorOf = (field: string) => {
    const code = errors[field]
    if (!code) return undefined
    // A child's age (issue 33) names the child, as the guest's own change says it.
    const child = /^units\.\d+\.childAges\.(\d+)$/.exec(field)?.[1]
    return child === undefined
      ? fieldErrorText(t, code, field)
      : t('booking.change.child_age_required', { number: Number(child) + 1 })
  }
  const labels: Record<string, string> = {
    dateFrom: t('booking.change.date_from'),
    dateTo: t('booking.change.date_to'),
    reason: t('booking.change.reason'),
  }
  const agesOf = (index: number) =>
    Array.from(
      { length: childrenTyped(typed.guests[index]?.children ?? '') },
      (_, child) => typed.guests[index]?.childAges?.[child] ?? '',
    )
  booking.accomodationData.forEach((unit, index) => {
    labels[`units.${index}.adults`] = t('booking.change.adults', {
      unit: unit.unitName,
    })
    labels[`units.${index}.children`] = t('booking.change.children', {
      unit: unit.unitName,
    })
    agesOf(index).forEach((_age, child) => {
      labels[`units.${index}.childAges.${child}`] = t(
        'booking.change.child_age',
        { number: child + 1, unit: unit.unitName },
      )
    })
  })
  const inputId = (field: string) => `change-${field.replaceAll('.', '-')}`
  const difference = quote ? quote.totalPrice - booking.totalPrice : 0
  const message = problem
    ? bookingRefusalText(t, problem)
    : nothingChanged
      ? t('booking.change.nothing')
      : undefined

  return (
    <section className="admin-card" aria-labelledby="admin-change-title">
      <h3 id="admin-change-title">{t('booking.change.title')}</h3>
      <ErrorSummary
        title={t('account:form.problem')}
        message={message ? <p>{message}</p> : undefined}
        errors={Object.keys(errors)
          .filter((field) => field in labels)
          .map((field) => ({
            id: inputId(field),
            label: labels[field]!,
            error: errorOf(field)!,
          }))}
        attempt={attempt}
      />
      <form noValidate onSubmit={submit}>
        <TextField
          required="unmarked"
          id={inputId('dateFrom')}
          label={labels.dateFrom!}
          type="date"
          value={typed.dateFrom}
          onChange={(dateFrom) => edit('dateFrom', { dateFrom })}
          error={errorOf('dateFrom')}
        />
        <TextField
          required="unmarked"
          id={inputId('dateTo')}
          label={labels.dateTo!}
          type="date"
          value={typed.dateTo}
          onChange={(dateTo) => edit('dateTo', { dateTo })}
          error={errorOf('dateTo')}
        />
        {booking.accomodationData.map((unit, index) => [
          ...(['adults', 'children'] as const).map((who) => {
            const field = `units.${index}.${who}`
            return (
              <TextField
                required="unmarked"
                key={field}
                id={inputId(field)}
                label={labels[field]!}
                inputMode="numeric"
                autoComplete="off"
                value={typed.guests[index]?.[who] ?? ''}
                onChange={(value) =>
                  edit(field, {
                    guests: typed.guests.map((guests, at) =>
                      at === index ? { ...guests, [who]: value } : guests,
                    ),
                  })
                }
                error={errorOf(field)}
              />
            )
          }),
          <ChangeChildAges
            key={`units.${index}.childAges`}
            unit={unit.unitName}
            ages={agesOf(index)}
            idOf={(number) => inputId(`units.${index}.childAges.${number - 1}`)}
            errorOf={(number) =>
              errorOf(`units.${index}.childAges.${number - 1}`)
            }
            onChange={(child, age) =>
              edit(`units.${index}.childAges.${child}`, {
                guests: typed.guests.map((guests, at) =>
                  at === index
                    ? {
                        ...guests,
                        childAges: withAge(guests.childAges, child, age),
                      }
                    : guests,
                ),
              })
            }
          />,
        ])}
        <p role="status" className="account-status">
          {quote
            ? [
                t('booking.change.new_total', {
                  total: money(quote.totalPrice),
                }),
                difference === 0
                  ? t('booking.change.same')
                  : t(
                      difference > 0
                        ? 'booking.change.more'
                        : 'booking.change.less',
                      { amount: money(Math.abs(difference)) },
                    ),
              ].join(' ')
            : ''}
        </p>
        {quote ? (
          <TextField
            required="unmarked"
            id={inputId('reason')}
            label={labels.reason!}
            hint={t('booking.reason_hint', { max: MAX_STAFF_REASON })}
            autoComplete="off"
            value={reason}
            onChange={(value) => {
              setReason(value)
              flow.getState().edit('reason')
            }}
            error={errorOf('reason')}
          />
        ) : null}
        <button type="submit" className="account-button">
          {quote ? t('booking.change.save') : t('booking.change.price')}
        </button>
      </form>
    </section>
  )
}
