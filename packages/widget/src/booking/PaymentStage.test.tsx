import type {
  FinalQuoteResponse,
  InputOf,
  finalPriceQuote as finalPriceQuoteEndpoint,
} from '@resort/core/api'
import {
  ApiError,
  GIFT_VOUCHER_REFUSALS,
  giftVoucherCodeKey,
} from '@resort/core/api'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import enCodes from '../i18n/locales/en/codes.json'
import {
  cardFrame,
  confirmedMessage,
  fillValidDetails,
  postMessageFrom,
  quietFrameLoading,
} from '../payment/testing'
import { expectNoAxeViolations } from '../testing/axe'
import {
  CARD_ORIGIN,
  INTENT,
  onPaymentStep,
  openCodes,
  promoBox,
  quote,
  renderStage,
  totalOf,
  voucherBox,
} from './paymentStageTesting'

describe('PaymentStage: a card rate books through the card page (decision 040)', () => {
  quietFrameLoading()

  it('opens the card page for the page’s origin, believes only its own frame, and books with the intent it confirms', async () => {
    const { flow, sent } = await onPaymentStep()
    renderStage(flow)
    const user = await fillValidDetails()
    await user.click(
      screen.getByRole('button', { name: 'Continue to card details' }),
    )
    await screen.findByTitle('Card details')
    expect(sent.cardPayments[0]).toMatchObject({
      paymentType: 'CCARD_GUARANTEE',
      guest: { firstName: 'Ana', lastName: 'Horvat', email: 'ana@example.com' },
      parent: window.location.origin,
    })
    await expectNoAxeViolations({ frames: false })

    const frameWindow = {}
    cardFrame(frameWindow)
    postMessageFrom(
      confirmedMessage(INTENT),
      'https://evil.example',
      frameWindow,
    )
    postMessageFrom(confirmedMessage(INTENT), CARD_ORIGIN, window)
    expect(sent.bookings).toEqual([])

    postMessageFrom(confirmedMessage(INTENT), CARD_ORIGIN, frameWindow)
    await waitFor(() => expect(flow.getState().booking).toBeDefined())
    expect(sent.bookings).toHaveLength(1)
    expect(sent.bookings[0]).toMatchObject({
      paymentType: 'CCARD_GUARANTEE',
      payment: { intent: INTENT },
      guest: { email: 'ana@example.com' },
    })
    expect(sent.bookings[0]).not.toHaveProperty('card')
    expect(flow.getState().reservation.activeStep).toBe(4)
  })
})

describe('PaymentStage: the codes’ opener (issue 35)', () => {
  it('opens the code boxes by keyboard, which load then; the promo code’s field takes the focus', async () => {
    const { flow } = await onPaymentStep()
    renderStage(flow)
    expect(screen.queryByRole('group', { name: 'Promo code' })).toBeNull()
    const opener = screen.getByRole('button', {
      name: 'Promo code or gift voucher?',
    })
    expect(opener).toHaveAttribute('aria-expanded', 'false')
    opener.focus()
    await userEvent.setup().keyboard('{Enter}')
    const field = await screen.findByRole('textbox', { name: 'Promo code' })
    await waitFor(() => expect(field).toHaveFocus())
    expect(
      screen.getByRole('textbox', { name: 'Gift voucher code' }),
    ).toBeVisible()
    await expectNoAxeViolations({ frames: false })
  })

  it('shows the boxes open when a code is in use, and keeps them once its code is removed', async () => {
    const { flow } = await onPaymentStep((request) =>
      Promise.resolve(
        request.promoCode
          ? ({
              ...quote,
              totalPrice: 25500,
              promoCode: { code: 'SUMMER10', discount: 4500 },
            } as FinalQuoteResponse)
          : quote,
      ),
    )
    await flow.getState().applyPromoCode('SUMMER10')
    renderStage(flow)
    const remove = await screen.findByRole('button', {
      name: 'Remove code SUMMER10',
    })
    expect(
      screen.queryByRole('button', { name: 'Promo code or gift voucher?' }),
    ).toBeNull()
    await userEvent.setup().click(remove)
    expect(
      await screen.findByRole('textbox', { name: 'Promo code' }),
    ).toBeVisible()
  })
})

