import { describe, expect, it } from 'vitest'
import { orchestrationOutcomeOf } from './orchestrationOutcomes'

describe('orchestration outcomes', () => {
  it('reads a known code, any other value as unknown, and none as undefined', () => {
    expect(orchestrationOutcomeOf('cancelled')).toBe('cancelled')
    expect(orchestrationOutcomeOf('<script>alert(1)</script>')).toBe('unknown')
    expect(orchestrationOutcomeOf('Your account was deleted')).toBe('unknown')
    expect(orchestrationOutcomeOf(null)).toBeUndefined()
    expect(orchestrationOutcomeOf('')).toBeUndefined()
  })
})
