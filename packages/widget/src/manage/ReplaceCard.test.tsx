import {
  ApiError,
  type CardPaymentResponse,
  type ExistingBookingResponse,
  type ScheduledPayment,
} from '@resort/core/api'
import { fakeApiClient } from '@resort/core/api/testing'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { confirmedBooking } from '../confirmation/testing'
import { manageResources } from '../i18n/manageResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import {
  cardFrame,
  confirmedMessage,
  postMessageFrom,
  quietFrameLoading,
} from '../payment/testing'
import { expectNoAxeViolations } from '../testing/axe'
import { ManageFlow } from './ManageFlow'

// Issue 32: payment policies per rate plan. A deposit the rate charges before arrival was
// declined on its day; the guest opens the booking's link and gives another card.

const TOKEN = 'signed-token-of-AAR-7K2M9Q'
const CARD_ORIGIN = 'https://pay.example'

const deposit: ScheduledPayment = {
  on: '2027-05-13',
  amount: 38_250,
  action: 'charge',
  state: 'failed',
}
const heldNight: ScheduledPayment = {
  on: '2027-06-09',
  amount: 14_000,
  action: 'hold',
  state: 'due',
}

const declinedBooking = () =>
  confirmedBooking({ paymentSchedule: [deposit, heldNight] })

const paidBooking = () =>
  confirmedBooking({
    paymentSchedule: [{ ...deposit, state: 'done' }, heldNight],
    creditCard: {
      brand: 'mastercard',
      providerCode: 'MASTERCARD',
      last4: '4444',
      expiry: '10/30',
    },
  })

const cardStepFor = (intent: string): CardPaymentResponse => ({
  intent,
  cardPage: `${CARD_ORIGIN}/card?secret=${intent}_secret`,
  cardOrigin: CARD_ORIGIN,
  amount: 0,
  currency: 'EUR',
  testMode: true,
})

const declinedAgain = () =>
  new ApiError({
    kind: 'payment_declined',
    status: 402,
    message: 'This card was declined too.',
    fields: { card: 'card_declined' },
  })

function fakeApi(keep: () => Promise<ExistingBookingResponse>) {
  let steps = 0
  return {
    viewBooking: vi.fn(async () => declinedBooking()),
    replaceCard: vi.fn(async () => cardStepFor(`seti_test000${++steps}`)),
    cardReplaced: vi.fn(keep),
  }
}

function renderFlow(api: ReturnType<typeof fakeApi>, lang = 'en') {
  render(
    <WidgetTranslations lang={lang} resources={manageResources}>
      <ManageFlow
        api={fakeApiClient(api as never)}
        token={TOKEN}
        initialView="booking"
      />
    </WidgetTranslations>,
  )
}

const giveCardButton = () =>
  screen.findByRole('button', { name: 'Give another card' })

/** Opens the card page from the overview; its frame's window is `frameWindow`. */
async function openCardPage(frameWindow: object) {
  await userEvent.click(await giveCardButton())
  await screen.findByTitle('Card details')
  cardFrame(frameWindow)
}

beforeEach(() => sessionStorage.clear())

