import type { ExistingBookingResponse } from '@resort/core/api'
import type { ManageFlow } from '@resort/core/reservation'
import type { GuestForm } from '@resort/core/validation'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useStore } from 'zustand'
import { ErrorSummary } from '../forms/ErrorSummary'
import { focusFirstError } from '../forms/focusFirstError'
import { FormFrame } from '../forms/FormFrame'
import { useTranslation } from '../i18n/WidgetTranslations'
import { GuestFields } from '../payment/GuestFields'
import {
  GUEST_FIELD_LABELS,
  GUEST_FIELDS,
  guestDetailsResolver,
  guestDetailsValues,
  type GuestDetailsValues,
} from './guestDetailsForm'
import { useRefusedFields } from './useRefusedFields'

export interface EditGuestDetailsProps {
  flow: ManageFlow
  booking: ExistingBookingResponse
}

/** SPEC 3's guest form for a booking: contact details, address, arrival and consents. */
export function EditGuestDetails({ flow, booking }: EditGuestDetailsProps) {
  const { t } = useTranslation('manage')
  const root = useRef<HTMLDivElement>(null)
  const { busy, problem } = useStore(flow, (state) => state.calls.saveGuest)
  const { saveGuest, go } = flow.getState()
  const form = useForm<GuestDetailsValues, unknown, GuestForm>({
    defaultValues: guestDetailsValues(booking.userDetails),
    resolver: guestDetailsResolver,
    shouldFocusError: false,
  })
  const { setError, setFocus } = form
  // What was typed stays; the server's field errors go beside their fields.
  const named = useRefusedFields(setError, GUEST_FIELDS, problem)
  const failure = problem && !named ? t('guest.error') : undefined
  useEffect(() => {
    const heading = root.current?.querySelector('h2')
    if (!heading) return
    heading.tabIndex = -1
    heading.focus()
  }, [])

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
            (guest) => saveGuest(guest),
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
            onClick={() => go('booking')}
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
