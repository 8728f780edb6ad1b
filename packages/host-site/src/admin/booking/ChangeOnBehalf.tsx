import {
  adminChangeBooking,
  adminChangeQuote,
  MAX_STAFF_REASON,
  type FinalQuoteResponse,
} from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { useRef, useState, type FormEvent } from 'react'
import { ErrorSummary } from '../../account/form/ErrorSummary'
import type { FieldErrors } from '../../account/form/fieldErrors'
import { TextField } from '../../account/form/TextField'
import { useSiteApi } from '../../api/SiteApiContext'
import { useTranslation } from '../../i18n/translation'
import { usePageLanguage } from '../../i18n/usePageLanguage'
import { fieldErrorText, problemOf, type AdminProblem } from '../adminProblems'
import type { StaffBooking } from './BookingDetailSection'
import { bookingRefusalText } from './bookingRefusal'

interface Draft {
  dateFrom: string
  dateTo: string
  guests: { adults: string; children: string }[]
  reason: string
}

const draftOf = (booking: StaffBooking): Draft => ({
  dateFrom: booking.checkIn,
  dateTo: booking.checkOut,
  guests: booking.accomodationData.map((unit) => ({
    adults: String(unit.adults),
    children: String(unit.children),
  })),
  reason: '',
})

/**
 * Changes a booking's dates or guests for the guest: priced first as the guest's own change is
 * (their nights count as free, member prices kept), then saved at that price with the reason
 * the guest is mailed. Extras stay as booked. A change of any field asks the price again.
 */
export function ChangeOnBehalf({
  booking,
  onChanged,
}: {
  booking: StaffBooking
  onChanged: (booking: StaffBooking) => void
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const api = useSiteApi()
  const [draft, setDraft] = useState(() => draftOf(booking))
  const [quote, setQuote] = useState<FinalQuoteResponse>()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [problem, setProblem] = useState<AdminProblem>()
  const [attempt, setAttempt] = useState(0)
  const busy = useRef(false)
  const money = (amount: number) =>
    formatPrice(amount, booking.currency, language)

  const edit = (next: Partial<Draft>) => {
    setDraft((previous) => ({ ...previous, ...next }))
    if (!('reason' in next)) setQuote(undefined)
  }
  const change = () => ({
    id: booking.bookingId,
    lang: language,
    dateFrom: draft.dateFrom,
    dateTo: draft.dateTo,
    units: booking.accomodationData.map((unit, index) => ({
      unitId: unit.unitId,
      adults: Number(draft.guests[index]?.adults),
      children: Number(draft.guests[index]?.children),
      supplements: unit.selectedSupplements.map(({ serviceId, quantity }) => ({
        serviceId,
        quantity,
      })),
    })),
  })
  const refused = (error: unknown) => {
    const found = problemOf(error)
    const { fields } = found
    const atFields = Object.keys(fields).filter(
      (field) => field !== 'id' && field !== 'token',
    )
    setErrors(fields)
    setProblem(atFields.length ? undefined : found)
    setAttempt((count) => count + 1)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy.current) return
    setProblem(undefined)
    setErrors({})
    busy.current = true
    try {
      if (!quote) {
        setQuote(await api.call(adminChangeQuote, change()))
        return
      }
      const reason = draft.reason.trim()
      if (!reason || reason.length > MAX_STAFF_REASON) {
        setErrors({ reason: reason ? 'too_long' : 'required' })
        setAttempt((count) => count + 1)
        return
      }
      onChanged(
        await api.call(adminChangeBooking, {
          ...change(),
          expectedTotal: quote.totalPrice,
          reason,
        }),
      )
    } catch (error) {
      // A price moved since the quote: the new one is shown, to be confirmed again.
      if (problemOf(error).kind === 'price_changed') setQuote(undefined)
      refused(error)
    } finally {
      busy.current = false
    }
  }

  const errorOf = (field: string) =>
    errors[field] ? fieldErrorText(t, errors[field]) : undefined
  const labels: Record<string, string> = {
    dateFrom: t('booking.change.date_from'),
    dateTo: t('booking.change.date_to'),
    reason: t('booking.change.reason'),
  }
  booking.accomodationData.forEach((unit, index) => {
    labels[`units.${index}.adults`] = t('booking.change.adults', {
      unit: unit.unitName,
    })
    labels[`units.${index}.children`] = t('booking.change.children', {
      unit: unit.unitName,
    })
  })
  const inputId = (field: string) => `change-${field.replaceAll('.', '-')}`
  const difference = quote ? quote.totalPrice - booking.totalPrice : 0

  return (
    <section className="admin-card" aria-labelledby="admin-change-title">
      <h3 id="admin-change-title">{t('booking.change.title')}</h3>
      <ErrorSummary
        message={problem ? <p>{bookingRefusalText(t, problem)}</p> : undefined}
        errors={Object.keys(errors)
          .filter((field) => field in labels)
          .map((field) => ({
            id: inputId(field),
            label: labels[field]!,
            error: errorOf(field)!,
          }))}
        attempt={attempt}
      />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={inputId('dateFrom')}
          label={labels.dateFrom!}
          type="date"
          value={draft.dateFrom}
          onChange={(dateFrom) => edit({ dateFrom })}
          error={errorOf('dateFrom')}
        />
        <TextField
          id={inputId('dateTo')}
          label={labels.dateTo!}
          type="date"
          value={draft.dateTo}
          onChange={(dateTo) => edit({ dateTo })}
          error={errorOf('dateTo')}
        />
        {booking.accomodationData.map((_unit, index) =>
          (['adults', 'children'] as const).map((who) => {
            const field = `units.${index}.${who}`
            return (
              <TextField
                key={field}
                id={inputId(field)}
                label={labels[field]!}
                inputMode="numeric"
                autoComplete="off"
                value={draft.guests[index]?.[who] ?? ''}
                onChange={(value) =>
                  edit({
                    guests: draft.guests.map((guests, at) =>
                      at === index ? { ...guests, [who]: value } : guests,
                    ),
                  })
                }
                error={errorOf(field)}
              />
            )
          }),
        )}
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
            id={inputId('reason')}
            label={labels.reason!}
            hint={t('booking.reason_hint', { max: MAX_STAFF_REASON })}
            autoComplete="off"
            value={draft.reason}
            onChange={(reason) => edit({ reason })}
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
