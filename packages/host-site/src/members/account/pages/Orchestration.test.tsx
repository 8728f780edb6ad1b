import { signedInAnswer } from '@resort/core/account/testing'
import { ApiError } from '@resort/core/api'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { accountSite } from '../../../testing/accountSite'
import { expectNoAxeViolations } from '../../../testing/axe'

afterEach(() => sessionStorage.clear())

const signedIn = {
  checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
}

describe('orchestration (where social and mailed callbacks land)', () => {
  it('sends a signed-in member on to the redirect-page path, and forgets it', async () => {
    const { jar } = await accountSite(
      '/en/orchestration?outcome=signed_in',
      signedIn,
      {
        signedIn: true,
        cookies: {
          'redirect-page': encodeURIComponent('/en/booking?propertyId=p1'),
        },
      },
    )
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/en/booking?propertyId=p1',
      ),
    )
    expect(jar.jar.has('redirect-page')).toBe(false)
  })

  it('sends a signed-in member home when no page was remembered', async () => {
    await accountSite('/de/orchestration', signedIn, { signedIn: true })
    expect(await screen.findByText('Home page')).toBeInTheDocument()
  })

  it('shows the translated message of an outcome code and its provider, with a way forward', async () => {
    await accountSite(
      '/de/orchestration?outcome=cancelled&provider=microsoft',
      {},
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Anmeldung wurde abgebrochen. Es hat sich nichts geändert.',
    )
    expect(
      screen.getByRole('heading', { name: 'Anmeldung mit Microsoft' }),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('main')).getByRole('link', {
        name: 'Zurück zur Anmeldung',
      }),
    ).toHaveAttribute('href', '/de/anmelden')
    await expectNoAxeViolations()
  })

  it('asks for the address a provider did not give (email_required)', async () => {
    await accountSite(
      '/en/orchestration?outcome=email_required&provider=facebook',
      {},
    )
    // The page's "Loading…" is a status too: wait for the outcome's.
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'This account did not tell us your e-mail address.',
    )
  })

  it('shows a generic message for an unknown code, and never the text of the address', async () => {
    await accountSite(
      `/en/orchestration?outcome=${encodeURIComponent('Your account is locked: call +1 555 0100')}`,
      {},
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong with the sign-in. Please try again.',
    )
    expect(screen.getByRole('main')).not.toHaveTextContent(/locked|555/)
  })

  it('says the visitor is not signed in when a callback left no session', async () => {
    await accountSite('/en/orchestration?outcome=signed_in', {
      checkToken: () =>
        Promise.reject(
          new ApiError({ kind: 'unauthorized', status: 401, message: 'no' }),
        ),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong with the sign-in.',
    )
  })
})
