import { describe, expect, it } from 'vitest'
import { errorResponseSchema } from './errors'

describe('error response', () => {
  it('accepts the SPEC 8 kinds generic, missing_params and cancelled', () => {
    for (const kind of ['generic', 'missing_params', 'cancelled']) {
      expect(
        errorResponseSchema.safeParse({ error: { kind, message: 'x' } })
          .success,
      ).toBe(true)
    }
  })

  it('rejects an unknown kind', () => {
    expect(
      errorResponseSchema.safeParse({ error: { kind: 'oops', message: 'x' } })
        .success,
    ).toBe(false)
  })
})