describe('PaymentStage: a promo code (issue 35, decision 044)', () => {
  /** The server takes €45 off for SUMMER10 and does not know any other code. */
  const promoServer = (request: InputOf<typeof finalPriceQuoteEndpoint>) => {
    if (!request.promoCode) return Promise.resolve(quote)
    if (request.promoCode.toUpperCase() !== 'SUMMER10')
      return Promise.reject(
        new ApiError({
          kind: 'missing_params',
          status: 400,
          message: 'There is no such promo code.',
          fields: { promoCode: 'promo_code_unknown' },
        }),
      )
    return Promise.resolve({
      ...quote,
      totalPrice: 25500,
      promoCode: { code: 'SUMMER10', discount: 4500 },
    } as FinalQuoteResponse)
  }

  it('applies a code by keyboard: Enter in the field applies it (never books), the total and the saving are shown, and it can be removed', async () => {
    const { flow, sent } = await onPaymentStep(promoServer)
    renderStage(flow)
    await openCodes()
    const user = userEvent.setup()
    const field = screen.getByRole('textbox', { name: 'Promo code' })
    await user.click(field)
    await user.keyboard('summer10{Enter}')
    expect(await promoBox().findByRole('status')).toHaveTextContent(
      'Code SUMMER10 applied: €45.00 off',
    )
    expect(sent.bookings).toEqual([])
    expect(sent.cardPayments).toEqual([])
    // The form's total and the summary's beside it.
    for (const total of screen.getAllByText('Total'))
      expect(total.nextElementSibling).toHaveTextContent('€255.00')
    // Focus follows: to Remove once applied, back to the field once removed.
    const remove = screen.getByRole('button', { name: 'Remove code SUMMER10' })
    await waitFor(() => expect(remove).toHaveFocus())
    await expectNoAxeViolations({ frames: false })
    await user.keyboard('{Enter}')
    const again = await screen.findByRole('textbox', { name: 'Promo code' })
    await waitFor(() => expect(again).toHaveFocus())
    expect(promoBox().getByRole('status')).toBeEmptyDOMElement()
    expect(flow.getState().reservation.totalPrice).toBe(30000)
  })

  it('announces why a code was refused at its field and keeps what the guest typed', async () => {
    const { flow } = await onPaymentStep(promoServer)
    renderStage(flow)
    await openCodes()
    const user = userEvent.setup()
    const field = screen.getByRole('textbox', { name: 'Promo code' })
    await user.type(field, 'WINTER')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    const refusal = await screen.findByText(
      'We do not know this promo code. Please check how it is written.',
    )
    expect(refusal.closest('[role="alert"]')).not.toBeNull()
    expect(field).toHaveValue('WINTER')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(flow.getState().reservation.totalPrice).toBe(30000)
    await expectNoAxeViolations({ frames: false })
  })
})

