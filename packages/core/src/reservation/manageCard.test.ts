import { describe, expect, it } from 'vitest'
import type {
  CardPaymentResponse,
  ExistingBookingResponse,
  ScheduledPayment,
} from '../api'
import { refusal } from '../api/fakeApiClient'
import { declinedPayment } from './manageCard'
import { booked, flowOf, hotel, PAGE_ORIGIN, TOKEN } from './manageFlowFixtures'

// Issue 32: payment policies per rate plan. A payment a rate's policy asks for later is declined
// on its day; the booking stands, and the guest gives another card on the booking's page.

const failed: ScheduledPayment = {
  on: '2027-05-11',
  amount: 14850,
  action: 'charge',
  state: 'failed',
}

/** The fixture booking with its deposit declined, as the link opens it. */
const declined = (overrides: Partial<ExistingBookingResponse> = {}) =>
  booked({
    paymentType: 'CCARD_GUARANTEE',
    paymentSchedule: [failed],
    ...overrides,
  })

/** The card step replace-card answers for `intent`. */
const cardStepFor = (intent: string): CardPaymentResponse => ({
  intent,
  cardPage: `https://pay.example/card?secret=${intent}_secret`,
  cardOrigin: 'https://pay.example',
  amount: 0,
  currency: 'EUR',
  testMode: true,
})

/** A server whose card steps count up, and whose card-replaced answers as `kept` says. */
function cardServer(
  kept: (intent: string) => Promise<ExistingBookingResponse>,
) {
  const sent = {
    replaceCard: [] as unknown[],
    cardReplaced: [] as unknown[],
    viewBooking: 0,
  }
  let current = declined()
  const server = hotel({
    viewBooking: () => {
      sent.viewBooking++
      return Promise.resolve(current)
    },
    replaceCard: (request) => {
      sent.replaceCard.push(request)
      return Promise.resolve(
        cardStepFor(`seti_test000${sent.replaceCard.length}`),
      )
    },
    cardReplaced: async (request) => {
      sent.cardReplaced.push(request)
      current = await kept(request.intent)
      return current
    },
  })
  return {
    ...server,
    sent,
    setBooking: (next: ExistingBookingResponse) => (current = next),
  }
}

const paid = () =>
  declined({
    paymentSchedule: [{ ...failed, on: '2027-01-10', state: 'done' }],
    creditCard: {
      brand: 'visa',
      providerCode: 'VISA',
      last4: '4242',
      expiry: '12/30',
    },
  })

async function openDeclined(server: ReturnType<typeof cardServer>) {
  const made = flowOf(server.api)
  await made.state().load()
  return made
}

describe('issue 32: what a declined card still owes', () => {
  it('sums the failed payments of a confirmed booking from the first one’s day, while its stay is not over', () => {
    const booking = declined({
      paymentSchedule: [
        failed,
        { ...failed, on: '2027-06-07', amount: 5000, action: 'hold' },
        { ...failed, on: '2027-04-01', state: 'done' },
      ],
    })
    expect(declinedPayment(booking, '2027-05-12')).toEqual({
      amount: 19850,
      on: '2027-05-11',
    })
  })

  it('owes nothing to give a card for when nothing failed, the booking is cancelled or the stay is over', () => {
    expect(
      declinedPayment(declined({ paymentSchedule: [] }), '2027-05-12'),
    ).toBeUndefined()
    expect(
      declinedPayment(
        declined({
          paymentSchedule: [{ ...failed, state: 'due' }],
        }),
        '2027-05-12',
      ),
    ).toBeUndefined()
    expect(
      declinedPayment(declined({ status: 'cancelled' }), '2027-05-12'),
    ).toBeUndefined()
    expect(declinedPayment(declined(), '2027-06-13')).toBeUndefined()
  })
})

