import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fillValidDetails, quietFrameLoading } from '../payment/testing'
import { expectNoAxeViolations } from '../testing/axe'
import { onPaymentStep, renderStage } from './paymentStageTesting'
import { ReminderConsent } from './ReminderConsent'

// Issue 35, decision 047: a guest who gives their address and ticks the box gets one reminder of
// the stay if they leave without booking; the box is no part of the booking.

const LABEL = 'E-mail me one reminder of this stay if I leave before booking'
const KEPT = (email: string) =>
  `We will remind you once at ${email} if you do not book.`
const WAITING = 'Enter your e-mail address above and we will keep the reminder.'

const reminderBox = () => screen.getByRole('checkbox', { name: LABEL })
const emailField = () =>
  within(screen.getByRole('group', { name: 'Guest details' })).getByLabelText(
    'Email',
  )
// The box's live region, right after it.
const reminderStatus = () => {
  const status = reminderBox().closest('.form-field')?.nextElementSibling
  expect(status).toHaveAttribute('role', 'status')
  return status as HTMLElement
}

/** A server that keeps each stay under a token of its own, and forgets one when asked. */
function reminderServer() {
  let kept = 0
  const keepBookingReminder = vi.fn((_request: object) =>
    Promise.resolve({ reminder: `reminder-token-${++kept}-0123456789abcdef` }),
  )
  const withdrawBookingReminder = vi.fn((_request: object) =>
    Promise.resolve({ withdrawn: true as const }),
  )
  return { keepBookingReminder, withdrawBookingReminder }
}

/** The stay on the payment step as the reminder keeps it (paymentStageTesting's). */
const STAY = {
  lang: 'en',
  propertyId: 'p1',
  rateId: 'flex',
  dateFrom: '2027-06-01',
  dateTo: '2027-06-03',
  units: [expect.objectContaining({ unitId: 'double', adults: 2 })],
}