describe('PaymentStage: a gift voucher (issue 35, decision 045)', () => {
  const CODE = 'ABCD-EFGH-JKMN'
  /** The server's quote with CODE, holding `balance`: the card is asked for what it leaves. */
  const withVoucher = (balance: number): FinalQuoteResponse => {
    const applied = Math.min(balance, quote.totalPrice)
    return {
      ...quote,
      giftVoucher: { code: CODE, applied, balanceAfter: balance - applied },
    }
  }
  /** The server knows CODE, holding €125; another booking may spend some of it (`balance`). */
  const voucherServer = (balance = { now: 12500 }) => ({
    balance,
    quote: (request: InputOf<typeof finalPriceQuoteEndpoint>) => {
      if (!request.giftVoucher) return Promise.resolve(quote)
      // The server keeps a code in upper case, in groups of four.
      if (giftVoucherCodeKey(request.giftVoucher) !== CODE)
        return Promise.reject(
          new ApiError({
            kind: 'missing_params',
            status: 400,
            message: 'There is no such gift voucher.',
            fields: { giftVoucher: 'gift_voucher_unknown' },
          }),
        )
      return Promise.resolve(withVoucher(balance.now))
    },
  })

  it('pays with a voucher by keyboard: Enter applies it (never books), the box says what it pays and what stays on it, the total what is left to pay; it can be removed', async () => {
    const server = voucherServer()
    const { flow, sent } = await onPaymentStep(server.quote)
    renderStage(flow)
    await openCodes()
    const user = userEvent.setup()
    const field = screen.getByRole('textbox', { name: 'Gift voucher code' })
    await user.click(field)
    await user.keyboard('abcd efgh jkmn{Enter}')
    expect(await voucherBox().findByRole('status')).toHaveTextContent(
      'Your gift voucher pays €125.00; €0.00 stays on it.',
    )
    expect(sent.bookings).toEqual([])
    expect(sent.cardPayments).toEqual([])
    // A payment, not a discount: the total stays, the form and the summary say what is left.
    for (const total of screen.getAllByText('Total'))
      expect(total.nextElementSibling).toHaveTextContent('€300.00')
    expect(totalOf('Paid with gift voucher')).toEqual(['-€125.00', '-€125.00'])
    expect(totalOf('Left to pay')).toEqual(['€175.00'])
    const remove = voucherBox().getByRole('button', {
      name: 'Remove gift voucher',
    })
    await waitFor(() => expect(remove).toHaveFocus())
    await expectNoAxeViolations({ frames: false })
    await user.keyboard('{Enter}')
    const again = await voucherBox().findByRole('textbox', {
      name: 'Gift voucher code',
    })
    await waitFor(() => expect(again).toHaveFocus())
    expect(voucherBox().getByRole('status')).toBeEmptyDOMElement()
    expect(screen.queryByText('Left to pay')).toBeNull()
  })

  it('says what stays on a voucher that pays part of the stay', async () => {
    const server = voucherServer({ now: 50000 })
    const { flow } = await onPaymentStep(server.quote)
    renderStage(flow)
    await openCodes()
    const user = userEvent.setup()
    await user.type(
      screen.getByRole('textbox', { name: 'Gift voucher code' }),
      CODE,
    )
    await user.click(screen.getByRole('button', { name: 'Apply voucher' }))
    expect(await voucherBox().findByRole('status')).toHaveTextContent(
      'Your gift voucher pays €300.00; €200.00 stays on it.',
    )
    expect(totalOf('Left to pay')).toEqual(['€0.00'])
  })

  it('announces why a voucher was refused at its field, keeps what the guest typed and the focus there', async () => {
    const { flow } = await onPaymentStep(voucherServer().quote)
    renderStage(flow)
    await openCodes()
    const user = userEvent.setup()
    const field = screen.getByRole('textbox', { name: 'Gift voucher code' })
    await user.click(field)
    await user.keyboard('WXYZ-WXYZ-WXYZ{Enter}')
    const refusal = await screen.findByText(
      'We do not know this gift voucher code. Please check how it is written.',
    )
    expect(refusal.closest('[role="alert"]')).not.toBeNull()
    expect(field).toHaveValue('WXYZ-WXYZ-WXYZ')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field.getAttribute('aria-describedby')).toContain(
      refusal.closest('[id]')?.id,
    )
    expect(field).toHaveFocus()
    expect(screen.queryByText('Paid with gift voucher')).toBeNull()
    await expectNoAxeViolations({ frames: false })
  })

  it('says in the guest’s words why the server refuses any voucher', () => {
    const texts: Record<string, string> = enCodes.gift_voucher.refusals
    for (const reason of [...GIFT_VOUCHER_REFUSALS, 'gift_voucher_failed'])
      expect(texts[reason], reason).toBeTruthy()
  })

  it('shows the smaller amount a voucher pays when another booking spent part of it meanwhile, and says so', async () => {
    const server = voucherServer()
    // The server refuses the card step as it does when the balance changed since the quote.
    const { flow, sent } = await onPaymentStep(server.quote, {
      cardPayment: () =>
        Promise.reject(
          new ApiError({
            kind: 'conflict',
            status: 409,
            message: 'The gift voucher’s balance changed.',
            fields: { giftVoucher: 'gift_voucher_balance_changed' },
          }),
        ),
    })
    renderStage(flow)
    await openCodes()
    const user = await fillValidDetails()
    await user.type(
      screen.getByRole('textbox', { name: 'Gift voucher code' }),
      `${CODE}{Enter}`,
    )
    await voucherBox().findByRole('button', { name: 'Remove gift voucher' })
    server.balance.now = 4000
    await user.click(
      screen.getByRole('button', { name: 'Continue to card details' }),
    )
    const message = await screen.findByText(
      /^Your gift voucher's balance changed meanwhile\./,
    )
    expect(message.closest('[role="alert"]')).not.toBeNull()
    expect(voucherBox().getByRole('status')).toHaveTextContent(
      'Your gift voucher pays €40.00; €0.00 stays on it.',
    )
    expect(totalOf('Left to pay')).toEqual(['€260.00'])
    expect(sent.bookings).toEqual([])
  })
})
