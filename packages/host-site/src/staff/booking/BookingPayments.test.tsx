import {
  ApiError,
  type InputOf,
  type adminRefundPayment,
} from '@resort/core/api'
import type { StaffBooking } from '@resort/core/staffBooking'
import { staffBooking } from '@resort/core/staffBooking/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { STAFF } from '../testing'
import {
  arrived,
  card,
  noShowFee,
  openPayments as open,
  prepaid,
} from './paymentsTesting'

afterEach(() => sessionStorage.clear())

describe('a booking’s payments as staff see them (issue 32)', () => {
  it('lists each payment with its kind, state, amounts, gateway reference and time, under a caption', async () => {
    const payments = await open(
      staffBooking({
        card,
        payments: [prepaid, noShowFee('failed', 14_850)],
      }),
    )
    const table = payments.getByRole('table', {
      name: 'Payments of booking AA7K2M9QXB, oldest first',
    })
    const rows = within(table).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'KindStateAmountTakenRefundedGateway referenceWhen',
      expect.stringMatching(
        /^PrepaymentTaken€200\.00€200\.00€0\.00pi_3QkVala0001/,
      ),
      expect.stringMatching(
        /^No-show feeFailed€148\.50€0\.00€0\.00pi_3QkVala0002/,
      ),
    ])
    await expectNoAxeViolations()
  })

  it('says there are no payments, and offers no fee without a card on file', async () => {
    const payments = await open(staffBooking({ ...arrived }))
    expect(payments.getByText('No payments')).toBeInTheDocument()
    expect(payments.queryByRole('table')).toBeNull()
    expect(payments.queryByText('Charge a fee')).toBeNull()
  })

  it('says why no fee can be charged yet before the arrival day', async () => {
    const payments = await open(staffBooking({ card }))
    await userEvent.click(payments.getByText('Charge a fee'))
    expect(payments.getByText(/^No fee can be charged now\./)).toBeVisible()
    expect(payments.queryByRole('radio')).toBeNull()
  })
})

