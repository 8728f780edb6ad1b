import { describe, expect, it } from 'vitest'
import { SOCIAL_OUTCOMES } from '../api/socialSignIn'
import {
  ORCHESTRATION_OUTCOMES,
  orchestrationOutcomeOf,
} from './orchestrationOutcomes'

describe('orchestration outcomes', () => {
  it('reads a known code, any other value as unknown, and none as undefined', () => {
    expect(orchestrationOutcomeOf('cancelled')).toBe('cancelled')
    expect(orchestrationOutcomeOf('<script>alert(1)</script>')).toBe('unknown')
    expect(orchestrationOutcomeOf('Your account was deleted')).toBe('unknown')
    expect(orchestrationOutcomeOf(null)).toBeUndefined()
    expect(orchestrationOutcomeOf('')).toBeUndefined()
  })
})

describe('the orchestration page’s outcomes', () => {
  it('are exactly the outcomes the server’s social callbacks send (decision 017)', () => {
    expect([...ORCHESTRATION_OUTCOMES].sort()).toEqual(
      [...SOCIAL_OUTCOMES].sort(),
    )
  })
})
