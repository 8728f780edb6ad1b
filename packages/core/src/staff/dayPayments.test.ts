import { describe, expect, it, vi } from 'vitest'
import type { InputOf } from '../api/endpoint'
import type { adminDayPayments } from '../api/endpoints'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { createDayPayments, type DayPaymentsAnswer } from './dayPayments'

const TODAY = '2027-01-06'

const dayOf = (day: string): DayPaymentsAnswer => ({
  day,
  totals: [
    {
      currency: 'EUR',
      taken: 20_000,
      refunded: 5_000,
      net: 15_000,
      declined: 1,
    },
  ],
  movements: [
    {
      bookingId: 'AA7K2M9QXB',
      guestName: 'Ana Horvat',
      propertyName: 'Hotel Vala',
      currency: 'EUR',
      at: `${day}T09:00:00.000Z`,
      kind: 'taken',
      paymentKind: 'prepayment',
      feeFor: null,
      amount: 20_000,
      reference: 'pi_3QkVala0001',
    },
  ],
  owed: [],
})

/** A promise the test settles when it likes: an answer still on its way. */
function later<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((yes) => {
    resolve = yes
  })
  return { promise, resolve }
}

type Asked = InputOf<typeof adminDayPayments>

const storeWith = (
  answer: (input: Asked) => Promise<DayPaymentsAnswer> = async ({ day }) =>
    dayOf(day),
) => {
  const asked = vi.fn(answer)
  const store = createDayPayments({
    api: fakeApiClient({ adminDayPayments: asked }),
    today: () => TODAY,
  })
  return { store, state: () => store.getState(), asked }
}

describe('issue 32: the day’s payments to reconcile', () => {
  it('opens on today (UTC) in the page’s language, loading, then the day’s answer', async () => {
    const { state, asked } = storeWith()
    expect(state().status).toBe('idle')
    const opening = state().open('hr')
    expect(state()).toMatchObject({ day: TODAY, status: 'loading' })
    expect(await opening).toBe(true)
    expect(asked).toHaveBeenCalledExactlyOnceWith({ day: TODAY, lang: 'hr' })
    expect(state()).toMatchObject({
      status: 'loaded',
      language: 'hr',
      answer: dayOf(TODAY),
      problem: undefined,
    })
  })

  it('opens on the day the address names, or today when it names no day or one still to come', async () => {
    const { state, asked } = storeWith()
    await state().open('en', '2026-12-31')
    expect(asked).toHaveBeenLastCalledWith({ day: '2026-12-31', lang: 'en' })
    await state().open('en', '2027-02-30')
    expect(asked).toHaveBeenLastCalledWith({ day: TODAY, lang: 'en' })
    await state().open('en', '2027-01-07')
    expect(asked).toHaveBeenLastCalledWith({ day: TODAY, lang: 'en' })
  })

  it('goes to the day before and after, never past today', async () => {
    const { state, asked } = storeWith()
    await state().open('de')
    expect(await state().step(-1)).toBe(true)
    expect(state()).toMatchObject({ day: '2027-01-05', status: 'loaded' })
    expect(asked).toHaveBeenLastCalledWith({ day: '2027-01-05', lang: 'de' })
    expect(await state().step(1)).toBe(true)
    expect(state().day).toBe(TODAY)
    const calls = asked.mock.calls.length
    expect(await state().step(1)).toBe(false)
    expect(state()).toMatchObject({ day: TODAY, status: 'loaded' })
    expect(asked).toHaveBeenCalledTimes(calls)
    expect(state().latest()).toBe(TODAY)
  })

  it('shows a day chosen; a date half typed or still to come asks nothing', async () => {
    const { state, asked } = storeWith()
    await state().open('it')
    expect(await state().choose('2026-11-28')).toBe(true)
    expect(state()).toMatchObject({
      day: '2026-11-28',
      answer: dayOf('2026-11-28'),
    })
    const calls = asked.mock.calls.length
    expect(await state().choose('2026-11-')).toBe(false)
    expect(await state().choose('2027-03-01')).toBe(false)
    expect(asked).toHaveBeenCalledTimes(calls)
    expect(state().day).toBe('2026-11-28')
  })

  it('shows no day’s answer as another’s: an answer for a day no longer chosen is dropped', async () => {
    const slow = later<DayPaymentsAnswer>()
    const { state } = storeWith(({ day }) =>
      day === TODAY ? slow.promise : Promise.resolve(dayOf(day)),
    )
    const opening = state().open('en')
    await state().step(-1)
    expect(state()).toMatchObject({
      day: '2027-01-05',
      answer: dayOf('2027-01-05'),
    })
    slow.resolve(dayOf(TODAY))
    expect(await opening).toBe(false)
    expect(state()).toMatchObject({
      day: '2027-01-05',
      answer: dayOf('2027-01-05'),
    })
  })

  it('keeps no earlier day’s answer while another loads', async () => {
    const slow = later<DayPaymentsAnswer>()
    const { state } = storeWith(({ day }) =>
      day === TODAY ? Promise.resolve(dayOf(day)) : slow.promise,
    )
    await state().open('en')
    const stepping = state().step(-1)
    expect(state()).toMatchObject({ status: 'loading', answer: undefined })
    slow.resolve(dayOf('2027-01-05'))
    await stepping
    expect(state().status).toBe('loaded')
  })

  it('says why the day could not be shown, and asks again for the same day', async () => {
    let fail = true
    const { state, asked } = storeWith(async ({ day }) => {
      if (fail) throw refusal('forbidden', 403)
      return dayOf(day)
    })
    expect(await state().open('sl', '2027-01-02')).toBe(false)
    expect(state()).toMatchObject({
      status: 'failed',
      answer: undefined,
      problem: { kind: 'forbidden' },
    })
    fail = false
    expect(await state().retry()).toBe(true)
    expect(asked).toHaveBeenLastCalledWith({ day: '2027-01-02', lang: 'sl' })
    expect(state()).toMatchObject({ status: 'loaded', problem: undefined })
  })

  it('takes a lost answer as a generic failure', async () => {
    const { state } = storeWith(() => Promise.reject(new TypeError('offline')))
    await state().open('en')
    expect(state().problem).toEqual({ kind: 'generic', fields: {} })
  })
})
