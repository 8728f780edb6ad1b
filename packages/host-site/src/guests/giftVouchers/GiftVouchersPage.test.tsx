import nodeConsole from 'node:console'
import type { CardPaymentResponse, GiftVoucherBought } from '@resort/core/api'
import { ApiError } from '@resort/core/api'
import { refusal, type FakeEndpoints } from '@resort/core/api/testing'
import { formatLongDate, formatPrice } from '@resort/core/format'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { press } from '../../testing/press'
import { renderSite } from '../../testing/renderSite'
import { GiftVouchersPage } from './GiftVouchersPage'

const CARD_ORIGIN = 'https://pay.example'

const cardStep = (intent = 'pi_Voucher0001'): CardPaymentResponse => ({
  intent,
  cardPage: `${CARD_ORIGIN}/card/${intent}`,
  cardOrigin: CARD_ORIGIN,
  amount: 10_000,
  currency: 'EUR',
  testMode: true,
})

const bought: GiftVoucherBought = {
  code: 'ABCD-EFGH-JKMN',
  amount: 10_000,
  balance: 10_000,
  currency: 'EUR',
  state: 'active',
  validUntil: '2029-12-01',
  recipientName: 'Marko Horvat',
  mailedTo: 'ana@example.com',
}

/** The page at `url` against fake answers, its texts loaded. */
async function renderPage(url: string, api: FakeEndpoints) {
  await act(async () => {
    renderSite(
      url,
      api,
      onPage(
        '/:lang/*',
        <Suspense fallback={null}>
          <GiftVouchersPage />
        </Suspense>,
      ),
    )
  })
  return screen.findByRole('heading', { level: 1 })
}

// happy-dom loads no frame, and says so on Node's console for every card page; axe says the
// frame has no window (and prints the element whole).
beforeEach(() => {
  const error = nodeConsole.error.bind(nodeConsole)
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled'))
      error(...args)
  })
  const log = console.log.bind(console)
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Frame does not have a content window'))
      log(...args)
  })
})
afterEach(() => vi.restoreAllMocks())

/** The card page's "confirmed" for `intent`, from the frame's window and the card page's origin. */
async function cardPageConfirms(intent: string, title = 'Card details') {
  const frame = await screen.findByTitle<HTMLIFrameElement>(title)
  const frameWindow = {}
  Object.defineProperty(frame, 'contentWindow', {
    configurable: true,
    value: frameWindow,
  })
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'resort:card', status: 'confirmed', intent },
        origin: CARD_ORIGIN,
        source: frameWindow as MessageEventSource,
      }),
    )
  })
  // The frame's own window again, for axe.
  Reflect.deleteProperty(frame, 'contentWindow')
}

/** Fills the form validly with the keyboard alone: a space on a radio, text typed in fields. */
async function fillTheForm(user: ReturnType<typeof userEvent.setup>) {
  await press(user, screen.getByRole('radio', { name: '€100.00' }), ' ')
  await press(user, screen.getByLabelText('Recipient’s name'), 'Marko Horvat')
  await press(user, screen.getByLabelText('Your message (optional)'), 'Enjoy!')
  await press(user, screen.getByLabelText('Your name'), 'Ana Horvat')
  await press(user, screen.getByLabelText('Your e-mail'), 'ana@example.com')
}

