import { describe, expect, it } from 'vitest'
import type { InputOf } from '../api/endpoint'
import type { renameRatePlan } from '../api/endpoints'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { createRateRename } from './rateRename'

function rename(answer?: (input: InputOf<typeof renameRatePlan>) => void) {
  const sent: InputOf<typeof renameRatePlan>[] = []
  const flow = createRateRename({
    api: fakeApiClient({
      renameRatePlan: async (input) => {
        sent.push(input)
        answer?.(input)
        return { ratePlanId: input.ratePlanId, names: {} }
      },
    }),
    ratePlanId: 'flex',
    name: 'Flexible',
    language: 'de',
  })
  return { state: () => flow.getState(), sent }
}

describe('renaming a rate (issue 14)', () => {
  it('knows the name in the page’s language only, and sends the languages filled in, trimmed', async () => {
    const { state, sent } = rename()
    expect(state().draft).toEqual({
      en: '',
      de: 'Flexible',
      it: '',
      hr: '',
      sl: '',
    })
    state().change({ hr: ' Fleksibilna ' }, 'hr')
    expect(await state().rename()).toBe(true)
    expect(sent).toEqual([
      {
        ratePlanId: 'flex',
        names: [
          { language: 'de', name: 'Flexible' },
          { language: 'hr', name: 'Fleksibilna' },
        ],
      },
    ])
  })

  it('refuses a rename with no name at all as a problem of no field, before sending', async () => {
    const { state, sent } = rename()
    expect(await state().rename({ de: ' ' })).toBe(false)
    expect(state().problem).toEqual({
      kind: 'missing_params',
      fields: { names: 'required' },
    })
    expect(sent).toEqual([])
  })

  it('refuses a name over 100 characters at its language', async () => {
    const { state } = rename()
    await state().rename({ it: 'x'.repeat(101) })
    expect(state().errors).toEqual({ it: 'too_long' })
  })

  it('shows a name the server refuses at the language it was sent in (names.N: the Nth sent)', async () => {
    const { state } = rename(() => {
      throw refusal('missing_params', 400, { 'names.1.name': 'too_long' })
    })
    await state().rename({ sl: 'Prožna' })
    expect(state().errors).toEqual({ sl: 'too_long' })
    expect(state().problem).toBeUndefined()
  })
})
