import { describe, expect, it } from 'vitest'
import {
  fakeApiClient,
  refusal,
  type FakeEndpoints,
} from '../api/fakeApiClient'
import type { AdminGiftVoucher } from '../api/giftVoucherResponses'
import {
  createGiftVoucherActions,
  mayChangeGiftVoucher,
  shownGiftVouchers,
} from './giftVoucherActions'
import {
  giftVoucher,
  giftVouchers,
  refundedVoucher,
  voidedVoucher,
} from './giftVoucherFixtures'

/** The voucher desk against a server that keeps `start` and changes it as asked. */
function actionsWith(
  handlers: FakeEndpoints = {},
  start: AdminGiftVoucher[] = giftVouchers(),
) {
  let vouchers = start
  const sent: { endpoint: string; voucherId: string }[] = []
  const change =
    (endpoint: string, made: (voucher: AdminGiftVoucher) => AdminGiftVoucher) =>
    async ({ voucherId }: { voucherId: string }) => {
      sent.push({ endpoint, voucherId })
      const voucher = vouchers.find((one) => one.voucherId === voucherId)
      if (!voucher) throw refusal('not_found', 404)
      const after = made(voucher)
      vouchers = vouchers.map((one) => (one === voucher ? after : one))
      return after
    }
  const actions = createGiftVoucherActions({
    api: fakeApiClient({
      adminGiftVouchers: async () => ({ vouchers }),
      voidGiftVoucher: change('void', (voucher) => voidedVoucher(voucher)),
      refundGiftVoucher: change('refund', (voucher) =>
        refundedVoucher(voucher),
      ),
      ...handlers,
    }),
  })
  const server = { set: (next: AdminGiftVoucher[]) => (vouchers = next) }
  return { actions, sent, server }
}

const stateOf = (
  actions: { getState: () => { vouchers?: readonly AdminGiftVoucher[] } },
  id: string,
) =>
  actions.getState().vouchers?.find((voucher) => voucher.voucherId === id)
    ?.state

