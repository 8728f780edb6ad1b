import type { Member } from '@resort/core/api'
import { guestPrefillFromMember } from '@resort/core/reservation'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { bookingResources } from '../i18n/bookingResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import {
  PaymentStep,
  type PaymentQuote,
  type PaymentStepProps,
} from './PaymentStep'

const VISA = '4111111111111111'
const MASTERCARD = '5555555555554444'
const AMEX = '378282246310005'
const NEXT_YEAR = String(new Date().getFullYear() + 1)

const quote = (over: Partial<PaymentQuote> = {}): PaymentQuote => ({
  totalPrice: 45600,
  prepaymentAmount: 13680,
  currency: 'EUR',
  guarantee: 'CCARD_GUARANTEE',
  policy: {
    sales: ['Payment at the property.'],
    salesAdditional: [],
    cancelation: ['Free cancellation until 7 days before arrival.'],
    other: ['Pets are not allowed.'],
  },
  ...over,
})

function renderStep(props: Partial<PaymentStepProps> = {}, lang = 'en') {
  const onSubmit = vi.fn<PaymentStepProps['onSubmit']>()
  const onBack = vi.fn()
  const all: PaymentStepProps = {
    quote: quote(),
    allowedCardBrands: ['visa', 'mastercard', 'american-express'],
    onBack,
    onSubmit,
    ...props,
  }
  const view = render(
    <WidgetTranslations lang={lang} resources={bookingResources}>
      <PaymentStep {...all} />
    </WidgetTranslations>,
  )
  const rerender = (next: Partial<PaymentStepProps>) =>
    view.rerender(
      <WidgetTranslations lang={lang} resources={bookingResources}>
        <PaymentStep {...all} {...next} />
      </WidgetTranslations>,
    )
  return { onSubmit, onBack, rerender }
}

const group = (name: string) => within(screen.getByRole('group', { name }))

/** The error text tied to a control through aria-describedby. */
function errorOf(control: HTMLElement): string | undefined {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('form-field__error'))
    ?.textContent
}

async function fillValid(card: { number?: string; csc?: string } = {}) {
  const user = userEvent.setup()
  const holder = group('Reservation holder')
  await user.selectOptions(holder.getByLabelText('Title'), 'Mr')
  await user.click(holder.getByLabelText('Male'))
  await user.type(holder.getByLabelText('First name'), 'Ana')
  await user.type(holder.getByLabelText('Last name'), 'Horvat')
  const guest = group('Guest details')
  await user.type(guest.getByLabelText('First name'), 'Ana')
  await user.type(guest.getByLabelText('Last name'), 'Horvat')
  await user.type(guest.getByLabelText('Email'), 'ana@example.com')
  await user.selectOptions(guest.getByLabelText('Country'), 'HR')
  await user.type(guest.getByLabelText('Phone number'), '091 234 5678')
  await user.type(guest.getByLabelText('City'), 'Zagreb')
  await user.type(guest.getByLabelText('Postal code'), '10000')
  await user.type(guest.getByLabelText('Address'), 'Ilica 1')
  if (screen.queryByRole('group', { name: 'Payment card' })) {
    const payment = group('Payment card')
    await user.type(payment.getByLabelText('Name on card'), 'Ana Horvat')
    await user.type(payment.getByLabelText('Card number'), card.number ?? VISA)
    await user.selectOptions(payment.getByLabelText('Expiry month'), '12')
    await user.selectOptions(payment.getByLabelText('Expiry year'), NEXT_YEAR)
    await user.type(payment.getByLabelText('Security code'), card.csc ?? '123')
  }
  await user.click(
    screen.getByLabelText(
      'I accept the booking terms and the cancellation policy',
    ),
  )
  return user
}

const bookNow = () => screen.getByRole('button', { name: 'Book now' })

