import type {
  FinalQuoteResponse,
  InputOf,
  finalPriceQuote as finalPriceQuoteEndpoint,
} from '@resort/core/api'
import {
  ApiError,
  POINTS_PAYMENT_REFUSALS,
  pointsPaymentCents,
} from '@resort/core/api'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import enCodes from '../i18n/locales/en/codes.json'
import { fillValidDetails } from '../payment/testing'
import { expectNoAxeViolations } from '../testing/axe'
import {
  box,
  onPaymentStep,
  openCodes,
  quote,
  renderStage,
  totalOf,
} from './paymentStageTesting'

// Issue 35, decision 046: a signed-in club member pays part of the stay with points on the
// payment step; the server offers what may pay and judges what was asked.

const pointsBox = () => box('Pay with club points')

/** A server that offers a member's `balance` points on the €300 stay, as the club's rules do. */
const pointsServer = (balance = { now: 4_250 }) => ({
  balance,
  quote: (request: InputOf<typeof finalPriceQuoteEndpoint>) => {
    const offered: FinalQuoteResponse = {
      ...quote,
      pointsOffer: {
        balance: balance.now,
        maximum: balance.now - (balance.now % 100),
      },
    }
    const points = request.points ?? 0
    if (points > balance.now)
      return Promise.reject(
        new ApiError({
          kind: 'missing_params',
          status: 400,
          message: 'Not so many points.',
          fields: { points: 'points_not_enough' },
        }),
      )
    if (!points) return Promise.resolve(offered)
    const amount = pointsPaymentCents(points)
    return Promise.resolve({
      ...offered,
      pointsPayment: { points, amount },
    })
  },
})

describe('PaymentStage: club points paying (issue 35, decision 046)', () => {
  it('offers a member their points at the published rate, starting at the most that may pay; applied by keyboard (Enter never books), the total says what is left; removable', async () => {
    const server = pointsServer()
    const { flow, sent } = await onPaymentStep(server.quote)
    renderStage(flow)
    const user = userEvent.setup()
    // Offered to the member: shown without opening the codes, which show beside it.
    const field = await screen.findByRole('textbox', { name: 'Points to use' })
    expect(
      screen.queryByRole('button', { name: 'Promo code or gift voucher?' }),
    ).toBeNull()
    expect(field).toHaveValue('4200')
    expect(field).toHaveAccessibleDescription(
      'Your points: 4,250. Up to 4,200 can pay for this stay, at 200 points for €1.00.',
    )
    expect(field).toHaveAttribute('inputmode', 'numeric')
    await user.clear(field)
    await user.type(field, '3,000{Enter}')
    expect(await pointsBox().findByRole('status')).toHaveTextContent(
      '3,000 points pay €15.00 of this stay.',
    )
    expect(sent.bookings).toEqual([])
    expect(sent.cardPayments).toEqual([])
    for (const total of screen.getAllByText('Total'))
      expect(total.nextElementSibling).toHaveTextContent('€300.00')
    expect(totalOf('Paid with club points')).toEqual(['-€15.00', '-€15.00'])
    expect(totalOf('Left to pay')).toEqual(['€285.00'])
    const remove = pointsBox().getByRole('button', {
      name: 'Stop paying with points',
    })
    await waitFor(() => expect(remove).toHaveFocus())
    await expectNoAxeViolations({ frames: false })
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(
        pointsBox().getByRole('textbox', { name: 'Points to use' }),
      ).toHaveFocus(),
    )
    expect(screen.queryByText('Paid with club points')).toBeNull()
    expect(flow.getState().reservation.points).toBe(0)
  })

  it('announces why points were refused at their field, with what may pay, and keeps what the member typed', async () => {
    const { flow } = await onPaymentStep(pointsServer().quote)
    renderStage(flow)
    const user = userEvent.setup()
    const field = await screen.findByRole('textbox', { name: 'Points to use' })
    await user.clear(field)
    await user.type(field, '9000{Enter}')
    const refusal = await screen.findByText(
      'You do not have that many points. You can use up to 4,200.',
    )
    expect(refusal.closest('[role="alert"]')).not.toBeNull()
    expect(field).toHaveValue('9000')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('Paid with club points')).toBeNull()
    await expectNoAxeViolations({ frames: false })
  })

  it('is not offered to a guest the server offers no points (not signed in, a partner page, too few points)', async () => {
    const few = await onPaymentStep(() =>
      Promise.resolve({ ...quote, pointsOffer: { balance: 700, maximum: 0 } }),
    )
    renderStage(few.flow)
    // The codes wait behind their opener; opened, there are no points among them.
    await openCodes()
    expect(screen.getByRole('group', { name: 'Gift voucher' })).toBeVisible()
    expect(
      screen.queryByRole('group', { name: 'Pay with club points' }),
    ).toBeNull()
  })

  it('says in the guest’s words why the server refuses any points', () => {
    const texts: Record<string, string> = enCodes.points.refusals
    for (const reason of [
      ...POINTS_PAYMENT_REFUSALS,
      'points_invalid',
      'points_failed',
    ])
      expect(texts[reason], reason).toBeTruthy()
  })

  it('asks again when the points were spent meanwhile, drops them, and says so at the booking and at the points', async () => {
    const server = pointsServer()
    const { flow, sent } = await onPaymentStep(server.quote, {
      cardPayment: () =>
        Promise.reject(
          new ApiError({
            kind: 'conflict',
            status: 409,
            message: 'Your points changed.',
            fields: { points: 'points_changed' },
          }),
        ),
    })
    renderStage(flow)
    const user = await fillValidDetails()
    await user.type(
      await screen.findByRole('textbox', { name: 'Points to use' }),
      '{Enter}',
    )
    await pointsBox().findByRole('button', { name: 'Stop paying with points' })
    server.balance.now = 1_000
    await user.click(
      screen.getByRole('button', { name: 'Continue to card details' }),
    )
    const message = await screen.findByText(
      /^Your club points changed meanwhile\./,
    )
    expect(message.closest('[role="alert"]')).not.toBeNull()
    expect(
      await screen.findByText(
        'You do not have that many points. You can use up to 1,000.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Paid with club points')).toBeNull()
    expect(sent.bookings).toEqual([])
  })
})