describe('the gift vouchers staff look after (issue 35)', () => {
  it('issue 35: loads every voucher, newest first, as the server lists them', async () => {
    const { actions } = actionsWith()
    expect(actions.getState().status).toBe('idle')
    const loading = actions.getState().load()
    expect(actions.getState().status).toBe('loading')
    expect(await loading).toBe(true)
    expect(actions.getState()).toMatchObject({
      status: 'loaded',
      problem: undefined,
    })
    expect(
      actions.getState().vouchers?.map((voucher) => voucher.voucherId),
    ).toEqual(['gv-ana', 'gv-ivo', 'gv-lena'])
  })

  it('issue 35: keeps why the list could not be read, and reads it on a second try', async () => {
    let fail = true
    const { actions } = actionsWith({
      adminGiftVouchers: async () => {
        if (fail) throw refusal('forbidden', 403)
        return { vouchers: [giftVoucher()] }
      },
    })
    expect(await actions.getState().load()).toBe(false)
    expect(actions.getState()).toMatchObject({
      status: 'failed',
      problem: { kind: 'forbidden' },
    })
    fail = false
    expect(await actions.getState().load()).toBe(true)
    expect(actions.getState().problem).toBeUndefined()
  })

  it('issue 35: lets staff void and refund only an active voucher, and refund only what is left', () => {
    const active = giftVoucher()
    expect(mayChangeGiftVoucher(active, 'void')).toBe(true)
    expect(mayChangeGiftVoucher(active, 'refund')).toBe(true)
    const nothingLeft = giftVoucher({ balance: 0 })
    expect(mayChangeGiftVoucher(nothingLeft, 'void')).toBe(true)
    expect(mayChangeGiftVoucher(nothingLeft, 'refund')).toBe(false)
    for (const state of ['spent', 'void', 'refunded', 'expired'] as const)
      for (const change of ['void', 'refund'] as const)
        expect(
          mayChangeGiftVoucher(giftVoucher({ state }), change),
          `${change} ${state}`,
        ).toBe(false)
  })

  it('issue 35: asks nothing about a change the voucher’s state does not allow', async () => {
    const { actions, sent } = actionsWith()
    await actions.getState().load()
    expect(actions.getState().ask('gv-ivo', 'void')).toBe(false)
    expect(actions.getState().ask('gv-lena', 'refund')).toBe(false)
    expect(actions.getState().ask('gv-unknown', 'void')).toBe(false)
    expect(actions.getState().asking).toBeUndefined()
    expect(await actions.getState().confirm()).toBe(false)
    expect(sent).toEqual([])
  })

  it('issue 35: voids a voucher only after a yes, and puts the server’s answer in its place in the list', async () => {
    const { actions, sent } = actionsWith()
    await actions.getState().load()
    expect(actions.getState().ask('gv-ana', 'void')).toBe(true)
    expect(actions.getState().asking).toEqual({
      voucherId: 'gv-ana',
      change: 'void',
    })
    actions.getState().cancel()
    expect(actions.getState().asking).toBeUndefined()
    expect(sent).toEqual([])

    actions.getState().ask('gv-ana', 'void')
    const confirming = actions.getState().confirm()
    expect(actions.getState().busy).toEqual({
      voucherId: 'gv-ana',
      change: 'void',
    })
    expect(await confirming).toBe(true)
    expect(sent).toEqual([{ endpoint: 'void', voucherId: 'gv-ana' }])
    expect(actions.getState()).toMatchObject({
      asking: undefined,
      busy: undefined,
      justDone: true,
      // The €60 left can no longer be spent.
      done: { change: 'void', amount: 6_000, voucher: { state: 'void' } },
    })
    expect(stateOf(actions, 'gv-ana')).toBe('void')
    expect(
      actions.getState().vouchers?.map((voucher) => voucher.voucherId),
    ).toEqual(['gv-ana', 'gv-ivo', 'gv-lena'])
  })

  it('issue 35: refunds what is left after a yes; the amount is the one the server refunded', async () => {
    const { actions, sent, server } = actionsWith()
    await actions.getState().load()
    // A booking spent €10 more meanwhile: the server refunds the €50 it has left.
    server.set([giftVoucher({ balance: 5_000 })])
    actions.getState().ask('gv-ana', 'refund')
    expect(await actions.getState().confirm()).toBe(true)
    expect(sent).toEqual([{ endpoint: 'refund', voucherId: 'gv-ana' }])
    expect(actions.getState().done).toMatchObject({
      change: 'refund',
      amount: 5_000,
      voucher: { state: 'refunded', balance: 0 },
    })
    expect(stateOf(actions, 'gv-ana')).toBe('refunded')
  })

  it('issue 35: keeps a failure at its voucher, changes nothing, and lets staff try again when the gateway did not answer', async () => {
    let answered = false
    const reads: number[] = []
    const { actions } = actionsWith({
      adminGiftVouchers: async () => {
        reads.push(reads.length)
        return { vouchers: giftVouchers() }
      },
      refundGiftVoucher: async ({ voucherId }) => {
        if (!answered) throw refusal('payment_unavailable', 503)
        return refundedVoucher(giftVoucher({ voucherId }))
      },
    })
    await actions.getState().load()
    actions.getState().ask('gv-ana', 'refund')
    expect(await actions.getState().confirm()).toBe(false)
    expect(actions.getState().failures).toEqual({
      'gv-ana': {
        change: 'refund',
        problem: expect.objectContaining({ kind: 'payment_unavailable' }),
      },
    })
    expect(actions.getState()).toMatchObject({
      asking: undefined,
      busy: undefined,
      justDone: false,
    })
    expect(stateOf(actions, 'gv-ana')).toBe('active')
    // Nothing changed: the list is not read again.
    expect(reads).toHaveLength(1)

    // Asking again clears the voucher's failure; the second try goes through.
    answered = true
    actions.getState().ask('gv-ana', 'refund')
    expect(actions.getState().failures).toEqual({})
    expect(await actions.getState().confirm()).toBe(true)
    expect(stateOf(actions, 'gv-ana')).toBe('refunded')
  })

  it('issue 35: reads the list again after a conflict (voided or refunded meanwhile), keeping the failure at its voucher', async () => {
    const { actions, server } = actionsWith({
      voidGiftVoucher: async () => {
        throw refusal('conflict', 409)
      },
    })
    await actions.getState().load()
    server.set([voidedVoucher(giftVoucher()), ...giftVouchers().slice(1)])
    actions.getState().ask('gv-ana', 'void')
    expect(await actions.getState().confirm()).toBe(false)
    expect(actions.getState().failures['gv-ana']).toMatchObject({
      change: 'void',
      problem: { kind: 'conflict' },
    })
    expect(stateOf(actions, 'gv-ana')).toBe('void')
    expect(actions.getState().status).toBe('loaded')
  })

  it('issue 35: keeps each voucher’s failure apart: one voucher’s try does not clear another’s', async () => {
    const { actions } = actionsWith(
      {
        voidGiftVoucher: async () => {
          throw refusal('rate_limited', 429)
        },
      },
      [giftVoucher(), giftVoucher({ voucherId: 'gv-two', codeEnd: 'AB23' })],
    )
    await actions.getState().load()
    actions.getState().ask('gv-ana', 'void')
    await actions.getState().confirm()
    actions.getState().ask('gv-two', 'void')
    await actions.getState().confirm()
    expect(Object.keys(actions.getState().failures)).toEqual([
      'gv-ana',
      'gv-two',
    ])
  })

  it('issue 35: makes the last outcome old news when staff ask about another change', async () => {
    const { actions } = actionsWith({}, [
      giftVoucher(),
      giftVoucher({ voucherId: 'gv-two', codeEnd: 'AB23' }),
    ])
    await actions.getState().load()
    actions.getState().ask('gv-ana', 'void')
    await actions.getState().confirm()
    expect(actions.getState().justDone).toBe(true)
    actions.getState().ask('gv-two', 'refund')
    expect(actions.getState().justDone).toBe(false)
    actions.getState().cancel()
    actions.getState().dismiss()
    expect(actions.getState().done?.voucher.voucherId).toBe('gv-ana')
  })

  it('issue 35: closes a question that a fresh list shows the voucher no longer allows', async () => {
    const { actions, server } = actionsWith()
    await actions.getState().load()
    actions.getState().ask('gv-ana', 'refund')
    server.set([giftVoucher({ balance: 0, state: 'spent' })])
    await actions.getState().load()
    expect(actions.getState().asking).toBeUndefined()
  })
})