describe('issue 32: a declined payment on the booking’s page', () => {
  it('says the card was declined and the amount is still owed, lists each payment with its state, and offers another card', async () => {
    renderFlow(fakeApi(async () => paidBooking()))
    await giveCardButton()
    expect(
      screen.getByRole('heading', { name: 'Your card was declined' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'The payment of €382.50 due on May 13, 2027 could not be made with your card. Your booking stands, but this amount is still owed: please give another card, and the payment is made with it at once.',
      ),
    ).toBeInTheDocument()
    const schedule = within(
      screen.getByRole('heading', { name: 'Payments under your rate' })
        .parentElement!,
    )
    expect(
      schedule.getAllByRole('listitem').map((item) => item.textContent),
    ).toEqual([
      'Charge of €382.50 on May 13, 2027 Card declined',
      'Hold of €140.00 on your card on June 9, 2027 To come',
    ])
    expect(
      schedule.getByText(
        'An amount held on your card is taken on your arrival day.',
      ),
    ).toBeInTheDocument()
    // What the card does not pay, now or later: the total less the deposit and the night held.
    expect(
      screen.getByText('To pay at the property').closest('div'),
    ).toHaveTextContent('€752.50')
    await expectNoAxeViolations()
  })

  it('says nothing of a card for a booking whose payments all went through', async () => {
    const api = fakeApi(async () => paidBooking())
    api.viewBooking.mockImplementation(async () => paidBooking())
    renderFlow(api)
    const schedule = (
      await screen.findByRole('heading', { name: 'Payments under your rate' })
    ).parentElement!
    expect(within(schedule).getAllByRole('listitem')[0]).toHaveTextContent(
      'Charge of €382.50 on May 13, 2027 Paid',
    )
    expect(screen.queryByRole('button', { name: 'Give another card' })).toBe(
      null,
    )
  })

  it('speaks the page’s language', async () => {
    renderFlow(
      fakeApi(async () => paidBooking()),
      'de',
    )
    expect(
      await screen.findByRole('button', { name: 'Andere Karte hinterlegen' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'Ihre Karte wurde abgelehnt' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/^Die am 13\. Mai 2027 fällige Zahlung von 382,50/),
    ).toBeInTheDocument()
  })
})

describe('issue 32: giving another card (decision 040: the card on the card page)', () => {
  quietFrameLoading()

  it('opens the card page for this page, believes only its frame, keeps the card and shows the payment made', async () => {
    const api = fakeApi(async () => paidBooking())
    renderFlow(api)
    const frameWindow = {}
    await openCardPage(frameWindow)
    expect(api.replaceCard).toHaveBeenCalledWith({
      token: TOKEN,
      lang: 'en',
      parent: window.location.origin,
    })
    expect(screen.getByRole('heading', { name: 'Card details' })).toHaveFocus()
    expect(
      screen.getByText(
        'Once you save this card, the payment of €382.50 still owed is made with it.',
      ),
    ).toBeInTheDocument()
    // The booking waits behind the card page, hidden.
    expect(
      screen.queryByRole('heading', { name: 'Your booking AAR-7K2M9Q' }),
    ).toBeNull()
    await expectNoAxeViolations({ frames: false })

    postMessageFrom(
      confirmedMessage('seti_test0001'),
      'https://evil.example',
      frameWindow,
    )
    postMessageFrom(confirmedMessage('seti_test0001'), CARD_ORIGIN, window)
    expect(api.cardReplaced).not.toHaveBeenCalled()

    postMessageFrom(confirmedMessage('seti_test0001'), CARD_ORIGIN, frameWindow)
    const notice = await screen.findByText(
      'Your new card is saved and the payment still owed has been made.',
    )
    expect(api.cardReplaced).toHaveBeenCalledWith({
      token: TOKEN,
      lang: 'en',
      intent: 'seti_test0001',
    })
    expect(notice).toHaveAttribute('role', 'status')
    await waitFor(() => expect(notice).toHaveFocus())
    expect(screen.queryByTitle('Card details')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Give another card' })).toBe(
      null,
    )
    expect(
      screen.getByText('Card on file: Mastercard ending in 4444'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Charge of €382.50 on May 13, 2027').parentElement,
    ).toHaveTextContent('Paid')
  })

  it('says at the card that the new card was declined too, and opens a new card page to try again', async () => {
    let keep = (): Promise<ExistingBookingResponse> =>
      Promise.reject(declinedAgain())
    const api = fakeApi(() => keep())
    renderFlow(api)
    const frameWindow = {}
    await openCardPage(frameWindow)
    postMessageFrom(confirmedMessage('seti_test0001'), CARD_ORIGIN, frameWindow)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Your new card was declined too, and the amount is still owed. Please try another card.',
    )
    expect(screen.getByTitle('Card details')).toBeInTheDocument()

    keep = async () => paidBooking()
    await userEvent.click(
      within(alert).getByRole('button', { name: 'Try again' }),
    )
    await waitFor(() =>
      expect(screen.getByTitle('Card details')).toHaveAttribute(
        'src',
        `${CARD_ORIGIN}/card?secret=seti_test0002_secret`,
      ),
    )
    expect(screen.queryByRole('alert')).toBeNull()
    cardFrame(frameWindow)
    postMessageFrom(confirmedMessage('seti_test0002'), CARD_ORIGIN, frameWindow)
    expect(
      await screen.findByText(
        'Your new card is saved and the payment still owed has been made.',
      ),
    ).toBeInTheDocument()
    expect(api.cardReplaced).toHaveBeenCalledTimes(2)
  })

  it('goes back to the booking as it was, with the focus on its card button', async () => {
    const api = fakeApi(async () => paidBooking())
    renderFlow(api)
    await openCardPage({})
    await userEvent.click(
      screen.getByRole('button', { name: 'Back to my booking' }),
    )
    expect(screen.queryByTitle('Card details')).toBeNull()
    expect(await giveCardButton()).toHaveFocus()
    expect(
      screen.getByRole('heading', { name: 'Your card was declined' }),
    ).toBeInTheDocument()
    expect(api.cardReplaced).not.toHaveBeenCalled()
  })

  it('says beside the button when the card page cannot open', async () => {
    const api = fakeApi(async () => paidBooking())
    api.replaceCard.mockRejectedValueOnce(
      new ApiError({
        kind: 'payment_unavailable',
        status: 503,
        message: 'unavailable',
      }),
    )
    renderFlow(api)
    await userEvent.click(await giveCardButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card service is not answering right now. Nothing was charged; please try again in a moment.',
    )
    expect(screen.queryByTitle('Card details')).toBeNull()
    await userEvent.click(await giveCardButton())
    expect(await screen.findByTitle('Card details')).toBeInTheDocument()
  })
})