describe('PaymentStage: the reminder of a stay left before booking (issue 35, decision 047)', () => {
  quietFrameLoading()

  it('issue 35, decision 047: the box is unticked at first; ticked after an address is typed, it keeps the stay for that address with the guest’s consent and says so', async () => {
    const server = reminderServer()
    const { flow } = await onPaymentStep(undefined, server)
    renderStage(flow, { reminderConsent: ReminderConsent })
    const user = userEvent.setup()
    expect(reminderBox()).not.toBeChecked()
    expect(reminderBox()).toHaveAccessibleDescription(
      'Once only, and never if you book. Every reminder can be stopped with one click.',
    )
    // The live region is there, empty, before it has anything to say.
    expect(reminderStatus()).toHaveTextContent('')
    await user.type(emailField(), 'ana@example.com')
    expect(server.keepBookingReminder).not.toHaveBeenCalled()

    await user.click(reminderBox())
    await waitFor(() =>
      expect(reminderStatus()).toHaveTextContent(KEPT('ana@example.com')),
    )
    expect(server.keepBookingReminder).toHaveBeenCalledOnce()
    expect(server.keepBookingReminder).toHaveBeenCalledWith({
      ...STAY,
      email: 'ana@example.com',
      consent: true,
    })
    expect(reminderBox()).toBeChecked()
    expect(flow.getState().reservation.reminder).toBe(
      'reminder-token-1-0123456789abcdef',
    )
    await expectNoAxeViolations({ frames: false })
  })

  it('issue 35, decision 047: ticked before an address, it waits for one; the address is kept as its field is left, and a changed address again as it is left (not at every key), replacing the stay kept', async () => {
    const server = reminderServer()
    const { flow } = await onPaymentStep(undefined, server)
    renderStage(flow, { reminderConsent: ReminderConsent })
    const user = userEvent.setup()
    await user.click(reminderBox())
    expect(reminderStatus()).toHaveTextContent(WAITING)
    expect(reminderBox()).toBeChecked()
    expect(server.keepBookingReminder).not.toHaveBeenCalled()
    await expectNoAxeViolations({ frames: false })

    await user.type(emailField(), 'ana@example.com')
    expect(server.keepBookingReminder).not.toHaveBeenCalled()
    await user.tab()
    await waitFor(() =>
      expect(reminderStatus()).toHaveTextContent(KEPT('ana@example.com')),
    )
    expect(server.keepBookingReminder).toHaveBeenCalledWith({
      ...STAY,
      email: 'ana@example.com',
      consent: true,
    })

    await user.clear(emailField())
    await user.type(emailField(), 'ana.horvat@example.com')
    expect(server.keepBookingReminder).toHaveBeenCalledOnce()
    await user.tab()
    await waitFor(() =>
      expect(reminderStatus()).toHaveTextContent(
        KEPT('ana.horvat@example.com'),
      ),
    )
    expect(server.keepBookingReminder).toHaveBeenCalledTimes(2)
    expect(server.keepBookingReminder).toHaveBeenLastCalledWith({
      ...STAY,
      email: 'ana.horvat@example.com',
      consent: true,
      reminder: 'reminder-token-1-0123456789abcdef',
    })
  })

  it('issue 35, decision 047: unticked, the stay kept is withdrawn, the status falls silent, and a changed address keeps nothing', async () => {
    const server = reminderServer()
    const { flow } = await onPaymentStep(undefined, server)
    renderStage(flow, { reminderConsent: ReminderConsent })
    const user = userEvent.setup()
    await user.type(emailField(), 'ana@example.com')
    await user.click(reminderBox())
    await waitFor(() =>
      expect(reminderStatus()).toHaveTextContent(KEPT('ana@example.com')),
    )
    await user.click(reminderBox())
    expect(reminderBox()).not.toBeChecked()
    await waitFor(() =>
      expect(server.withdrawBookingReminder).toHaveBeenCalledWith({
        reminder: 'reminder-token-1-0123456789abcdef',
      }),
    )
    expect(reminderStatus()).toHaveTextContent('')
    expect(flow.getState().reservation.reminder).toBe('')

    await user.type(emailField(), '.hr')
    await user.tab()
    expect(server.keepBookingReminder).toHaveBeenCalledOnce()
  })

  it('issue 35, decision 047: a reminder the server could not keep says so, the box stays as ticked, and the booking goes on without it', async () => {
    const keepBookingReminder = vi.fn(() =>
      Promise.reject(new Error('no answer')),
    )
    const { flow, sent } = await onPaymentStep(undefined, {
      keepBookingReminder,
    })
    renderStage(flow, { reminderConsent: ReminderConsent })
    const user = await fillValidDetails()
    await user.click(reminderBox())
    await waitFor(() =>
      expect(reminderStatus()).toHaveTextContent(
        'We could not keep the reminder. You can still book.',
      ),
    )
    expect(reminderBox()).toBeChecked()
    await expectNoAxeViolations({ frames: false })

    await user.click(
      screen.getByRole('button', { name: 'Continue to card details' }),
    )
    await screen.findByTitle('Card details')
    expect(sent.cardPayments).toHaveLength(1)
    // The consent is no value of the booking.
    expect(JSON.stringify(sent.cardPayments[0])).not.toMatch(/reminder/i)
  })

  it('issue 35, decision 047: works by keyboard: Space ticks and unticks the box', async () => {
    const server = reminderServer()
    const { flow } = await onPaymentStep(undefined, server)
    renderStage(flow, { reminderConsent: ReminderConsent })
    const user = userEvent.setup()
    await user.type(emailField(), 'ana@example.com')
    reminderBox().focus()
    await user.keyboard(' ')
    expect(reminderBox()).toBeChecked()
    await waitFor(() =>
      expect(reminderStatus()).toHaveTextContent(KEPT('ana@example.com')),
    )
    expect(reminderBox()).toHaveFocus()
    await user.keyboard(' ')
    expect(reminderBox()).not.toBeChecked()
    await waitFor(() =>
      expect(server.withdrawBookingReminder).toHaveBeenCalledOnce(),
    )
    expect(reminderBox()).toHaveFocus()
  })

  it('issue 35, decision 047: a partner’s page, which passes no consent, does not ask for it', async () => {
    const { flow } = await onPaymentStep(undefined, reminderServer())
    renderStage(flow)
    expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull()
  })
})
