import { describe, expect, it } from 'vitest'
import type { InputOf } from '../api/endpoint'
import type { createPromoCode } from '../api/endpoints'
import {
  fakeApiClient,
  refusal,
  type FakeEndpoints,
} from '../api/fakeApiClient'
import { createPromoCodeActions } from './promoCodeActions'
import { createdCode, valaRequest } from './promoCodeFixtures'

const PROPERTIES = [
  { propertyId: 'cissa-rovinj', currency: 'EUR' },
  { propertyId: 'vala-krk', currency: 'EUR' },
  { propertyId: 'tatra-chalets', currency: 'CZK' },
]

type Sent = InputOf<typeof createPromoCode>

function actionsWith(handlers: FakeEndpoints = {}) {
  const sent: Sent[] = []
  const actions = createPromoCodeActions({
    api: fakeApiClient({
      createPromoCode: async (input) => {
        sent.push(input)
        return createdCode(input)
      },
      ...handlers,
    }),
    properties: PROPERTIES,
  })
  return { ...actions, sent }
}

describe('a new promo code (issue 35)', () => {
  it('issue 35: sends a percentage as typed, the code trimmed, and leaves blank bounds and limits out', async () => {
    const { creation, sent } = actionsWith()
    expect(creation.getState().draft.currency).toBe('EUR')
    expect(
      await creation.getState().create({ code: ' summer15 ', value: '15' }),
    ).toBe(true)
    expect(sent).toEqual([
      {
        code: 'summer15',
        kind: 'percent',
        value: 15,
        propertyIds: [],
        ratePlanIds: [],
        combinable: false,
      },
    ])
    expect(creation.getState()).toMatchObject({
      justDone: true,
      done: { code: 'SUMMER15', value: 15 },
    })
    // The form is empty again for the next code.
    expect(creation.getState().draft.code).toBe('')
  })

  it('issue 35: sends an amount typed in euros as cents, with every bound, limit and the rates of the properties chosen', async () => {
    const { creation, sent } = actionsWith()
    await creation.getState().create({
      code: 'VALA-25',
      kind: 'amount',
      value: '25,50',
      propertyIds: ['vala-krk'],
      // Rates ticked under a property no longer chosen are not sent.
      ratePlanIds: {
        'vala-krk': ['vala-flex'],
        'cissa-rovinj': ['cissa-flex'],
      },
      stayFrom: '2030-07-01',
      stayTo: '2030-08-31',
      bookTo: '2030-06-30',
      minNights: '3',
      maxUses: '10',
      maxUsesPerGuest: '1',
      combinable: true,
    })
    expect(sent).toEqual([valaRequest])
  })

  it('issue 35: refuses at their fields what is no number or out of bounds, sending nothing and keeping what was typed', async () => {
    const { creation, sent } = actionsWith()
    const typed = {
      code: 'x!',
      value: '12.5',
      minNights: 'two',
      maxUses: '0',
      maxUsesPerGuest: '1001',
    }
    expect(await creation.getState().create(typed)).toBe(false)
    expect(creation.getState().errors).toEqual({
      // The schema's code for what is not 3-32 letters, digits and hyphens.
      code: expect.any(String),
      value: 'whole_number',
      minNights: 'whole_number',
      maxUses: 'too_small',
      maxUsesPerGuest: 'too_large',
    })
    expect(creation.getState().draft).toMatchObject(typed)
    expect(sent).toEqual([])
    await creation.getState().create({ kind: 'amount', value: '25.505' })
    expect(creation.getState().errors.value).toBe('invalid_amount')
  })

  it('issue 35: refuses a percentage over 100 and windows that end before they start', async () => {
    const { creation, sent } = actionsWith()
    const valid = { code: 'SUMMER', value: '15' }
    await creation.getState().create({ ...valid, value: '101' })
    expect(creation.getState().errors).toEqual({ value: 'too_large' })
    await creation.getState().create({
      ...valid,
      stayFrom: '2030-08-31',
      stayTo: '2030-07-01',
      bookFrom: '2030-06-30',
      bookTo: '2030-05-01',
    })
    expect(creation.getState().errors).toEqual({
      stayTo: 'before_start',
      bookTo: 'before_start',
    })
    expect(sent).toEqual([])
  })

  it('issue 35: asks for a code and a value before sending', async () => {
    const { creation } = actionsWith()
    await creation.getState().create()
    expect(creation.getState().errors).toMatchObject({
      code: expect.any(String),
      value: 'required',
    })
    // Typing in a field takes its error away.
    creation.getState().change({ value: '10' }, 'value')
    expect(creation.getState().errors.value).toBeUndefined()
  })

  it('issue 35: refuses an amount in another currency than a property chosen (decision 044)', async () => {
    const { creation, sent } = actionsWith()
    await creation.getState().create({
      code: 'TATRA',
      kind: 'amount',
      value: '500',
      propertyIds: ['tatra-chalets'],
    })
    expect(creation.getState().errors).toEqual({
      currency: 'not_property_currency',
    })
    await creation.getState().create({ currency: 'CZK' })
    expect(sent).toMatchObject([
      { value: 50_000, currency: 'CZK', propertyIds: ['tatra-chalets'] },
    ])
  })

  it('issue 35: shows a duplicate code the server refuses (409) at the code, with everything typed kept', async () => {
    const { creation } = actionsWith({
      createPromoCode: async () => {
        throw refusal('conflict', 409, { code: 'promo_code_exists' })
      },
    })
    const typed = { code: 'SUMMER15', value: '15', maxUses: '10' }
    expect(await creation.getState().create(typed)).toBe(false)
    expect(creation.getState().errors).toEqual({ code: 'promo_code_exists' })
    expect(creation.getState().problem).toBeUndefined()
    expect(creation.getState().draft).toMatchObject(typed)
  })

  it('issue 35: shows a server refusal of a chosen property at the properties, and one of no field as the problem', async () => {
    let failure = refusal('missing_params', 400, {
      'propertyIds.0': 'not_found',
    })
    const { creation } = actionsWith({
      createPromoCode: async () => {
        throw failure
      },
    })
    await creation
      .getState()
      .create({ code: 'CISSA', value: '5', propertyIds: ['cissa-rovinj'] })
    expect(creation.getState().errors).toEqual({ propertyIds: 'not_found' })
    failure = refusal('generic', 500)
    await creation.getState().create()
    expect(creation.getState().errors).toEqual({})
    expect(creation.getState().problem?.kind).toBe('generic')
  })
})