describe('finding gift vouchers (issue 35)', () => {
  const all = giftVouchers()
  const ids = (filters: Parameters<typeof shownGiftVouchers>[1]) =>
    shownGiftVouchers(all, filters).map((voucher) => voucher.voucherId)

  it('issue 35: shows the vouchers of one state, or all', () => {
    expect(ids({ state: 'all', query: '' })).toEqual([
      'gv-ana',
      'gv-ivo',
      'gv-lena',
    ])
    expect(ids({ state: 'spent', query: '' })).toEqual(['gv-ivo'])
    expect(ids({ state: 'expired', query: '' })).toEqual([])
  })

  it('issue 35: finds a voucher by its code’s end, as shown or typed in any case', () => {
    expect(ids({ state: 'all', query: 'jkmn' })).toEqual(['gv-ana'])
    expect(ids({ state: 'all', query: '••••-P7QR' })).toEqual(['gv-ivo'])
    expect(ids({ state: 'all', query: 'zx4' })).toEqual(['gv-lena'])
  })

  it('issue 35: finds a voucher by a whole code a guest reads out, by its last four signs only', () => {
    expect(ids({ state: 'all', query: 'abcd efgh jkmn' })).toEqual(['gv-ana'])
    expect(ids({ state: 'all', query: 'ABCD-EFGH-JKMX' })).toEqual([])
  })

  it('issue 35: finds a voucher by part of its recipient’s or buyer’s name or address, with the state', () => {
    expect(ids({ state: 'all', query: 'horvat' })).toEqual(['gv-ana'])
    expect(ids({ state: 'all', query: 'Marta' })).toEqual(['gv-ana'])
    expect(ids({ state: 'all', query: 'jonas@' })).toEqual(['gv-lena'])
    expect(ids({ state: 'all', query: 'weber' })).toEqual(['gv-lena'])
    expect(ids({ state: 'active', query: 'weber' })).toEqual([])
  })

  it('issue 35: keeps the filters in the store, changed through its action', () => {
    const { actions } = actionsWith()
    actions.getState().filter({ state: 'active' })
    actions.getState().filter({ query: 'ana' })
    expect(actions.getState().filters).toEqual({
      state: 'active',
      query: 'ana',
    })
  })
})