describe('issue 32: another card for a declined payment (manage flow)', () => {
  it('opens the card page for the page’s origin, keeps the confirmed card, and shows the booking paid with a notice', async () => {
    const server = cardServer(() => Promise.resolve(paid()))
    const { state, dataLayer } = await openDeclined(server)
    const opening = state().giveAnotherCard()
    expect(state().card).toEqual({
      step: undefined,
      busy: 'opening',
      problem: undefined,
    })
    await opening
    expect(server.sent.replaceCard).toEqual([
      { token: TOKEN, lang: 'en', parent: PAGE_ORIGIN },
    ])
    expect(state().card).toEqual({
      step: cardStepFor('seti_test0001'),
      busy: false,
      problem: undefined,
    })
    expect(state().view).toBe('booking')

    const keeping = state().cardConfirmed('seti_test0001')
    expect(state().card.busy).toBe('keeping')
    await keeping
    expect(server.sent.cardReplaced).toEqual([
      { token: TOKEN, lang: 'en', intent: 'seti_test0001' },
    ])
    expect(state()).toMatchObject({
      view: 'booking',
      notice: 'card_replaced',
      card: { step: undefined, busy: false, problem: undefined },
    })
    expect(state().booking?.paymentSchedule).toEqual([
      { ...failed, on: '2027-01-10', state: 'done' },
    ])
    expect(state().booking?.creditCard?.last4).toBe('4242')
    expect(dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'interaction',
        action: 'card_replaced',
        label: 'AAR-7K2M9Q',
      }),
    )
  })

  it('keeps nothing for a message about another intent, with no card step open, or twice for one intent', async () => {
    const server = cardServer(() => Promise.resolve(paid()))
    const { state } = await openDeclined(server)
    await state().cardConfirmed('seti_test0001')
    await state().giveAnotherCard()
    await state().cardConfirmed('seti_someoneelse')
    expect(server.sent.cardReplaced).toEqual([])
    await Promise.all([
      state().cardConfirmed('seti_test0001'),
      state().cardConfirmed('seti_test0001'),
    ])
    expect(server.sent.cardReplaced).toHaveLength(1)
  })

  it('tells a new card declined too at the card step, which it spends; trying again opens a new card step, and that card is kept', async () => {
    let answer = (): Promise<ExistingBookingResponse> =>
      Promise.reject(
        refusal('payment_declined', 402, { card: 'card_declined' }),
      )
    const server = cardServer(() => answer())
    const { state } = await openDeclined(server)
    await state().giveAnotherCard()
    await state().cardConfirmed('seti_test0001')
    expect(state().card).toEqual({
      step: cardStepFor('seti_test0001'),
      busy: false,
      problem: 'declined',
    })
    expect(state().notice).toBeUndefined()
    // The declined card's step is spent: its "confirmed" again asks nothing.
    await state().cardConfirmed('seti_test0001')
    expect(server.sent.cardReplaced).toHaveLength(1)

    answer = () => Promise.resolve(paid())
    await state().retryCard()
    expect(server.sent.replaceCard).toHaveLength(2)
    expect(state().card).toEqual({
      step: cardStepFor('seti_test0002'),
      busy: false,
      problem: undefined,
    })
    await state().cardConfirmed('seti_test0002')
    expect(state()).toMatchObject({
      notice: 'card_replaced',
      card: { step: undefined, problem: undefined },
    })
  })

  it('tells a card of a brand the property does not take, or a card step not completed, and opens a new step to try again', async () => {
    let answer = (): Promise<ExistingBookingResponse> =>
      Promise.reject(
        refusal('payment_declined', 402, {
          card: 'card_brand_not_accepted',
        }),
      )
    const server = cardServer(() => answer())
    const { state } = await openDeclined(server)
    await state().giveAnotherCard()
    await state().cardConfirmed('seti_test0001')
    expect(state().card.problem).toBe('brand_not_accepted')
    answer = () => Promise.reject(refusal('payment_incomplete', 400))
    await state().retryCard()
    await state().cardConfirmed('seti_test0002')
    expect(state().card).toMatchObject({
      step: { intent: 'seti_test0002' },
      problem: 'incomplete',
    })
    await state().retryCard()
    expect(state().card.step?.intent).toBe('seti_test0003')
  })

  it('a lost answer keeps the card step: trying again keeps the same card, never a new step', async () => {
    let answer = (): Promise<ExistingBookingResponse> =>
      Promise.reject(refusal('generic', 0))
    const server = cardServer(() => answer())
    const { state } = await openDeclined(server)
    await state().giveAnotherCard()
    await state().cardConfirmed('seti_test0001')
    expect(state().card).toEqual({
      step: cardStepFor('seti_test0001'),
      busy: false,
      problem: 'unanswered',
    })
    answer = () => Promise.resolve(paid())
    await state().retryCard()
    expect(server.sent.replaceCard).toHaveLength(1)
    expect(server.sent.cardReplaced).toEqual([
      { token: TOKEN, lang: 'en', intent: 'seti_test0001' },
      { token: TOKEN, lang: 'en', intent: 'seti_test0001' },
    ])
    expect(state().notice).toBe('card_replaced')
  })

  it('going back after a lost answer shows the booking as the server now has it', async () => {
    const server = cardServer(() => Promise.reject(refusal('generic', 503)))
    const { state } = await openDeclined(server)
    await state().giveAnotherCard()
    await state().cardConfirmed('seti_test0001')
    expect(state().card.problem).toBe('unanswered')
    server.setBooking(paid())
    state().leaveCardStep()
    expect(state().card).toEqual({
      step: undefined,
      busy: false,
      problem: undefined,
    })
    await expect
      .poll(() => state().booking?.paymentSchedule[0]?.state)
      .toBe('done')
  })

  it('going back from the card page keeps the booking and its notice-free overview; nothing is asked of the server', async () => {
    const server = cardServer(() => Promise.resolve(paid()))
    const { state } = await openDeclined(server)
    await state().giveAnotherCard()
    const loads = server.sent.viewBooking
    state().leaveCardStep()
    expect(state().card).toEqual({
      step: undefined,
      busy: false,
      problem: undefined,
    })
    expect(state().view).toBe('booking')
    expect(state().booking?.paymentSchedule).toEqual([failed])
    expect(server.sent.viewBooking).toBe(loads)
    expect(server.sent.cardReplaced).toEqual([])
  })

  it('the card step not opening is told beside the button; the guest may ask again', async () => {
    let open = (): Promise<CardPaymentResponse> =>
      Promise.reject(refusal('payment_unavailable', 503))
    const { state } = flowOf(
      hotel({
        viewBooking: () => Promise.resolve(declined()),
        replaceCard: () => open(),
      }).api,
    )
    await state().load()
    await state().giveAnotherCard()
    expect(state().card).toEqual({
      step: undefined,
      busy: false,
      problem: 'unavailable',
    })
    open = () => Promise.resolve(cardStepFor('seti_test0009'))
    await state().retryCard()
    expect(state().card).toEqual({
      step: cardStepFor('seti_test0009'),
      busy: false,
      problem: undefined,
    })
  })

  it('a booking whose card can no longer change (cancelled, over, paid at the property) is refused and shown again as it stands', async () => {
    for (const [kind, fields, now] of [
      ['cancelled', { token: 'cancelled' }, declined({ status: 'cancelled' })],
      ['not_editable', { token: 'ended' }, declined()],
      ['not_editable', { token: 'no_card_needed' }, declined()],
    ] as const) {
      let views = 0
      const { state } = flowOf(
        hotel({
          viewBooking: () => {
            views++
            return Promise.resolve(views === 1 ? declined() : now)
          },
          replaceCard: () => Promise.reject(refusal(kind, 409, fields)),
        }).api,
      )
      await state().load()
      await state().giveAnotherCard()
      expect(state().card).toEqual({
        step: undefined,
        busy: false,
        problem: 'closed',
      })
      expect(views).toBe(2)
      expect(state().booking?.status).toBe(now.status)
    }
  })

  it('a booking cancelled while the card page was open closes the card step and is shown as it stands', async () => {
    const server = cardServer(() => Promise.reject(refusal('cancelled', 409)))
    const { state } = await openDeclined(server)
    await state().giveAnotherCard()
    server.setBooking(declined({ status: 'cancelled' }))
    await state().cardConfirmed('seti_test0001')
    expect(state().card).toEqual({
      step: undefined,
      busy: false,
      problem: 'closed',
    })
    expect(state().booking?.status).toBe('cancelled')
  })

  it('moving to another view closes the card step and forgets its failure', async () => {
    const server = cardServer(() => Promise.reject(refusal('generic', 0)))
    const { state } = await openDeclined(server)
    await state().giveAnotherCard()
    await state().cardConfirmed('seti_test0001')
    state().go('guest')
    expect(state().card).toEqual({
      step: undefined,
      busy: false,
      problem: undefined,
    })
  })
})
