import type { Member } from '@resort/core/api'
import { guestPrefillFromMember, type CardStep } from '@resort/core/reservation'
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
import {
  cardFrame,
  confirmedMessage,
  fillValidDetails as fillValid,
  postMessageFrom as post,
  quietFrameLoading,
} from './testing'

const quote = (over: Partial<PaymentQuote> = {}): PaymentQuote => ({
  totalPrice: 45600,
  prepaymentAmount: 13680,
  paymentPlan: [],
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

const CARD_ORIGIN = 'https://pay.example'

/** The card step the flow opens for a card rate: the test gateway's card page. */
const cardStep = (over: Partial<CardStep> = {}): CardStep => ({
  intent: 'seti_1AbCdEfGhIjKlM',
  cardPage: `${CARD_ORIGIN}/card/seti_1AbCdEfGhIjKlM?parent=partner`,
  cardOrigin: CARD_ORIGIN,
  amount: 0,
  currency: 'EUR',
  testMode: false,
  ...over,
})

function renderStep(props: Partial<PaymentStepProps> = {}, lang = 'en') {
  const onSubmit = vi.fn<PaymentStepProps['onSubmit']>()
  const onBack = vi.fn()
  const onCardConfirmed = vi.fn<(intent: string) => void>()
  const onLeaveCardStep = vi.fn()
  const all: PaymentStepProps = {
    quote: quote(),
    allowedCardBrands: ['visa', 'mastercard', 'american-express'],
    onBack,
    onSubmit,
    onCardConfirmed,
    onLeaveCardStep,
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
  return { onSubmit, onBack, onCardConfirmed, onLeaveCardStep, rerender }
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

const toCard = () =>
  screen.getByRole('button', { name: 'Continue to card details' })
const bookNow = () => screen.getByRole('button', { name: 'Book now' })

describe('PaymentStep', () => {
  it('shows its labels, policy headings and total in English', () => {
    renderStep()
    expect(screen.getByRole('heading', { name: 'Your details and payment' }))
    expect(screen.getByRole('heading', { name: 'Cancellation policy' }))
    expect(screen.getByText('€456.00')).toBeInTheDocument()
    expect(toCard()).toBeInTheDocument()
  })

  it('shows its labels and prices in German, addressing the guest with Sie', () => {
    renderStep({}, 'de')
    expect(screen.getByRole('button', { name: 'Weiter zu den Kartendaten' }))
    expect(screen.getByText('456,00 €')).toBeInTheDocument()
    expect(
      screen.getByText(/Ihre Karte garantiert die Buchung/),
    ).toBeInTheDocument()
    const country = screen.getByLabelText('Land')
    expect(within(country).getByRole('option', { name: 'Deutschland' }))
  })

  it('decision 040: asks for no card in the form, whatever the rate; a rate without a guarantee books at once', () => {
    const { rerender } = renderStep()
    const noCardFields = () => {
      expect(screen.queryByLabelText(/card number/i)).toBeNull()
      expect(screen.queryByLabelText(/security code/i)).toBeNull()
      expect(
        document.querySelector('[autocomplete^="cc-"]'),
      ).not.toBeInTheDocument()
    }
    noCardFields()
    rerender({ quote: quote({ guarantee: 'NOGUARANTEE' }) })
    noCardFields()
    expect(bookNow()).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Continue to card details' }),
    ).toBeNull()
  })

  it('shows the amount due now only for prepayment', () => {
    renderStep({ quote: quote({ guarantee: 'PREPAYMENT' }) })
    expect(screen.getByText('Due now')).toBeInTheDocument()
    expect(screen.getByText('€136.80')).toBeInTheDocument()
  })

  it('shows a translated error beside each empty required field, sums them up in an alert and focuses the first', async () => {
    const { onSubmit } = renderStep({}, 'en')
    await userEvent.click(toCard())

    const firstName = group('Reservation holder').getByLabelText('First name')
    expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(errorOf(firstName)).toBe('Please fill in this field.')
    expect(firstName).toHaveFocus()
    expect(errorOf(screen.getByLabelText(/I accept the booking terms/))).toBe(
      'Please accept the booking terms and the cancellation policy.',
    )
    const alert = screen.getByRole('alert')
    expect(
      within(alert).getByText('Email: Please fill in this field.'),
    ).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('issue 33: asks the holder’s title and gender as optional, and books without them', async () => {
    const { onSubmit } = renderStep()
    const holder = group('Reservation holder')
    const user = await fillValid()
    await user.selectOptions(holder.getByLabelText('Title (optional)'), '')
    await user.click(toCard())
    const title = holder.getByLabelText('Title (optional)')
    expect(title).not.toHaveAttribute('aria-invalid')
    expect(
      screen.getByRole('group', { name: 'Gender (optional)' }),
    ).not.toHaveAccessibleDescription()
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit.mock.calls[0]?.[0].reservationHolder).toStrictEqual({
      gender: 'Male',
      firstName: 'Ana',
      lastName: 'Horvat',
    })
  })

  it('translates the errors into the guest’s language', async () => {
    renderStep({}, 'de')
    await userEvent.click(
      screen.getByRole('button', { name: 'Weiter zu den Kartendaten' }),
    )
    const email = screen.getByLabelText('E-Mail')
    expect(errorOf(email)).toBe('Bitte füllen Sie dieses Feld aus.')
  })

  it('hands on the parsed details on a valid submit, the newsletter as ticked and no card', async () => {
    const { onSubmit } = renderStep()
    const user = await fillValid()
    await user.click(
      group('Guest details').getByRole('checkbox', {
        name: 'Send me the newsletter',
      }),
    )
    await user.click(toCard())

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
      isPolicyAccepted: true,
    })
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
    expect(bookNow()).toBeInTheDocument()
    await userEvent
      .setup()
      .click(choice.getByRole('radio', { name: 'Prepayment by card' }))
    expect(onChoose).toHaveBeenCalledWith('PREPAYMENT')
    rerender({ quote: quote({ guarantee: 'PREPAYMENT' }) })
    expect(toCard()).toBeInTheDocument()
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

  it('shows server errors on the fields they name, focuses the first and puts its message in the alert', async () => {
    const { rerender } = renderStep()
    rerender({
      serverError: {
        message: 'missing_params',
        fields: {
          'guest.email': 'Address unknown at the mail server.',
          'guest.otherComments': 'card_number_in_text',
        },
      },
    })
    const email = group('Guest details').getByLabelText('Email')
    expect(errorOf(email)).toBe('Address unknown at the mail server.')
    expect(email).toHaveFocus()
    expect(errorOf(screen.getByLabelText('Other comments'))).toBe(
      'Please do not write card numbers here; the card is entered in the card details only.',
    )
    expect(
      within(screen.getByRole('alert')).getByText(
        'Please check the details marked below.',
      ),
    ).toBeInTheDocument()
  })

  it('decision 040: shows the server’s error about the card itself at the button to the card page, and focuses it', async () => {
    const { rerender } = renderStep()
    rerender({
      serverError: {
        message: 'payment_declined',
        fields: { card: 'card_brand_not_accepted' },
      },
    })
    expect(toCard()).toHaveFocus()
    expect(toCard()).toHaveAccessibleDescription(
      'This card brand is not accepted for this property.',
    )
    const alert = within(screen.getByRole('alert'))
    expect(
      alert.getByText(
        'The payment was declined. Please check the card details or use another card.',
      ),
    ).toBeInTheDocument()
    expect(
      alert.getByRole('button', {
        name: 'Card details: This card brand is not accepted for this property.',
      }),
    ).toBeInTheDocument()
  })

  it('keeps everything typed after a failed submit', async () => {
    renderStep()
    const user = await fillValid()
    await user.clear(group('Guest details').getByLabelText('City'))
    await user.click(toCard())
    expect(errorOf(group('Guest details').getByLabelText('City'))).toBe(
      'Please fill in this field.',
    )
    expect(group('Guest details').getByLabelText('Email')).toHaveValue(
      'ana@example.com',
    )
    expect(screen.getByLabelText(/I accept the booking terms/)).toBeChecked()
  })

  it('gives the address fields their autocomplete names', () => {
    renderStep()
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

const confirmed = () => confirmedMessage('seti_1AbCdEfGhIjKlM')

describe('PaymentStep: the card step (decision 040)', () => {
  quietFrameLoading()

  it('shows the card page in a frame in place of the form, and moves the focus to its heading', () => {
    renderStep({ cardStep: cardStep() })
    const frame = screen.getByTitle('Card details')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', cardStep().cardPage)
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    )
    expect(frame).toHaveAttribute('allow', 'payment')
    expect(screen.getByRole('heading', { name: 'Card details' })).toHaveFocus()
    expect(
      screen.queryByRole('heading', { name: 'Your details and payment' }),
    ).toBeNull()
    expect(
      screen.queryByRole('button', { name: 'Continue to card details' }),
    ).toBeNull()
  })

  it('says what is charged now: nothing for a guarantee, the amount due for a prepayment', () => {
    const { rerender } = renderStep({ cardStep: cardStep() })
    expect(
      screen.getByText(
        'Nothing is charged now: the card guarantees the booking.',
      ),
    ).toBeInTheDocument()
    rerender({
      quote: quote({ guarantee: 'PREPAYMENT' }),
      cardStep: cardStep({ intent: 'pi_1AbCdEfGhIjKlM', amount: 13680 }),
    })
    expect(
      screen.getByText(
        'Due now: €136.80, charged to your card when the booking is made.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Accepted cards: Visa, Mastercard, American Express'),
    ).toBeInTheDocument()
  })

  it('says "test mode" with the built-in test gateway only (its card page lists the test cards)', () => {
    const { rerender } = renderStep({ cardStep: cardStep() })
    expect(screen.queryByText('Test mode')).toBeNull()
    rerender({ cardStep: cardStep({ testMode: true }) })
    expect(screen.getByText('Test mode')).toBeInTheDocument()
    expect(screen.getByText(/^No real card is charged\./)).toBeInTheDocument()
  })

  it('books when its own frame, from the card page’s origin, says the intent is confirmed', () => {
    const { onCardConfirmed } = renderStep({ cardStep: cardStep() })
    const frameWindow = {}
    cardFrame(frameWindow)
    post(confirmed(), CARD_ORIGIN, frameWindow)
    expect(onCardConfirmed).toHaveBeenCalledExactlyOnceWith(
      'seti_1AbCdEfGhIjKlM',
    )
  })

  it('ignores messages from another origin, from another window, or of another shape', () => {
    const { onCardConfirmed } = renderStep({ cardStep: cardStep() })
    const frameWindow = {}
    cardFrame(frameWindow)
    post(confirmed(), 'https://evil.example', frameWindow)
    post(confirmed(), window.location.origin, frameWindow)
    post(confirmed(), CARD_ORIGIN, window)
    post(confirmed(), CARD_ORIGIN, {})
    post(confirmed(), CARD_ORIGIN, null)
    post({ ...confirmed(), status: 'declined' }, CARD_ORIGIN, frameWindow)
    post(JSON.stringify(confirmed()), CARD_ORIGIN, frameWindow)
    expect(onCardConfirmed).not.toHaveBeenCalled()
  })

  it('believes no message while its frame has no window', () => {
    const { onCardConfirmed } = renderStep({ cardStep: cardStep() })
    cardFrame(null)
    post(confirmed(), CARD_ORIGIN, null)
    expect(onCardConfirmed).not.toHaveBeenCalled()
  })

  it('takes the frame’s height from the card page, from its own window only, with a minimum before it speaks', () => {
    renderStep({ cardStep: cardStep() })
    const frameWindow = {}
    const frame = cardFrame(frameWindow)
    expect(frame.style.height).toBe('420px')
    post({ type: 'resort:card-height', height: 612 }, CARD_ORIGIN, frameWindow)
    expect(frame.style.height).toBe('612px')
    post({ type: 'resort:card-height', height: 9000 }, CARD_ORIGIN, {})
    post(
      { type: 'resort:card-height', height: 9000 },
      'https://evil.example',
      frameWindow,
    )
    expect(frame.style.height).toBe('612px')
  })

  it('says “Booking…” in a live status while the confirmed card is being booked, and waits', () => {
    const { rerender } = renderStep({ cardStep: cardStep() })
    const status = screen.getByRole('status')
    expect(status).toBeEmptyDOMElement()
    rerender({ cardStep: cardStep(), busy: true })
    expect(status).toHaveTextContent('Booking…')
    expect(
      screen.getByRole('button', { name: 'Back to your details' }),
    ).toBeDisabled()
  })

  it('offers to try the same booking again when its answer was lost', async () => {
    const { onCardConfirmed } = renderStep({
      cardStep: cardStep(),
      serverError: { message: 'generic' },
    })
    const alert = within(screen.getByRole('alert'))
    expect(
      alert.getByText(
        'We could not complete your booking. Please try again in a moment.',
      ),
    ).toBeInTheDocument()
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }))
    expect(onCardConfirmed).toHaveBeenCalledWith('seti_1AbCdEfGhIjKlM')
  })

  it('goes back to the details with everything typed, focusing the form’s heading', async () => {
    const { onLeaveCardStep, rerender } = renderStep()
    await fillValid()
    rerender({ cardStep: cardStep() })
    await userEvent.click(
      screen.getByRole('button', { name: 'Back to your details' }),
    )
    expect(onLeaveCardStep).toHaveBeenCalled()
    rerender({ cardStep: undefined })
    expect(
      screen.getByRole('heading', { name: 'Your details and payment' }),
    ).toHaveFocus()
    expect(group('Guest details').getByLabelText('Email')).toHaveValue(
      'ana@example.com',
    )
    expect(
      group('Reservation holder').getByLabelText('Title (optional)'),
    ).toHaveValue('Mr')
    expect(screen.getByLabelText(/I accept the booking terms/)).toBeChecked()
    expect(screen.queryByTitle('Card details')).toBeNull()
  })

  it('speaks German on the card step', () => {
    renderStep({ cardStep: cardStep({ testMode: true }) }, 'de')
    expect(screen.getByRole('heading', { name: 'Kartendaten' }))
    expect(screen.getByTitle('Kartendaten')).toBeInTheDocument()
    expect(screen.getByText('Testmodus')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Zurück zu Ihren Angaben' }),
    ).toBeInTheDocument()
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
    expect(holder.getByLabelText('Title (optional)')).toHaveValue('Mrs')
    expect(holder.getByLabelText('First name')).toHaveValue('Ana')
    expect(holder.getByLabelText('Last name')).toHaveValue('Horvat')
    expect(guest.getByLabelText('Email')).toHaveValue('ana@example.com')
    expect(guest.getByLabelText('Country')).toHaveValue('HR')
    expect(guest.getByLabelText('City')).toHaveValue('Rovinj')
    expect(guest.getByLabelText('Phone number')).toHaveValue('')
  })
})
