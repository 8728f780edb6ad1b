import type { PaymentDue } from '@resort/core/api'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bookingResources } from '../i18n/bookingResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { PaymentStep, type PaymentQuote } from './PaymentStep'

// Issue 32: payment policies per rate plan. The payment step says what the rate's policy asks:
// what is charged now, and what is charged or held later, on which day.

const quote = (over: Partial<PaymentQuote> = {}): PaymentQuote => ({
  totalPrice: 120_000,
  prepaymentAmount: 0,
  paymentPlan: [],
  currency: 'EUR',
  guarantee: 'CCARD_GUARANTEE',
  policy: { sales: [], salesAdditional: [], cancelation: [], other: [] },
  ...over,
})

/** Vogar Chalets' flexible rate: 30 % charged 30 days before an arrival on 10 June 2027. */
const deposit: PaymentDue[] = [
  { on: '2027-05-11', amount: 36_000, action: 'charge' },
]

/** Ciasa Aurora's refundable rate: a night held 3 days before arrival, taken on the arrival day. */
const heldNight: PaymentDue[] = [
  { on: '2027-06-07', amount: 24_000, action: 'hold' },
]

function renderStep(payment: Partial<PaymentQuote>, lang = 'en') {
  render(
    <WidgetTranslations lang={lang} resources={bookingResources}>
      <PaymentStep
        quote={quote(payment)}
        allowedCardBrands={['visa']}
        onBack={() => {}}
        onSubmit={() => {}}
      />
    </WidgetTranslations>,
  )
}

/** The step's totals as term and value pairs, in order. */
const totals = () =>
  [...document.querySelectorAll('.resort-payment__total > *')].map(
    (element) => element.textContent,
  )

describe('issue 32: payment policies per rate plan, on the payment step', () => {
  it('shows a deposit charged later on its day, nothing charged now, and that the card pays it', () => {
    renderStep({ paymentPlan: deposit })
    expect(totals()).toEqual([
      'Total',
      '€1,200.00',
      'Charged on May 11, 2027',
      '€360.00',
    ])
    expect(
      screen.getByText(
        'Your card guarantees the booking and pays the amounts above when they are due.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Due now')).toBeNull()
    expect(screen.queryByText(/nothing is charged now/)).toBeNull()
  })

  it('shows a hold on its day, and that a hold is taken on the arrival day', () => {
    renderStep({ paymentPlan: heldNight })
    expect(totals()).toEqual([
      'Total',
      '€1,200.00',
      'Held on your card on June 7, 2027',
      '€240.00',
    ])
    expect(
      screen.getByText(
        /An amount held on your card is taken on your arrival day\.$/,
      ),
    ).toBeInTheDocument()
  })

  it('shows a night charged at booking as due now, and a hold placed now as held now', () => {
    renderStep({
      prepaymentAmount: 24_000,
      paymentPlan: [{ on: null, amount: 24_000, action: 'charge' }],
    })
    expect(totals()).toEqual(['Total', '€1,200.00', 'Due now', '€240.00'])
    screen.getByText(/pays the amounts above when they are due/)
  })

  it('shows a hold placed now (the day already reached when booking) as held now', () => {
    renderStep({ paymentPlan: [{ on: null, amount: 24_000, action: 'hold' }] })
    expect(totals()).toEqual([
      'Total',
      '€1,200.00',
      'Held on your card now',
      '€240.00',
    ])
  })

  it('formats the day and the amount in the page’s language', () => {
    renderStep({ paymentPlan: deposit }, 'de')
    expect(totals()).toEqual([
      'Gesamtpreis',
      '1.200,00\u00a0€',
      'Abbuchung am 11. Mai 2027',
      '360,00\u00a0€',
    ])
    renderStep({ paymentPlan: heldNight }, 'sl')
    expect(
      screen.getByText('Rezervacija zneska na vaši kartici 7. junij 2027'),
    ).toBeInTheDocument()
  })

  it('shows nothing extra for a rate whose plan is empty, or when the guest books without a card', () => {
    renderStep({})
    expect(totals()).toEqual(['Total', '€1,200.00'])
    expect(
      screen.getByText(
        'Your card guarantees the booking; nothing is charged now.',
      ),
    ).toBeInTheDocument()
    document.body.innerHTML = ''
    renderStep({ paymentPlan: deposit, guarantee: 'NOGUARANTEE' })
    expect(totals()).toEqual(['Total', '€1,200.00'])
    expect(
      screen.getByText('No card is needed to book; you pay at the property.'),
    ).toBeInTheDocument()
  })
})