describe('staff refund part of a payment (issue 32)', () => {
  it('refunds part of a prepayment: what is left first, more refused at its field, then the answer and the audit sentence', async () => {
    const refundPayment = vi.fn(
      async (input: InputOf<typeof adminRefundPayment>) =>
        staffBooking({
          payments: [{ ...prepaid, refunded: input.amount }],
          history: [
            {
              kind: 'admin',
              at: '2027-01-06T09:00:00.000Z',
              auditId: 'audit-3',
              action: 'payment_refunded',
              adminEmail: STAFF,
              before: { paymentId: 'pay-1', refunded: 0 },
              after: {
                paymentId: 'pay-1',
                refunded: input.amount,
                amount: input.amount,
              },
              note: input.reason,
            },
          ],
        }),
    )
    const payments = await open(staffBooking({ payments: [prepaid] }), {
      adminRefundPayment: refundPayment,
    })
    await userEvent.click(
      payments.getByText('Refund: Prepayment pi_3QkVala0001, up to €200.00'),
    )
    const amount = payments.getByRole('textbox', { name: 'Amount to refund' })
    expect(amount).toHaveValue('200.00')
    await userEvent.clear(amount)
    await userEvent.type(amount, '250')
    await userEvent.type(
      payments.getByRole('textbox', { name: 'Reason for the guest' }),
      'Pool was closed',
    )
    await userEvent.click(payments.getByRole('button', { name: 'Refund' }))
    expect(
      await payments.findByRole('link', {
        name: 'Amount to refund: At most €200.00.',
      }),
    ).toBeInTheDocument()
    expect(refundPayment).not.toHaveBeenCalled()

    await userEvent.clear(amount)
    await userEvent.type(amount, '50')
    await userEvent.click(payments.getByRole('button', { name: 'Refund' }))
    // Issue 32: what will happen, in words, before the money goes back.
    const check = payments.getByRole('heading', {
      name: 'Check the refund before it is made',
    })
    expect(check).toHaveFocus()
    expect(check).toHaveAccessibleDescription(
      'Refund €50.00 of the prepayment taken on January 5, 2027 for booking AA7K2M9QXB to the guest’s card? The guest is mailed your reason. Reason for the guest: Pool was closed',
    )
    expect(refundPayment).not.toHaveBeenCalled()
    await userEvent.click(payments.getByRole('button', { name: 'Confirm' }))
    expect(
      await payments.findByText(
        'The refund is made and the guest has been mailed.',
      ),
    ).toBeInTheDocument()
    expect(refundPayment).toHaveBeenCalledWith({
      id: 'AA7K2M9QXB',
      paymentId: 'pay-1',
      amount: 5_000,
      reason: 'Pool was closed',
      lang: 'en',
    })
    expect(payments.getByRole('heading', { name: 'Payments' })).toHaveFocus()
    expect(
      payments.getByText('Refund: Prepayment pi_3QkVala0001, up to €150.00'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        `${STAFF}: €50.00 refunded from payment pay-1 of booking AA7K2M9QXB`,
      ),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('offers no refund of a payment with nothing left to refund', async () => {
    const payments = await open(
      staffBooking({ payments: [{ ...prepaid, refunded: 20_000 }] }),
    )
    expect(payments.queryByText(/^Refund:/)).toBeNull()
  })

  it('says the payment service cannot be reached, keeping what was typed', async () => {
    const payments = await open(staffBooking({ payments: [prepaid] }), {
      adminRefundPayment: async () => {
        throw new ApiError({
          kind: 'payment_unavailable',
          status: 503,
          message: 'unavailable',
        })
      },
    })
    await userEvent.click(payments.getByText(/^Refund:/))
    await userEvent.type(
      payments.getByRole('textbox', { name: 'Reason for the guest' }),
      'Pool was closed',
    )
    await userEvent.click(payments.getByRole('button', { name: 'Refund' }))
    await userEvent.click(payments.getByRole('button', { name: 'Confirm' }))
    expect(
      await payments.findByText(
        'The payment service cannot be reached just now: nothing was charged or refunded. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument()
    expect(
      payments.getByRole('textbox', { name: 'Reason for the guest' }),
    ).toHaveValue('Pool was closed')
  })

  it('issue 32: staff confirm before money moves: nothing is refunded until Confirm; Change goes back to the amount with everything kept', async () => {
    const refundPayment = vi.fn()
    const fee = noShowFee('taken', 14_850)
    const payments = await open(
      staffBooking({ ...arrived, card, payments: [prepaid, fee] }),
      { adminRefundPayment: refundPayment },
    )
    const refund = within(
      payments
        .getByText('Refund: No-show fee pi_3QkVala0002, up to €148.50')
        .closest('details')!,
    )
    await userEvent.click(refund.getByText(/^Refund:/))
    const amount = refund.getByRole('textbox', { name: 'Amount to refund' })
    await userEvent.clear(amount)
    await userEvent.type(amount, '100')
    await userEvent.type(
      refund.getByRole('textbox', { name: 'Reason for the guest' }),
      'Arrived a day late',
    )
    await userEvent.keyboard('{Enter}')
    expect(
      refund.getByRole('heading', {
        name: 'Check the refund before it is made',
      }),
    ).toHaveFocus()
    expect(
      refund.getByText(
        /^Refund €100\.00 of the no-show fee taken on .+ for booking AA7K2M9QXB to the guest’s card\? The guest is mailed your reason\.$/,
      ),
    ).toBeVisible()
    expect(
      refund.getByText('Reason for the guest: Arrived a day late'),
    ).toBeVisible()
    await expectNoAxeViolations()

    await userEvent.click(refund.getByRole('button', { name: 'Change' }))
    expect(amount).not.toBeInTheDocument()
    const again = refund.getByRole('textbox', { name: 'Amount to refund' })
    expect(again).toHaveFocus()
    expect(again).toHaveValue('100')
    expect(
      refund.getByRole('textbox', { name: 'Reason for the guest' }),
    ).toHaveValue('Arrived a day late')
    expect(refundPayment).not.toHaveBeenCalled()
  })
})

describe('issue 32: a booking’s payments due later, as staff see them', () => {
  const schedule: StaffBooking['paymentSchedule'] = [
    { on: '2027-05-11', amount: 14_850, action: 'charge', state: 'failed' },
    { on: '2027-06-07', amount: 14_850, action: 'hold', state: 'due' },
    { on: '2027-04-01', amount: 5_000, action: 'charge', state: 'done' },
  ]

  it('lists each payment the rate asks for later by day, and a declined one stands out as a task: still owed, the guest asked for another card', async () => {
    const payments = await open(
      staffBooking({ card, payments: [prepaid], paymentSchedule: schedule }),
    )
    const task = payments.getByText(
      'Card declined on May 11, 2027: the guest was asked for another card; €148.50 is still owed.',
    )
    expect(task).toHaveClass('admin-task')
    // The task comes before the tables: staff read it first.
    const tables = payments.getAllByRole('table')
    expect(
      task.compareDocumentPosition(tables[0]!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()

    expect(
      payments.getByRole('heading', { level: 4, name: 'Payments due later' }),
    ).toBeInTheDocument()
    const table = payments.getByRole('table', {
      name: 'Payments due later for booking AA7K2M9QXB, by day',
    })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) =>
          [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Day', 'Amount', 'Charge or hold', 'State'],
      ['April 1, 2027', '€50.00', 'Charge', 'Charged'],
      ['May 11, 2027', '€148.50', 'Charge', 'Card declined: still owed'],
      ['June 7, 2027', '€148.50', 'Hold on the card', 'To come'],
    ])
    expect(table.closest('[role="region"]')).toHaveAttribute('tabindex', '0')
    await expectNoAxeViolations()
  })

  it('says a hold declined as a hold', async () => {
    const held = await open(
      staffBooking({
        paymentSchedule: [
          { on: '2027-06-07', amount: 14_850, action: 'hold', state: 'failed' },
        ],
      }),
    )
    expect(
      held.getByText(
        'Card declined on June 7, 2027 for a hold of €148.50: the guest was asked for another card; still owed.',
      ),
    ).toBeInTheDocument()
  })

  it('says when the rate asks for no later payment', async () => {
    const payments = await open(staffBooking({ payments: [prepaid] }))
    expect(
      payments.getByText(
        'The rate’s payment policy asks for no later payment.',
      ),
    ).toBeInTheDocument()
    expect(payments.queryByText(/^Card declined/)).toBeNull()
  })
})
