import { describe, expect, it } from 'vitest'
import type { InputOf } from '../api/endpoint'
import type { previewRateEdit } from '../api/endpoints'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { bulkDraft, type RateEditDraft } from './rateEditDraft'
import { createRateEditFlow } from './rateEditFlow'

const CONTEXT = {
  propertyId: 'cissa-rovinj',
  currency: 'EUR',
  lang: 'en',
} as const
const BULK = { kind: 'bulk' } as const
const start = bulkDraft('2030-06-03', '2030-06-09')
const closeDoubles: Partial<RateEditDraft> = {
  unitTypeIds: ['cissa-double'],
  closed: 'yes',
}

/** A rates page's edits over a server whose save may refuse; `saves` are the requests saved. */
function rateEdits(save?: () => void) {
  const previews: InputOf<typeof previewRateEdit>[] = []
  const saves: unknown[] = []
  let fingerprint = 0
  const flow = createRateEditFlow({
    api: fakeApiClient({
      previewRateEdit: async (input) => {
        previews.push(input)
        return {
          currency: 'EUR',
          changes: [],
          warnings: [],
          expected: `v${++fingerprint}`,
        }
      },
      saveRateEdit: async (input) => {
        saves.push(input)
        save?.()
        return { saved: 7 }
      },
    }),
  })
  flow.getState().begin(BULK, start, CONTEXT)
  return { state: () => flow.getState(), previews, saves }
}

describe('editing rates (issue 14: previewed, then saved as previewed)', () => {
  it('refuses at its fields what the server would refuse, counting the attempt, and asks nothing', async () => {
    const { state, previews } = rateEdits()
    expect(await state().preview()).toBe(false)
    expect(state().errors).toEqual({
      unitTypeIds: 'required',
      changes: 'required',
    })
    expect(state().attempt).toBe(1)
    expect(previews).toEqual([])
  })

  it('saves exactly the request previewed, with the preview’s fingerprint, and closes with the nights saved', async () => {
    const { state, previews, saves } = rateEdits()
    state().change(closeDoubles)
    expect(await state().preview()).toBe(true)
    expect(await state().save()).toBe(true)
    expect(saves).toEqual([{ ...previews[0], expected: 'v1' }])
    expect(state()).toMatchObject({
      open: undefined,
      saved: 7,
      previewed: undefined,
    })
  })

  it('drops the preview when the draft changes, so nothing unshown is saved', async () => {
    const { state, saves } = rateEdits()
    state().change(closeDoubles)
    await state().preview()
    state().change({ minStay: '2' })
    expect(state().previewed).toBeUndefined()
    expect(await state().save()).toBe(false)
    expect(saves).toEqual([])
  })

  it('says the nights changed since the preview (409), keeps the form as typed and asks for a new preview', async () => {
    const { state } = rateEdits(() => {
      throw refusal('conflict', 409)
    })
    state().change(closeDoubles)
    await state().preview()
    expect(await state().save()).toBe(false)
    expect(state().problem).toBe('conflict')
    expect(state().previewed).toBeUndefined()
    expect(state().open?.draft).toMatchObject(closeDoubles)
  })

  it('names a unit type gone from the property (404 at unitTypeIds.0) at the unit types', async () => {
    const { state } = rateEdits(() => {
      throw refusal('not_found', 404, { 'unitTypeIds.0': 'not_found' })
    })
    state().change(closeDoubles)
    await state().preview()
    await state().save()
    expect(state().errors).toEqual({ unitTypeIds: 'not_found' })
    expect(state().problem).toBeUndefined()
  })

  it('forgets the nights last saved once another edit opens, each edit afresh', async () => {
    const { state } = rateEdits()
    const first = state().open?.serial
    state().change(closeDoubles)
    await state().preview()
    await state().save()
    state().begin(BULK, start, CONTEXT)
    expect(state().saved).toBeUndefined()
    expect(state().open?.serial).not.toBe(first)
    expect(state().open?.draft).toEqual(start)
  })
})
