import { ApiError, type InputOf, type adminChargeFee } from '@resort/core/api'
import { staffBooking } from '@resort/core/staffBooking/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { STAFF } from '../testing'
import {
  arrived,
  cancelledWithFee,
  card,
  noShowFee,
  openPayments as open,
} from './paymentsTesting'

afterEach(() => sessionStorage.clear())

describe('staff charge a fee to the card on file (issue 32)', () => {
  it('charges a no-show by keyboard: the rate’s fee first, a bad amount refused at its field, then the answer shown and the focus on the payments', async () => {
    const chargeFee = vi.fn(async (input: InputOf<typeof adminChargeFee>) =>
      staffBooking({
        ...arrived,
        card,
        payments: [noShowFee('taken', input.amount)],
        history: [
          {
            kind: 'admin',
            at: '2020-06-11T09:00:00.000Z',
            auditId: 'audit-2',
            action: 'fee_charged',
            adminEmail: STAFF,
            before: null,
            after: {
              paymentId: 'pay-2',
              fee: 'no_show',
              amount: input.amount,
              state: 'taken',
            },
            note: input.reason,
          },
        ],
      }),
    )
    const payments = await open(staffBooking({ ...arrived, card }), {
      adminChargeFee: chargeFee,
    })
    await userEvent.click(payments.getByText('Charge a fee'))
    expect(
      payments.getByText(
        'The fee is charged to the card on file (Visa card ending in 4242) and the guest is mailed your reason.',
      ),
    ).toBeInTheDocument()
    expect(payments.getByRole('radio', { name: 'No-show' })).toBeChecked()
    expect(
      payments.queryByRole('radio', { name: 'Late cancellation' }),
    ).toBeNull()
    const amount = payments.getByRole('textbox', { name: 'Amount' })
    expect(amount).toHaveValue('148.50')
    expect(amount).toHaveAccessibleDescription(
      'In EUR, such as 120.50; at most €495.00.',
    )

    await userEvent.clear(amount)
    await userEvent.type(amount, '12.345')
    await userEvent.click(
      payments.getByRole('button', { name: 'Charge the fee' }),
    )
    expect(
      await payments.findByRole('link', {
        name: 'Amount: Please enter an amount such as 120.50.',
      }),
    ).toBeInTheDocument()
    expect(
      payments.getByRole('link', {
        name: 'Reason for the guest: Please fill this in.',
      }),
    ).toBeInTheDocument()
    expect(chargeFee).not.toHaveBeenCalled()

    await userEvent.clear(amount)
    await userEvent.type(amount, '120,50')
    await userEvent.type(
      payments.getByRole('textbox', { name: 'Reason for the guest' }),
      'Did not arrive',
    )
    await userEvent.keyboard('{Enter}')
    // Issue 32: what will happen, in words, before the card is charged.
    const check = payments.getByRole('heading', {
      name: 'Check the fee before it is charged',
    })
    expect(check).toHaveFocus()
    expect(check).toHaveAccessibleDescription(
      'Charge €120.50 to the card on file (Visa card ending in 4242) as a no-show fee for booking AA7K2M9QXB? The guest is mailed your reason. Reason for the guest: Did not arrive',
    )
    expect(chargeFee).not.toHaveBeenCalled()
    await expectNoAxeViolations()
    await userEvent.tab()
    expect(payments.getByRole('button', { name: 'Confirm' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(
      await payments.findByText(
        'The fee is charged and the guest has been mailed.',
      ),
    ).toBeInTheDocument()
    expect(chargeFee).toHaveBeenCalledWith({
      id: 'AA7K2M9QXB',
      fee: 'no_show',
      amount: 12_050,
      reason: 'Did not arrive',
      lang: 'en',
    })
    expect(payments.getByRole('heading', { name: 'Payments' })).toHaveFocus()
    expect(
      payments.getByRole('rowheader', { name: 'No-show fee' }),
    ).toBeVisible()
    expect(
      screen.getByText(
        `${STAFF}: No-show fee of €120.50 charged for booking AA7K2M9QXB`,
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Reason for the guest: Did not arrive'),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('charges a late cancellation up to the cancellation’s fee, and says the most when more is typed', async () => {
    const chargeFee = vi.fn()
    const payments = await open(staffBooking(cancelledWithFee), {
      adminChargeFee: chargeFee,
    })
    await userEvent.click(payments.getByText('Charge a fee'))
    expect(
      payments.getByRole('radio', { name: 'Late cancellation' }),
    ).toBeChecked()
    expect(payments.queryByRole('radio', { name: 'No-show' })).toBeNull()
    const amount = payments.getByRole('textbox', { name: 'Amount' })
    expect(amount).toHaveValue('45.00')
    await userEvent.clear(amount)
    await userEvent.type(amount, '45.01')
    await userEvent.type(
      payments.getByRole('textbox', { name: 'Reason for the guest' }),
      'Cancelled the day before',
    )
    await userEvent.click(
      payments.getByRole('button', { name: 'Charge the fee' }),
    )
    const refused = await payments.findByRole('link', {
      name: 'Amount: At most €45.00.',
    })
    // The error summary takes the focus, as in every admin form.
    expect(refused.closest('[role="alert"]')).toHaveFocus()
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(chargeFee).not.toHaveBeenCalled()
  })

  it('says the card was declined and shows the failed attempt the server keeps', async () => {
    const adminBooking = vi
      .fn()
      .mockResolvedValueOnce(staffBooking({ ...arrived, card }))
      .mockResolvedValue(
        staffBooking({
          ...arrived,
          card,
          payments: [noShowFee('failed', 14_850)],
        }),
      )
    const payments = await open(staffBooking(), {
      adminBooking,
      adminChargeFee: async () => {
        throw new ApiError({
          kind: 'payment_declined',
          status: 402,
          message: 'declined',
        })
      },
    })
    await userEvent.click(payments.getByText('Charge a fee'))
    await userEvent.type(
      payments.getByRole('textbox', { name: 'Reason for the guest' }),
      'Did not arrive',
    )
    await userEvent.click(
      payments.getByRole('button', { name: 'Charge the fee' }),
    )
    await userEvent.click(payments.getByRole('button', { name: 'Confirm' }))
    expect(
      await payments.findByText(
        'The bank declined the card: nothing was charged. The failed attempt is listed below.',
      ),
    ).toBeInTheDocument()
    expect(
      payments.getByRole('rowheader', { name: 'No-show fee' }),
    ).toBeVisible()
    expect(payments.getByRole('cell', { name: 'Failed' })).toBeVisible()
    expect(payments.getByRole('heading', { name: 'Payments' })).toHaveFocus()
    await expectNoAxeViolations()
  })

  it('issue 32: staff confirm before money moves: nothing is charged until Confirm; Change and Escape go back to the form with everything kept', async () => {
    const chargeFee = vi.fn()
    const payments = await open(staffBooking({ ...arrived, card }), {
      adminChargeFee: chargeFee,
    })
    await userEvent.click(payments.getByText('Charge a fee'))
    const amount = payments.getByRole('textbox', { name: 'Amount' })
    await userEvent.clear(amount)
    await userEvent.type(amount, '90')
    await userEvent.type(
      payments.getByRole('textbox', { name: 'Reason for the guest' }),
      'Did not arrive',
    )
    await userEvent.click(
      payments.getByRole('button', { name: 'Charge the fee' }),
    )
    expect(
      payments.getByRole('group', {
        name: 'Check the fee before it is charged',
      }),
    ).toBeInTheDocument()
    expect(
      payments.getByText(
        'Charge €90.00 to the card on file (Visa card ending in 4242) as a no-show fee for booking AA7K2M9QXB? The guest is mailed your reason.',
      ),
    ).toBeVisible()
    // The form gives way to the question: nothing there can change what Confirm sends.
    expect(payments.queryByRole('textbox')).toBeNull()

    await userEvent.click(payments.getByRole('button', { name: 'Change' }))
    expect(payments.getByRole('radio', { name: 'No-show' })).toHaveFocus()
    expect(payments.getByRole('textbox', { name: 'Amount' })).toHaveValue('90')
    expect(
      payments.getByRole('textbox', { name: 'Reason for the guest' }),
    ).toHaveValue('Did not arrive')

    await userEvent.click(
      payments.getByRole('button', { name: 'Charge the fee' }),
    )
    expect(
      payments.getByRole('heading', {
        name: 'Check the fee before it is charged',
      }),
    ).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(payments.getByRole('radio', { name: 'No-show' })).toHaveFocus()
    expect(payments.getByRole('textbox', { name: 'Amount' })).toHaveValue('90')
    expect(
      payments.getByRole('textbox', { name: 'Reason for the guest' }),
    ).toHaveValue('Did not arrive')
    expect(payments.queryByRole('button', { name: 'Confirm' })).toBeNull()
    expect(chargeFee).not.toHaveBeenCalled()
  })
})
