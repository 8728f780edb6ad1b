import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { tamperedToken } from '../testing/api'
import { createBookingTokens } from './bookingTokens'

describe('booking links', () => {
  it('open their booking, and never with one letter of the signature changed (200 links)', async () => {
    const tokens = createBookingTokens(randomBytes(32))
    for (let n = 0; n < 200; n++) {
      const id = `AA${String(n).padStart(8, '0')}`
      const token = await tokens.sign(id, '2099-07-04')
      await expect(tokens.verify(token)).resolves.toBe(id)
      await expect(tokens.verify(tamperedToken(token))).rejects.toMatchObject({
        statusCode: 404,
        kind: 'not_found',
      })
    }
  })
})
