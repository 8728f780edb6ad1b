import { ApiError, type ExistingBookingResponse } from '@resort/core/api'
import type { GuestForm } from '@resort/core/validation'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { ErrorSummary } from '../forms/ErrorSummary'
import { focusFirstError } from '../forms/focusFirstError'
import { FormFrame } from '../forms/FormFrame'
import { setServerErrors } from '../forms/setServerErrors'
import { useTranslation } from '../i18n/WidgetTranslations'
import { GuestFields } from '../payment/GuestFields'
import {
  GUEST_FIELD_LABELS,
  GUEST_FIELDS,
  guestDetailsResolver,
  guestDetailsValues,
  type GuestDetailsValues,
} from './guestDetailsForm'

export interface EditGuestDetailsProps {
  booking: ExistingBookingResponse
  /** Saves on the server; rejects with an ApiError (field errors included) when it could not. */
  onSave: (guest: GuestForm) => Promise<void>
  onBack: () => void
}

/** SPEC 3's guest form for a booking: contact details, address, arrival and consents. */
export function EditGuestDetails({
  booking,
  onSave,
  onBack,
}: EditGuestDetailsProps) {
  const { t } = useTranslation('manage')
  const root = useRef<HTMLDivElement>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const form = useForm<GuestDetailsValues, unknown, GuestForm>({
    defaultValues: guestDetailsValues(booking.userDetails),
    resolver: guestDetailsResolver,
    shouldFocusError: false,
  })
  const { setError, setFocus } = form
  useEffect(() => {
    const heading = root.current?.querySelector('h2')
    if (!heading) return
    heading.tabIndex = -1
    heading.focus()
  }, [])

  async function save(guest: GuestForm) {
    setBusy(true)
    setFailure(undefined)
    try {
      await onSave(guest)
    } catch (error) {
      // What was typed stays; the server's field errors go beside their fields.
      const named =
        error instanceof ApiError
          ? setServerErrors(setError, GUEST_FIELDS, error.fields ?? {})
          : []
      if (named.length === 0) setFailure(t('guest.error'))
      setBusy(false)
    }
  }

  return (
    <div ref={root} className="resort-manage">
      <FormFrame
        form={form}
        namespace="payment"
        className="resort-payment"
        title={t('guest.title', { bookingId: booking.bookingId })}
        busy={busy}
        onSubmit={() =>
          void form.handleSubmit(
            save,
            focusFirstError(setFocus, GUEST_FIELDS),
          )()
        }
      >
        <ErrorSummary labels={GUEST_FIELD_LABELS} serverMessage={failure} />
        <GuestFields />
        <div className="resort-payment__actions">
          <button
            type="button"
            className="resort-button resort-button--secondary"
            onClick={onBack}
          >
            {t('guest.back')}
          </button>
          <button type="submit" className="resort-button" disabled={busy}>
            {busy ? t('guest.saving') : t('guest.save')}
          </button>
        </div>
      </FormFrame>
    </div>
  )
}
