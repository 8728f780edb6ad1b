import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { ResortCallbackRequest } from './ResortCallbackRequest'
import { errorOf, fakeFetch, missingParams, sentBody } from './testing'

const receipt = (crmEmail: string | null) => ({
  status: 201,
  body: {
    requestId: 'CB-0A1B2C3D4E',
    receivedAt: '2026-05-01T10:00:00.000Z',
    context: 'Callback',
    crmEmail,
  },
})

const dataLayer = () =>
  (window as unknown as { dataLayer: unknown[] }).dataLayer

beforeEach(() => {
  ;(window as unknown as { dataLayer?: unknown[] }).dataLayer = []
})

async function fillRequired(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Your name *'), 'Ivana Kovač')
  await user.selectOptions(screen.getByLabelText('Country code'), 'HR:+385')
  await user.type(screen.getByLabelText('Phone number *'), '091 234 5678')
  await user.click(screen.getByLabelText(/^I agree/))
  return user
}

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Request a call' }))

describe('<ResortCallbackRequest> (SPEC 1 callback-request form, SPEC 7 service/callback-request)', () => {
  it('needs a name, a phone and the privacy consent, each error beside its field', async () => {
    const fetch = fakeFetch()
    render(<ResortCallbackRequest fetch={fetch} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Phone number *'), '12a')
    await send(user)
    expect(errorOf(screen.getByLabelText('Your name *'))).toBe(
      'Please fill in this field.',
    )
    expect(errorOf(screen.getByLabelText('Phone number *'))).toBe(
      'Please enter a valid phone number.',
    )
    expect(errorOf(screen.getByLabelText(/^I agree/))).toBe(
      'Please agree so that we can answer your request.',
    )
    expect(screen.getByLabelText('Your name *')).toHaveFocus()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('maps the server’s field error onto its field', async () => {
    const fetch = fakeFetch(
      missingParams({ timeWindow: 'time_window_invalid' }),
    )
    render(<ResortCallbackRequest fetch={fetch} />)
    const user = await fillRequired()
    await send(user)
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('When should we call?'))).toBe(
        'Please choose a time from the list.',
      ),
    )
  })

  it('sends the phone with its calling code and the chosen window, then confirms and tracks the form submit (SPEC 4)', async () => {
    const fetch = fakeFetch(receipt('ivana@example.com'))
    render(<ResortCallbackRequest fetch={fetch} lang="hr" />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Vaše ime *'), 'Ivana Kovač')
    await user.selectOptions(
      screen.getByLabelText('Pozivni broj države'),
      'HR:+385',
    )
    await user.type(screen.getByLabelText('Broj telefona *'), '091 234 5678')
    await user.type(
      screen.getByLabelText('E-pošta (za potvrdu)'),
      'ivana@example.com',
    )
    await user.selectOptions(
      screen.getByLabelText('Kada Vas možemo nazvati?'),
      'afternoon',
    )
    await user.click(screen.getByLabelText(/^Slažem se/))
    await user.click(screen.getByRole('button', { name: 'Zatraži poziv' }))

    const heading = await screen.findByRole('heading', {
      name: 'Hvala, nazvat ćemo Vas',
    })
    expect(heading).toHaveFocus()
    expect(
      screen.getByText('Vaš referentni broj: CB-0A1B2C3D4E'),
    ).toBeInTheDocument()
    expect(sentBody(fetch)).toEqual({
      lang: 'hr',
      name: 'Ivana Kovač',
      phonenumber: '+385 91 234 5678',
      country: 'HR',
      email: 'ivana@example.com',
      timeWindow: 'afternoon',
      privacyConsent: true,
    })
    expect(dataLayer()).toContainEqual({
      event: 'form_submit',
      context: 'Callback',
      crm_email: 'ivana@example.com',
    })
  })

  it('says so when too many requests were sent, keeping what was entered', async () => {
    const fetch = fakeFetch({
      status: 429,
      body: { error: { kind: 'rate_limited', message: 'Too many requests' } },
    })
    render(<ResortCallbackRequest fetch={fetch} />)
    const user = await fillRequired()
    await send(user)
    const failure = await screen.findByRole('alert', {
      name: 'Your request could not be sent',
    })
    expect(failure).toHaveTextContent('Please wait a minute')
    expect(screen.getByLabelText('Your name *')).toHaveValue('Ivana Kovač')
    expect(dataLayer()).toEqual([])
  })
})
