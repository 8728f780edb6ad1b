import { describe, expect, it } from 'vitest'
import { readCardPageMessage } from './cardPageMessage'

describe('readCardPageMessage (decision 040: the card page’s two messages)', () => {
  it('reads a confirmed intent and a height', () => {
    expect(
      readCardPageMessage({
        type: 'resort:card',
        status: 'confirmed',
        intent: 'seti_1AbCdEfGhIjK',
      }),
    ).toEqual({
      type: 'resort:card',
      status: 'confirmed',
      intent: 'seti_1AbCdEfGhIjK',
    })
    expect(
      readCardPageMessage({ type: 'resort:card-height', height: 512.4 }),
    ).toEqual({ type: 'resort:card-height', height: 513 })
  })

  it('believes nothing of another shape: another status, no intent, a height out of bounds, a string', () => {
    for (const data of [
      { type: 'resort:card', status: 'declined', intent: 'seti_1AbCdEfGhIjK' },
      { type: 'resort:card', status: 'confirmed' },
      { type: 'resort:card', status: 'confirmed', intent: '' },
      { type: 'resort:card-height', height: -1 },
      { type: 'resort:card-height', height: Number.POSITIVE_INFINITY },
      { type: 'resort:card-height', height: 1e9 },
      { type: 'resort:card-height', height: '400' },
      'resort:card',
      null,
    ])
      expect(readCardPageMessage(data)).toBeUndefined()
  })
})
