import { beforeAll, describe, expect, it } from 'vitest'
import { siteI18n } from '../../testing/siteI18n'
import { adminTextsFor } from '../adminTexts'
import type { AuditEntry } from './auditReading'
import { sayIn, type Say } from './auditSay'
import { describeAuditEntry } from './auditSentence'

const says: Record<string, Say> = {}
beforeAll(async () => {
  for (const language of ['en', 'de', 'it', 'hr', 'sl']) {
    const i18n = siteI18n(language)
    await adminTextsFor(i18n)
    says[language] = sayIn(i18n.translate('admin'), language, 'EUR')
  }
})

const read = (
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'> & Partial<AuditEntry>,
  language = 'en',
) =>
  describeAuditEntry(
    { entity: 'booking', entityId: 'AA1234', note: null, ...entry },
    says[language]!,
  )

const fee = (feeFor: string, state = 'taken') => ({
  action: 'fee_charged',
  before: null,
  after: { paymentId: 'pay-2', fee: feeFor, amount: 14_850, state },
  note: 'Did not arrive',
})

const refund = {
  action: 'payment_refunded',
  before: { paymentId: 'pay-1', refunded: 5_000 },
  after: { paymentId: 'pay-1', refunded: 9_000, amount: 4_000 },
  note: 'Pool was closed',
}

describe('staff’s money actions as staff would say them (issue 32)', () => {
  it('says a fee charged, what it was for, its payment and the reason the guest was mailed', () => {
    expect(read(fee('no_show'))).toEqual({
      sentence: 'No-show fee of €148.50 charged for booking AA1234',
      details: ['Payment pay-2', 'Reason for the guest: Did not arrive'],
    })
    expect(read(fee('late_cancellation')).sentence).toBe(
      'Late-cancellation fee of €148.50 charged for booking AA1234',
    )
  })

  it('says a fee the card declined as declined, not as charged', () => {
    expect(read(fee('no_show', 'failed')).sentence).toBe(
      'No-show fee of €148.50 for booking AA1234 declined by the card',
    )
  })

  it('says a refund with its amount, payment, and the payment’s refunded total before and after', () => {
    expect(read(refund)).toEqual({
      sentence: '€40.00 refunded from payment pay-1 of booking AA1234',
      details: [
        'Refunded of this payment in all: €50.00 → €90.00',
        'Reason for the guest: Pool was closed',
      ],
    })
  })

  it('says them in every admin language', () => {
    expect(read(fee('no_show'), 'de').sentence).toBe(
      'No-Show-Gebühr von 148,50\u00a0€ für Buchung AA1234 belastet',
    )
    for (const language of ['it', 'hr', 'sl']) {
      expect(read(fee('late_cancellation'), language).sentence).toContain(
        'AA1234',
      )
      expect(read(refund, language).sentence).toContain('pay-1')
    }
  })

  it('falls back to named values for a shape it does not know', () => {
    const odd = read({ action: 'fee_charged', before: null, after: { x: 1 } })
    expect(odd.sentence).toBe('Fee charged: Booking AA1234')
    expect(odd.values).toBeDefined()
  })
})

describe('the server’s own money moves as staff would say them (issue 32)', () => {
  it('issue 32: says a hold taken on the arrival day without naming a cancellation', () => {
    const arrival = {
      action: 'hold_taken',
      before: { paymentId: 'pay-4', held: 30_000 },
      after: { paymentId: 'pay-4', taken: 30_000 },
    }
    expect(read(arrival).sentence).toBe(
      '€300.00 of the hold on the card taken for booking AA1234',
    )
    expect(read(arrival).sentence).not.toMatch(/cancel/i)
  })

  it('says a released card, a hold taken or let go, and a payment matched to the gateway', () => {
    expect(
      read({
        action: 'card_released',
        before: { paymentId: 'pay-3', state: 'saved' },
        after: { paymentId: 'pay-3', state: 'released' },
      }).sentence,
    ).toBe(
      'Card of booking AA1234 given up: cancelled free of charge, it can no longer be charged',
    )
    expect(
      read({
        action: 'hold_taken',
        before: { paymentId: 'pay-4', held: 30_000 },
        after: { paymentId: 'pay-4', taken: 15_000 },
      }),
    ).toEqual({
      sentence: '€150.00 of the hold on the card taken for booking AA1234',
      details: ['Held on the card: €300.00'],
    })
    expect(
      read(
        {
          action: 'payment_reconciled',
          before: { paymentId: 'pay-5', state: 'held' },
          after: { paymentId: 'pay-5', state: 'released', taken: 0 },
        },
        'de',
      ).sentence,
    ).toBe(
      'Zahlung pay-5 der Buchung AA1234 laut Zahlungsanbieter: held → released',
    )
  })
})

describe('issue 32: the job’s payments of a rate’s policy as staff would say them', () => {
  const scheduled = (
    action: 'scheduled_payment_made' | 'scheduled_payment_failed',
    after: Record<string, unknown>,
  ) => ({
    action,
    before: { scheduleId: 'sch-1', dueOn: '2027-05-11', amount: 14_850 },
    after: { paymentId: 'pay-6', ...after },
  })

  it('says a payment charged or held on its day, with its payment', () => {
    expect(
      read(
        scheduled('scheduled_payment_made', {
          action: 'charge',
          state: 'taken',
        }),
      ),
    ).toEqual({
      sentence:
        '€148.50 due on May 11, 2027 charged to the card for booking AA1234',
      details: ['Payment pay-6'],
    })
    expect(
      read(
        scheduled('scheduled_payment_made', { action: 'hold', state: 'held' }),
      ).sentence,
    ).toBe('€148.50 due on May 11, 2027 held on the card for booking AA1234')
  })

  it('says a declined card, that the guest was asked for another, and the bank’s reason in words', () => {
    expect(
      read(
        scheduled('scheduled_payment_failed', {
          action: 'charge',
          state: 'failed',
          failure: 'insufficient_funds',
        }),
      ),
    ).toEqual({
      sentence:
        'Card declined for the €148.50 due on May 11, 2027 for booking AA1234: the guest was asked for another card',
      details: ['Payment pay-6', 'Bank’s reason: Insufficient funds'],
    })
    expect(
      read(
        scheduled('scheduled_payment_failed', {
          action: 'hold',
          state: 'failed',
          failure: 'do_not_honor',
        }),
      ).details,
    ).toEqual(['Payment pay-6', 'Bank’s reason: do_not_honor'])
  })

  it('says them in every admin language', () => {
    const made = scheduled('scheduled_payment_made', {
      action: 'charge',
      state: 'taken',
    })
    const failed = scheduled('scheduled_payment_failed', {
      action: 'hold',
      state: 'failed',
      failure: 'generic_decline',
    })
    expect(read(made, 'de').sentence).toBe(
      'Am 11. Mai 2027 fällige 148,50\u00a0€ für Buchung AA1234 der Karte belastet',
    )
    for (const language of ['de', 'it', 'hr', 'sl']) {
      for (const entry of [made, failed]) {
        const { sentence, details, values } = read(entry, language)
        expect(sentence).toContain('AA1234')
        expect(sentence).toContain('148,50')
        expect(values).toBeUndefined()
        expect(details[0]).toContain('pay-6')
      }
      expect(read(failed, language).details[1]).not.toContain('generic_decline')
    }
  })
})
