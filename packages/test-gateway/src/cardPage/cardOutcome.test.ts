import { describe, expect, it } from 'vitest'
import { outcomeOf } from './cardOutcome'

const intent = (status: string, extra = {}) => ({
  status: 200,
  body: { id: 'pi_1', status, ...extra },
})
const refusedWith = (code: string, decline_code?: string) => ({
  status: 402,
  body: { error: { code, decline_code, message: 'x' } },
})

describe("the card page's next step from the gateway's answer (decision 040)", () => {
  it('hands the confirmed intent to the booking, or shows the bank’s challenge', () => {
    expect(outcomeOf(intent('succeeded'))).toEqual({
      kind: 'confirmed',
      intent: 'pi_1',
    })
    expect(outcomeOf(intent('requires_capture')).kind).toBe('confirmed')
    expect(outcomeOf(intent('requires_action'))).toEqual({ kind: 'challenge' })
  })

  it("says a card that fails SPEC 5's checks at its field", () => {
    expect(outcomeOf(refusedWith('incorrect_number'))).toMatchObject({
      field: 'number',
    })
    expect(outcomeOf(refusedWith('invalid_expiry_year'))).toMatchObject({
      field: 'expiry',
    })
    expect(outcomeOf(refusedWith('invalid_cvc'))).toMatchObject({
      field: 'cvc',
    })
  })

  it("says the bank's refusal by its decline, and anything else as generic", () => {
    expect(
      outcomeOf(refusedWith('card_declined', 'insufficient_funds')),
    ).toEqual({ kind: 'refused', code: 'insufficient_funds' })
    expect(outcomeOf(refusedWith('card_declined', 'lost_card'))).toEqual({
      kind: 'refused',
      code: 'card_declined',
    })
    expect(
      outcomeOf(
        intent('requires_payment_method', {
          last_payment_error: { code: 'payment_intent_authentication_failure' },
        }),
      ),
    ).toEqual({
      kind: 'refused',
      code: 'payment_intent_authentication_failure',
    })
    expect(
      outcomeOf({ status: 500, body: { error: { message: 'x' } } }),
    ).toEqual({ kind: 'refused', code: 'generic' })
  })
})
