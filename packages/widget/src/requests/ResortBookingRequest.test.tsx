import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ResortBookingRequest,
  type ResortBookingRequestProps,
} from './ResortBookingRequest'
import { errorOf, fakeFetch, inDays, missingParams, sentBody } from './testing'

const receipt = {
  status: 201,
  body: {
    requestId: 'BR-3F9A1C7D2E',
    receivedAt: '2026-05-01T10:00:00.000Z',
    context: 'Booking',
    crmEmail: 'ana@example.com',
  },
}

function renderForm(props: Partial<ResortBookingRequestProps> = {}) {
  return render(<ResortBookingRequest apiBase="" lang="en" {...props} />)
}

async function fillRequired(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('First name *'), 'Ana')
  await user.type(screen.getByLabelText('Last name *'), 'Horvat')
  await user.type(screen.getByLabelText('Email *'), 'ana@example.com')
  await user.selectOptions(screen.getByLabelText('Country *'), 'HR')
  await user.type(screen.getByLabelText('Phone number *'), '091 234 5678')
  await user.click(screen.getByLabelText(/^I agree/))
  return user
}

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send request' }))

beforeEach(() => {
  ;(window as unknown as { dataLayer?: unknown[] }).dataLayer = []
})

describe('<ResortBookingRequest> (SPEC 1 booking-request form, SPEC 7 service/booking-request)', () => {
  it('shows each required field’s error beside it and in the summary, and sends nothing', async () => {
    const fetch = fakeFetch()
    renderForm({ fetch })
    const user = userEvent.setup()
    await send(user)

    const firstName = screen.getByLabelText('First name *')
    expect(errorOf(firstName)).toBe('Please fill in this field.')
    expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(errorOf(screen.getByLabelText('Phone number *'))).toBe(
      'Please fill in this field.',
    )
    expect(errorOf(screen.getByLabelText('Country *'))).toBe(
      'Please fill in this field.',
    )
    expect(errorOf(screen.getByLabelText(/^I agree/))).toBe(
      'Please agree so that we can answer your request.',
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Privacy consent: Please agree',
    )
    expect(firstName).toHaveFocus()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('checks the dates with core’s rules: departure after arrival', async () => {
    renderForm({ fetch: fakeFetch(), dateFrom: inDays(30), dateTo: inDays(30) })
    const user = await fillRequired()
    await send(user)
    expect(errorOf(screen.getByLabelText('Departure'))).toBe(
      'The departure must be after the arrival.',
    )
  })

  it('puts the server’s missing_params field errors on their fields and focuses the first', async () => {
    const fetch = fakeFetch(missingParams({ phonenumber: 'phone_invalid' }))
    renderForm({ fetch })
    const user = await fillRequired()
    await send(user)
    const phone = screen.getByLabelText('Phone number *')
    await waitFor(() =>
      expect(errorOf(phone)).toBe('Please enter a valid phone number.'),
    )
    expect(phone).toHaveFocus()
  })

  it('shows a server error of no field, such as an unknown property, in the summary', async () => {
    const fetch = fakeFetch(missingParams({ propertyId: 'not_found' }))
    renderForm({ fetch, propertyId: 'gone' })
    const user = await fillRequired()
    await send(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This property is no longer available',
    )
  })

  it('keeps everything entered when sending fails, and sends the same on retry', async () => {
    const fetch = fakeFetch(new TypeError('Failed to fetch'), receipt)
    renderForm({ fetch })
    const user = await fillRequired()
    await user.type(screen.getByLabelText('Message'), 'A sea view, please.')
    await send(user)

    const failure = await screen.findByRole('alert', {
      name: 'Your request could not be sent',
    })
    expect(failure).toHaveTextContent('Please check your connection')
    expect(failure).toHaveFocus()
    expect(screen.getByLabelText('First name *')).toHaveValue('Ana')
    expect(screen.getByLabelText('Message')).toHaveValue('A sea view, please.')
    expect(screen.getByLabelText(/^I agree/)).toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('Your reference: BR-3F9A1C7D2E')
    expect(sentBody(fetch, 1)).toEqual(sentBody(fetch, 0))
  })

  it('confirms with the request id, moves focus there, and tracks the form submit (SPEC 4)', async () => {
    const fetch = fakeFetch(receipt)
    const { container } = renderForm({
      fetch,
      propertyId: 'villa-1',
      dateFrom: inDays(40),
      dateTo: inDays(47),
      adults: 3,
      children: 1,
    })
    const sent = vi.fn()
    container.addEventListener('resort:request-sent', (event) =>
      sent(event.detail),
    )
    const user = await fillRequired()
    await send(user)

    const heading = await screen.findByRole('heading', {
      name: 'Thank you, we have received your request',
    })
    expect(heading).toHaveFocus()
    expect(
      screen.getByText('Your reference: BR-3F9A1C7D2E'),
    ).toBeInTheDocument()
    expect(fetch.mock.calls[0]?.[0]).toMatch(
      /\/api\/v1\/service\/booking-request$/,
    )
    expect(sentBody(fetch)).toEqual({
      lang: 'en',
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana@example.com',
      phonenumber: '+385 91 234 5678',
      country: 'HR',
      propertyId: 'villa-1',
      dateFrom: inDays(40),
      dateTo: inDays(47),
      adults: 3,
      children: 1,
      privacyConsent: true,
      newsletter: false,
    })
    expect(
      (window as unknown as { dataLayer: unknown[] }).dataLayer,
    ).toContainEqual({
      event: 'form_submit',
      context: 'Booking',
      crm_email: 'ana@example.com',
    })
    expect(sent).toHaveBeenCalledWith({
      requestId: 'BR-3F9A1C7D2E',
      context: 'Booking',
    })
  })

  it('speaks the guest’s language, errors included', async () => {
    renderForm({ fetch: fakeFetch(), lang: 'de' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }))
    expect(errorOf(screen.getByLabelText('Vorname *'))).toBe(
      'Bitte füllen Sie dieses Feld aus.',
    )
  })
})