describe('PaymentStep', () => {
  it('shows its labels, policy headings and total in English', () => {
    renderStep()
    expect(screen.getByRole('heading', { name: 'Your details and payment' }))
    expect(screen.getByRole('heading', { name: 'Cancellation policy' }))
    expect(screen.getByText('€456.00')).toBeInTheDocument()
    expect(bookNow()).toBeInTheDocument()
  })

  it('shows its labels and prices in German, addressing the guest with Sie', () => {
    renderStep({}, 'de')
    expect(screen.getByRole('button', { name: 'Jetzt buchen' }))
    expect(screen.getByRole('group', { name: 'Zahlungskarte' }))
    expect(screen.getByText('456,00 €')).toBeInTheDocument()
    expect(
      screen.getByText(/Ihre Karte garantiert die Buchung/),
    ).toBeInTheDocument()
    const country = screen.getByLabelText('Land')
    expect(within(country).getByRole('option', { name: 'Deutschland' }))
  })

  it('leaves the card section out when the rate needs no guarantee', () => {
    renderStep({ quote: quote({ guarantee: 'NOGUARANTEE' }) })
    expect(screen.queryByRole('group', { name: 'Payment card' })).toBeNull()
    expect(screen.queryByLabelText('Card number')).toBeNull()
  })

  it('shows the amount due now only for prepayment', () => {
    renderStep({ quote: quote({ guarantee: 'PREPAYMENT' }) })
    expect(screen.getByText('Due now')).toBeInTheDocument()
    expect(screen.getByText('€136.80')).toBeInTheDocument()
  })

  it('shows a translated error beside each empty required field, sums them up in an alert and focuses the first', async () => {
    const { onSubmit } = renderStep({}, 'en')
    await userEvent.click(bookNow())

    const title = group('Reservation holder').getByLabelText('Title')
    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(errorOf(title)).toBe('Please fill in this field.')
    expect(title).toHaveFocus()
    const cardNumber = screen.getByLabelText('Card number')
    expect(errorOf(cardNumber)).toBe('Please fill in this field.')
    expect(errorOf(screen.getByLabelText(/I accept the booking terms/))).toBe(
      'Please accept the booking terms and the cancellation policy.',
    )
    const alert = screen.getByRole('alert')
    expect(
      within(alert).getByText('Email: Please fill in this field.'),
    ).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('names the gender’s error at its group, and the summary’s button moves the focus there', async () => {
    const user = userEvent.setup()
    renderStep()
    await user.click(bookNow())
    const gender = screen.getByRole('group', { name: 'Gender' })
    expect(gender).toHaveAccessibleDescription('Please fill in this field.')
    await user.click(
      within(screen.getByRole('alert')).getByRole('button', {
        name: 'Gender: Please fill in this field.',
      }),
    )
    expect(within(gender).getByRole('radio', { name: 'Male' })).toHaveFocus()
  })

  it('translates the errors into the guest’s language', async () => {
    renderStep({}, 'de')
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt buchen' }))
    const email = screen.getByLabelText('E-Mail')
    expect(errorOf(email)).toBe('Bitte füllen Sie dieses Feld aus.')
  })

  it('sends the parsed values on a valid submit, the card number as bare digits and the newsletter as ticked', async () => {
    const { onSubmit } = renderStep()
    const user = await fillValid()
    await user.click(
      group('Guest details').getByRole('checkbox', {
        name: 'Send me the newsletter',
      }),
    )
    expect(screen.getByLabelText('Card number')).toHaveValue(
      '4111 1111 1111 1111',
    )
    expect(screen.getByText('Card: Visa')).toBeInTheDocument()
    await user.click(bookNow())

    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      reservationHolder: {
        title: 'Mr',
        gender: 'Male',
        firstName: 'Ana',
        lastName: 'Horvat',
      },
      guest: {
        firstName: 'Ana',
        lastName: 'Horvat',
        email: 'ana@example.com',
        phonenumber: '+385 91 234 5678',
        country: 'HR',
        city: 'Zagreb',
        zipCode: '10000',
        address: 'Ilica 1',
        arrivalDetails: '',
        otherComments: '',
        newsletter: true,
        sms: false,
      },
      card: {
        cardholderName: 'Ana Horvat',
        cardNumber: VISA,
        expiryMonth: '12',
        expiryYear: NEXT_YEAR,
        securityCode: '123',
      },
      isPolicyAccepted: true,
    })
  })

  it('sends no card when the rate needs no guarantee', async () => {
    const { onSubmit } = renderStep({
      quote: quote({ guarantee: 'NOGUARANTEE' }),
    })
    const user = await fillValid()
    await user.click(bookNow())
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('card')
  })

  it('lets the guest choose among the rate’s payment methods when it allows more than one (SPEC 3 paymentType)', async () => {
    const methods = [
      {
        id: 'pay-at-property',
        type: 'NOGUARANTEE' as const,
        name: 'Pay at the property',
        description: 'Book without a card.',
      },
      {
        id: 'prepay',
        type: 'PREPAYMENT' as const,
        name: 'Prepayment by card',
        description: 'Charged when you book.',
      },
    ]
    const onChoose = vi.fn()
    const { rerender } = renderStep({
      quote: quote({ guarantee: 'NOGUARANTEE' }),
      paymentMethods: methods,
      onChoosePaymentMethod: onChoose,
    })
    const choice = group('How would you like to pay?')
    const payLater = choice.getByRole('radio', { name: 'Pay at the property' })
    expect(payLater).toBeChecked()
    expect(payLater).toHaveAccessibleDescription('Book without a card.')
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument()
    await userEvent
      .setup()
      .click(choice.getByRole('radio', { name: 'Prepayment by card' }))
    expect(onChoose).toHaveBeenCalledWith('PREPAYMENT')
    rerender({ quote: quote({ guarantee: 'PREPAYMENT' }) })
    expect(screen.getByLabelText('Card number')).toBeInTheDocument()
    expect(screen.getByText('Due now')).toBeInTheDocument()
  })

  it('shows no choice when the rate allows one payment method', () => {
    renderStep({
      paymentMethods: [
        {
          id: 'card',
          type: 'CCARD_GUARANTEE',
          name: 'Card guarantee',
          description: '',
        },
      ],
      onChoosePaymentMethod: vi.fn(),
    })
    expect(
      screen.queryByRole('group', { name: 'How would you like to pay?' }),
    ).not.toBeInTheDocument()
  })

  it('needs a 4-digit security code for American Express', async () => {
    const { onSubmit } = renderStep()
    const user = await fillValid({ number: AMEX, csc: '123' })
    await user.click(bookNow())
    const csc = screen.getByLabelText('Security code')
    expect(errorOf(csc)).toBe(
      'Please check the security code: 3 digits, 4 for American Express.',
    )
    expect(onSubmit).not.toHaveBeenCalled()

    await user.type(csc, '4')
    await user.click(bookNow())
    expect(onSubmit.mock.calls[0]?.[0].card?.securityCode).toBe('1234')
  })

  it('refuses a card brand the property does not accept, with a translated message', async () => {
    const { onSubmit } = renderStep({ allowedCardBrands: ['visa'] }, 'en')
    expect(screen.getByText('Accepted cards: Visa')).toBeInTheDocument()
    const user = await fillValid({ number: MASTERCARD })
    await user.click(bookNow())
    expect(errorOf(screen.getByLabelText('Card number'))).toBe(
      'This card brand is not accepted for this property.',
    )
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('shows server errors on the fields they name, focuses the first and puts its message in the alert', async () => {
    const { rerender } = renderStep()
    rerender({
      serverError: {
        message: 'card_declined',
        fields: {
          'card.cardNumber': 'card_declined',
          'guest.email': 'Address unknown at the mail server.',
        },
      },
    })
    const cardNumber = await screen.findByLabelText('Card number')
    expect(errorOf(cardNumber)).toBe(
      'Your card was declined. Please check the details or use another card.',
    )
    const email = group('Guest details').getByLabelText('Email')
    expect(errorOf(email)).toBe('Address unknown at the mail server.')
    expect(email).toHaveFocus()
    expect(
      within(screen.getByRole('alert')).getAllByText(/Your card was declined/),
    ).not.toHaveLength(0)
  })

  it('keeps everything typed after a failed submit', async () => {
    renderStep()
    const user = await fillValid({ csc: '12' })
    await user.click(bookNow())
    expect(errorOf(screen.getByLabelText('Security code'))).toBeDefined()
    expect(group('Guest details').getByLabelText('Email')).toHaveValue(
      'ana@example.com',
    )
    expect(screen.getByLabelText('Card number')).toHaveValue(
      '4111 1111 1111 1111',
    )
    expect(screen.getByLabelText('Security code')).toHaveValue('12')
    expect(screen.getByLabelText(/I accept the booking terms/)).toBeChecked()
  })

  it('never writes the card to storage or the console', async () => {
    const logged = vi.spyOn(console, 'log')
    const { onSubmit } = renderStep()
    const user = await fillValid()
    await user.click(bookNow())
    expect(onSubmit).toHaveBeenCalled()
    const stored = JSON.stringify({ ...sessionStorage, ...localStorage })
    expect(stored).not.toContain('1111')
    expect(logged).not.toHaveBeenCalled()
  })

  it('gives the card and address fields their autocomplete names', () => {
    renderStep()
    expect(screen.getByLabelText('Card number')).toHaveAttribute(
      'autocomplete',
      'cc-number',
    )
    expect(screen.getByLabelText('Security code')).toHaveAttribute(
      'autocomplete',
      'cc-csc',
    )
    expect(screen.getByLabelText('Postal code')).toHaveAttribute(
      'autocomplete',
      'postal-code',
    )
  })

  it('calls onBack from the Back button', async () => {
    const { onBack } = renderStep()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalled()
  })
})

describe('PaymentStep for a signed-in member', () => {
  it('SPEC 4: starts from the profile, the holder’s title too; SPEC 5: a profile phone that fails a phone check is left out', () => {
    const member: Member = {
      adb2cId: 'a5f6c3c4-0000-4000-8000-000000000001',
      personalData: { firstName: 'Ana', lastName: 'Horvat', title: 'Mrs' },
      contactData: {
        email: 'ana@example.com',
        country: 'HR',
        city: 'Rovinj',
        zipCode: '52210',
        address: 'Obala 1',
        phonenumber: '091 123 4567',
      },
      isAdmin: false,
    }
    renderStep({ initial: guestPrefillFromMember(member) })
    const holder = group('Reservation holder')
    const guest = group('Guest details')
    expect(holder.getByLabelText('Title')).toHaveValue('Mrs')
    expect(holder.getByLabelText('First name')).toHaveValue('Ana')
    expect(holder.getByLabelText('Last name')).toHaveValue('Horvat')
    expect(guest.getByLabelText('Email')).toHaveValue('ana@example.com')
    expect(guest.getByLabelText('Country')).toHaveValue('HR')
    expect(guest.getByLabelText('City')).toHaveValue('Rovinj')
    expect(guest.getByLabelText('Phone number')).toHaveValue('')
  })
})