describe('voiding a promo code (issue 35)', () => {
  it('issue 35: voids a code only after a yes, by its id, and keeps the voided code as done', async () => {
    const voided: unknown[] = []
    const { voiding } = actionsWith({
      voidPromoCode: async (input) => {
        voided.push(input)
        return createdCode(
          { code: 'SUMMER15', kind: 'percent', value: 15 },
          { codeId: input.codeId, voidedAt: '2030-06-01T10:00:00.000Z' },
        )
      },
    })
    voiding.getState().ask({ codeId: 'code-1', code: 'SUMMER15' })
    expect(voiding.getState().asking).toBe(true)
    voiding.getState().cancel()
    expect(voided).toEqual([])
    voiding.getState().ask({ codeId: 'code-1', code: 'SUMMER15' })
    expect(await voiding.getState().remove()).toBe(true)
    expect(voided).toEqual([{ codeId: 'code-1' }])
    expect(voiding.getState()).toMatchObject({
      asking: false,
      justDone: true,
      done: { code: 'SUMMER15', voidedAt: '2030-06-01T10:00:00.000Z' },
    })
  })

  it('issue 35: keeps a code the server no longer knows as the problem', async () => {
    const { voiding } = actionsWith({
      voidPromoCode: async () => {
        throw refusal('not_found', 404, { codeId: 'not_found' })
      },
    })
    voiding.getState().ask({ codeId: 'gone', code: 'GONE' })
    expect(await voiding.getState().remove()).toBe(false)
    expect(voiding.getState().problem?.kind).toBe('not_found')
  })

  it('issue 35: makes the last outcome old news when the other action starts: only the latest is announced', async () => {
    const { creation, voiding } = actionsWith({
      voidPromoCode: async ({ codeId }) =>
        createdCode({ code: 'OLD', kind: 'percent', value: 5 }, { codeId }),
    })
    await creation.getState().create({ code: 'NEW', value: '10' })
    voiding.getState().ask({ codeId: 'code-0', code: 'OLD' })
    await voiding.getState().remove()
    expect(creation.getState().justDone).toBe(false)
    expect(voiding.getState().justDone).toBe(true)
  })
})