describe('the gift voucher page: buying a voucher', () => {
  it('issue 35: buys a voucher with the keyboard: the card step’s heading takes the focus, then the voucher’s, with its code, amount, date and where it was mailed', async () => {
    const giftVoucherCardPayment = vi.fn(async () => cardStep())
    const purchaseGiftVoucher = vi.fn(async () => bought)
    const user = userEvent.setup()
    const heading = await renderPage('/en/gift-vouchers', {
      giftVoucherCardPayment,
      purchaseGiftVoucher,
    })
    expect(heading).toHaveTextContent('Gift vouchers')
    await waitFor(() =>
      expect(document.title).toBe('Gift vouchers – Adria Alpe Resorts'),
    )
    await expectNoAxeViolations()

    await fillTheForm(user)
    expect(
      screen.getByLabelText('Your message (optional)'),
    ).toHaveAccessibleDescription('6 of 300 characters')
    // Sent from a field with Enter, as a keyboard user sends a form.
    await user.keyboard('{Enter}')
    expect(giftVoucherCardPayment).toHaveBeenCalledWith({
      lang: 'en',
      amount: 10_000,
      recipientName: 'Marko Horvat',
      message: 'Enjoy!',
      buyerName: 'Ana Horvat',
      buyerEmail: 'ana@example.com',
      parent: window.location.origin,
    })
    const cardHeading = await screen.findByRole('heading', {
      name: 'Card details',
    })
    await waitFor(() => expect(cardHeading).toHaveFocus())
    expect(
      screen.getByText('Pay €100.00 by card for the voucher for Marko Horvat.'),
    ).toBeInTheDocument()
    expect(screen.getByTitle('Card details')).toHaveAttribute(
      'src',
      cardStep().cardPage,
    )
    await expectNoAxeViolations()

    await cardPageConfirms('pi_Voucher0001')
    const done = await screen.findByRole('heading', {
      name: 'Thank you: your gift voucher is ready',
    })
    await waitFor(() => expect(done).toHaveFocus())
    expect(purchaseGiftVoucher).toHaveBeenCalledWith({
      intent: 'pi_Voucher0001',
    })
    expect(screen.getByText('ABCD-EFGH-JKMN')).toBeInTheDocument()
    expect(screen.getByText('€100.00')).toBeInTheDocument()
    expect(screen.getByText('For Marko Horvat')).toBeInTheDocument()
    expect(screen.getByText('Enjoy!')).toBeInTheDocument()
    expect(
      screen.getByText(formatLongDate('2029-12-01', 'en')),
    ).toBeInTheDocument()
    expect(
      screen.getByText('We have sent the voucher to ana@example.com.'),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('issue 35: the voucher’s code is copied, and Print prints the page', async () => {
    const user = userEvent.setup()
    // happy-dom has no print dialog.
    const print = vi.fn()
    vi.stubGlobal('print', print)
    await renderPage('/en/gift-vouchers', {
      giftVoucherCardPayment: async () => cardStep(),
      purchaseGiftVoucher: async () => bought,
    })
    await fillTheForm(user)
    await user.keyboard('{Enter}')
    await cardPageConfirms('pi_Voucher0001')
    await user.click(
      await screen.findByRole('button', { name: 'Copy the code' }),
    )
    expect(await navigator.clipboard.readText()).toBe('ABCD-EFGH-JKMN')
    const voucher = within(
      screen.getByRole('region', {
        name: 'Thank you: your gift voucher is ready',
      }),
    )
    expect(voucher.getByRole('status')).toHaveTextContent('The code is copied.')
    await user.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
    vi.unstubAllGlobals()
  })

  it('issue 35: refuses the form at its fields: the summary takes the focus, each field says its error, nothing typed is lost', async () => {
    const giftVoucherCardPayment = vi.fn(async () => cardStep())
    const user = userEvent.setup()
    await renderPage('/en/gift-vouchers', { giftVoucherCardPayment })
    await press(user, screen.getByLabelText('Your e-mail'), 'ana@{Enter}')
    const summary = await screen.findByRole('alert')
    await waitFor(() => expect(summary).toHaveFocus())
    expect(summary).toHaveTextContent(
      'Amount: Please choose an amount, or type another one.',
    )
    expect(
      screen.getByLabelText('Recipient’s name'),
    ).toHaveAccessibleDescription(
      expect.stringContaining(
        'Please enter the name of the person the voucher is for.',
      ),
    )
    expect(screen.getByLabelText('Your e-mail')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('ana@')
    await expectNoAxeViolations()

    // Another amount in cents is no whole amount: said at the amount typed.
    await press(
      user,
      screen.getByRole('radio', { name: 'Another amount' }),
      ' ',
    )
    await press(
      user,
      screen.getByLabelText('Another amount in euros'),
      '25.50{Enter}',
    )
    expect(
      screen.getByLabelText('Another amount in euros'),
    ).toHaveAccessibleDescription(
      expect.stringContaining(
        'Please type a whole amount in euros, such as 75.',
      ),
    )
    // A link of the summary moves to the field it names.
    await user.click(
      within(screen.getByRole('alert')).getByRole('link', {
        name: /^Another amount in euros/,
      }),
    )
    expect(screen.getByLabelText('Another amount in euros')).toHaveFocus()
    expect(giftVoucherCardPayment).not.toHaveBeenCalled()
    await expectNoAxeViolations()
  })

  it('issue 35: the server’s refusal of a field comes back to the form, at the field', async () => {
    const user = userEvent.setup()
    await renderPage('/en/gift-vouchers', {
      giftVoucherCardPayment: async () => {
        throw refusal('missing_params', 400, { buyerEmail: 'email_invalid' })
      },
    })
    await fillTheForm(user)
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(screen.getByLabelText('Your e-mail')).toHaveAccessibleDescription(
        expect.stringContaining('Please enter your e-mail address such as'),
      ),
    )
    expect(screen.getByLabelText('Recipient’s name')).toHaveValue(
      'Marko Horvat',
    )
  })

  it('issue 35: an unavailable card service is said in the summary, and nothing was charged', async () => {
    const user = userEvent.setup()
    await renderPage('/en/gift-vouchers', {
      giftVoucherCardPayment: async () => {
        throw refusal('payment_unavailable', 503)
      },
    })
    await fillTheForm(user)
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card service is not answering right now. Nothing was charged',
    )
  })

  it('issue 35: back from the card step, the form has everything typed and its heading takes the focus', async () => {
    const user = userEvent.setup()
    await renderPage('/en/gift-vouchers', {
      giftVoucherCardPayment: async () => cardStep(),
    })
    await fillTheForm(user)
    await user.keyboard('{Enter}')
    await press(
      user,
      await screen.findByRole('button', {
        name: 'Back to the voucher details',
      }),
      '{Enter}',
    )
    const heading = await screen.findByRole('heading', {
      name: 'Buy a gift voucher',
    })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByRole('radio', { name: '€100.00' })).toBeChecked()
    expect(screen.getByLabelText('Recipient’s name')).toHaveValue(
      'Marko Horvat',
    )
    expect(screen.getByLabelText('Your message (optional)')).toHaveValue(
      'Enjoy!',
    )
  })

  it('issue 35: a card not taken (payment_incomplete) is said at the card step, and Try again opens a new card page', async () => {
    const giftVoucherCardPayment = vi.fn(async () =>
      cardStep(`pi_Voucher000${giftVoucherCardPayment.mock.calls.length}`),
    )
    const user = userEvent.setup()
    await renderPage('/en/gift-vouchers', {
      giftVoucherCardPayment,
      purchaseGiftVoucher: async () => {
        throw refusal('payment_incomplete', 409)
      },
    })
    await fillTheForm(user)
    await user.keyboard('{Enter}')
    await cardPageConfirms('pi_Voucher0001')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was not charged, so no voucher was made.',
    )
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(screen.getByTitle('Card details')).toHaveAttribute(
        'src',
        `${CARD_ORIGIN}/card/pi_Voucher0002`,
      ),
    )
    expect(giftVoucherCardPayment).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('issue 35: the page is in the visitor’s language, under its own slug, amounts and dates in its formats', async () => {
    const user = userEvent.setup()
    const heading = await renderPage('/de/gutscheine', {
      giftVoucherCardPayment: async () => cardStep(),
      purchaseGiftVoucher: async () => bought,
    })
    expect(heading).toHaveTextContent('Geschenkgutscheine')
    await waitFor(() =>
      expect(document.title).toBe('Geschenkgutscheine – Adria Alpe Resorts'),
    )
    expect(screen.getByText(/3 Jahre ab dem Tag des Kaufs/)).toBeInTheDocument()
    await press(
      user,
      screen.getByRole('radio', {
        name: formatPrice(10_000, 'EUR', 'de'),
      }),
      ' ',
    )
    await press(
      user,
      screen.getByLabelText('Name der beschenkten Person'),
      'Marko',
    )
    await press(user, screen.getByLabelText('Ihr Name'), 'Ana')
    await press(user, screen.getByLabelText('Ihre E-Mail'), 'ana@example.com')
    await user.keyboard('{Enter}')
    // The card step's own texts are the widget's, in German once loaded.
    expect(
      await screen.findByRole('heading', { name: 'Kartendaten' }),
    ).toBeInTheDocument()
    await cardPageConfirms('pi_Voucher0001', 'Kartendaten')
    expect(
      await screen.findByText(formatLongDate('2029-12-01', 'de')),
    ).toBeInTheDocument()
  })
})

describe('the gift voucher page: a voucher’s balance', () => {
  it('issue 35: checks a balance by its code with the keyboard, and the status says what is left, the state and the date', async () => {
    const giftVoucherBalance = vi.fn(async () => ({
      code: 'ABCD-EFGH-JKMN',
      amount: 10_000,
      balance: 4_500,
      currency: 'EUR',
      state: 'active' as const,
      validUntil: '2029-12-01',
    }))
    const user = userEvent.setup()
    await renderPage('/en/gift-vouchers', { giftVoucherBalance })
    await press(
      user,
      screen.getByLabelText('Voucher code'),
      'abcd efgh jkmn{Enter}',
    )
    expect(giftVoucherBalance).toHaveBeenCalledWith({ code: 'ABCD-EFGH-JKMN' })
    const section = within(
      screen.getByRole('region', { name: 'Check a voucher’s balance' }),
    )
    const status = section.getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('€45.00 of €100.00'))
    expect(status).toHaveTextContent('Valid')
    expect(status).toHaveTextContent(formatLongDate('2029-12-01', 'en'))
    await expectNoAxeViolations()
  })

  it('issue 35: an unknown code, a malformed one and too many checks are said at the field, which keeps the focus', async () => {
    const answers = [
      refusal('not_found', 404, { code: 'gift_voucher_unknown' }),
      new ApiError({ kind: 'rate_limited', status: 429, message: 'slow' }),
    ]
    const user = userEvent.setup()
    await renderPage('/en/gift-vouchers', {
      giftVoucherBalance: async () => {
        throw answers.shift()
      },
    })
    const field = screen.getByLabelText('Voucher code')
    await press(user, field, 'ABCD-EFGH{Enter}')
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('A voucher code has 12 letters and digits'),
      ),
    )
    expect(field).toHaveFocus()
    await press(user, field, '-JKMN{Enter}')
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('We do not know this voucher code.'),
      ),
    )
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    await expectNoAxeViolations()
    await press(user, field, '{Enter}')
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('There have been too many checks for now.'),
      ),
    )
  })
})
