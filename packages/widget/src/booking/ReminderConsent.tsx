import { reminderConsented, type BookingFlow } from '@resort/core/reservation'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useStore } from 'zustand'
import { CheckboxField } from '../forms/kit/CheckboxField'
import { useTranslation } from '../i18n/WidgetTranslations'
import type { PaymentFormValues } from '../payment/paymentForm'

/**
 * Booking recovery (issue 35, decision 047): the guest's consent to one reminder of this stay
 * if they leave before booking. No value of the booking: the flow keeps the stay for the address
 * typed above, again once a changed address is left (not at every key), and forgets it when
 * the box is unticked. The box shows the flow's consent; a failure never stops the booking.
 */
export function ReminderConsent({ flow }: { flow: BookingFlow }) {
  const { t } = useTranslation('payment')
  const id = useId()
  const consented = useStore(flow, reminderConsented)
  const reminder = useStore(flow, (state) => state.bookingReminder)
  const { getValues } = useFormContext<PaymentFormValues>()
  const box = useRef<HTMLInputElement>(null)
  // The address the status names: the one last kept, not the one being typed.
  const [keptAt, setKeptAt] = useState('')

  const keep = useCallback(
    (consent: boolean) => {
      const email = getValues('guest.email').trim()
      void flow
        .getState()
        .keepReminder(email, consent)
        .then(() => setKeptAt(email))
    },
    [flow, getValues],
  )

  // The form's `change` comes as a changed field is left (or filled in by the browser).
  useEffect(() => {
    const form = box.current?.form
    const changed = ({ target }: Event) => {
      if (
        (target as HTMLInputElement).name === 'guest.email' &&
        reminderConsented(flow.getState())
      )
        keep(true)
    }
    form?.addEventListener('change', changed)
    return () => form?.removeEventListener('change', changed)
  }, [flow, keep])

  return (
    <>
      <CheckboxField
        ref={box}
        id={`${id}-reminder`}
        label={t('reminder.label')}
        hint={t('reminder.hint')}
        checked={consented}
        onChange={keep}
      />
      {/* Always there, so that what it comes to say is heard. */}
      <p role="status" className="form-field__hint">
        {reminder === 'off' || (reminder === 'kept' && !keptAt)
          ? ''
          : t(`reminder.${reminder}`, { email: keptAt })}
      </p>
    </>
  )
}
