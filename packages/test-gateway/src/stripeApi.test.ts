import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  answerProblems,
  describedOperation,
  requestProblems,
} from './stripeApi'

const description = JSON.parse(
  readFileSync(
    new URL('../stripe-api/description.json', import.meta.url),
    'utf8',
  ),
) as { components: { schemas: Record<string, unknown> } }

const intent = {
  id: 'pi_1',
  object: 'payment_intent',
  amount: 12000,
  capture_method: 'manual',
  confirmation_method: 'automatic',
  created: 1_790_000_000,
  currency: 'eur',
  livemode: false,
  payment_method_types: ['card'],
  status: 'requires_payment_method',
  client_secret: 'pi_1_secret_x',
  metadata: { booking: 'B-1' },
}

describe("Stripe's description, kept in stripe-api/ (decision 040)", () => {
  it('holds every schema its operations and answers refer to', () => {
    const refs = new Set(
      [
        ...readFileSync(
          new URL('../stripe-api/description.json', import.meta.url),
          'utf8',
        ).matchAll(/"#\/components\/schemas\/([^"]+)"/g),
      ].map((match) => match[1]!),
    )
    expect(refs.size).toBeGreaterThan(100)
    expect(
      [...refs].filter((name) => !(name in description.components.schemas)),
    ).toEqual([])
  })

  it('finds the operation a call is, by its path template', () => {
    expect(
      describedOperation('POST', '/v1/payment_intents/pi_1/capture')?.operation
        .operationId,
    ).toBe('PostPaymentIntentsIntentCapture')
    expect(
      describedOperation('DELETE', '/v1/customers/cus_1')?.operation
        .operationId,
    ).toBe('DeleteCustomersCustomer')
    // An operation the adapter does not use is not answered.
    expect(
      describedOperation('DELETE', '/v1/payment_intents/pi_1'),
    ).toBeUndefined()
  })
})

describe('a request is checked against the description', () => {
  it('passes a request Stripe describes, its form values read as their types', () => {
    expect(
      requestProblems(
        'POST',
        '/v1/payment_intents',
        'amount=12000&currency=eur&customer=cus_1&capture_method=manual' +
          '&payment_method_types[0]=card&metadata[booking]=B-1&confirm=true',
      ),
    ).toEqual([])
  })

  it('fails a parameter Stripe does not have: a card number sent by the server is one', () => {
    expect(
      requestProblems(
        'POST',
        '/v1/payment_intents',
        'amount=12000&currency=eur&card_number=4242424242424242',
      ),
    ).toEqual(['body must NOT have additional properties: card_number'])
  })

  it('fails a value of the wrong type or outside its list', () => {
    expect(
      requestProblems('POST', '/v1/payment_intents', 'amount=abc&currency=eur'),
    ).toContain('body/amount must be integer')
    expect(
      requestProblems(
        'POST',
        '/v1/payment_intents',
        'amount=1&currency=eur&capture_method=later',
      ),
    ).toContain(
      'body/capture_method must be equal to one of the allowed values',
    )
  })

  it('checks the query of a read, and refuses an operation we do not use', () => {
    expect(
      requestProblems('GET', '/v1/payment_intents/pi_1?client_secret=s'),
    ).toEqual([])
    expect(requestProblems('GET', '/v1/payment_intents/pi_1?secret=s')).toEqual(
      ['query secret is not described'],
    )
    expect(requestProblems('POST', '/v1/charges', 'amount=1')).toEqual([
      'POST /v1/charges is not an operation we use',
    ])
  })
})

describe('an answer is checked against the description', () => {
  it('passes an intent as Stripe describes it', () => {
    expect(answerProblems('POST', '/v1/payment_intents', 200, intent)).toEqual(
      [],
    )
  })

  it('fails an answer missing a required field, of a wrong type, or with a field Stripe does not have', () => {
    const { status: _status, ...withoutStatus } = intent
    expect(
      answerProblems('POST', '/v1/payment_intents', 200, withoutStatus),
    ).toContain("answer must have required property 'status'")
    expect(
      answerProblems('GET', '/v1/payment_intents/pi_1', 200, {
        ...intent,
        amount: '12000',
      }),
    ).toContain('answer/amount must be integer')
    expect(
      answerProblems('POST', '/v1/payment_intents', 200, {
        ...intent,
        card_number: '4242424242424242',
      }),
    ).toEqual(['answer must NOT have additional properties: card_number'])
  })

  it("checks a refusal against Stripe's error object", () => {
    const declined = {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    }
    expect(
      answerProblems('POST', '/v1/payment_intents/pi_1/confirm', 402, declined),
    ).toEqual([])
    expect(
      answerProblems('POST', '/v1/payment_intents/pi_1/confirm', 402, {
        error: { type: 'declined' },
      }),
    ).toContain('answer/error/type must be equal to one of the allowed values')
  })
})
