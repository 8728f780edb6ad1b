import { signedInAnswer } from '@resort/core/account/testing'
import { ApiError, type ErrorKind } from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { NEWSLETTER_CONSENT } from '@resort/core/newsletter'
import type { DataLayerEntry } from '@resort/core/tracking'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'

const refused = (kind: ErrorKind, status: number) =>
  new ApiError({ kind, status, message: kind })
const address = () => screen.getByTestId('address')
const footer = () => screen.getByRole('contentinfo')
const main = () => screen.getByRole('main')

// The site's trackers push to the page's data layer.
const dataLayer = () =>
  (globalThis as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []
beforeEach(() => {
  ;(globalThis as { dataLayer?: DataLayerEntry[] }).dataLayer = []
})
afterEach(() => sessionStorage.clear())

describe('the footer’s newsletter sign-up', () => {
  it('SPEC 8: subscribes the address from the footer in the page’s language, says to check the inbox and pushes newsletter_sign_up with the crm e-mail', async () => {
    const newsletterSubscription = vi.fn(() =>
      Promise.resolve({ next: 'check_email' as const }),
    )
    await accountSite('/de', { newsletterSubscription })
    const form = within(footer())
    expect(
      form.getByRole('heading', { name: 'Unser Newsletter' }),
    ).toBeInTheDocument()
    // The consent text is what the e-mail field describes: the words the record keeps.
    expect(
      form.getByLabelText('E-Mail für unseren Newsletter'),
    ).toHaveAccessibleDescription(
      expect.stringContaining(NEWSLETTER_CONSENT.texts.de),
    )
    await userEvent.type(
      form.getByLabelText('E-Mail für unseren Newsletter'),
      'ana.horvat@example.com',
    )
    await userEvent.click(form.getByRole('button', { name: 'Abonnieren' }))
    expect(
      await form.findByText('Bitte sehen Sie in Ihr Postfach'),
    ).toBeInTheDocument()
    expect(newsletterSubscription).toHaveBeenCalledWith({
      email: 'ana.horvat@example.com',
      lang: 'de',
      source: 'footer',
    })
    expect(form.getByLabelText('E-Mail für unseren Newsletter')).toHaveValue('')
    expect(dataLayer()).toContainEqual({
      event: 'newsletter_sign_up',
      crm_email: 'ana.horvat@example.com',
    })
    await expectNoAxeViolations()
  })

  it('names a missing or malformed address at the field, keeps focus there and asks nothing', async () => {
    const newsletterSubscription = vi.fn()
    await accountSite('/en', { newsletterSubscription })
    const form = within(footer())
    const field = form.getByLabelText('E-mail for our newsletter')
    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }))
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Please enter your e-mail address.'),
    )
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    await userEvent.type(field, 'ana@')
    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }))
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('such as name@example.com'),
    )
    expect(newsletterSubscription).not.toHaveBeenCalled()
    expect(dataLayer()).toEqual([])
    await expectNoAxeViolations()
  })

  it('ASVS 2.4.1: says when the server’s limit refuses the request', async () => {
    await accountSite('/en', {
      newsletterSubscription: () =>
        Promise.reject(refused('rate_limited', 429)),
    })
    const form = within(footer())
    await userEvent.type(
      form.getByLabelText('E-mail for our newsletter'),
      'ana@example.com',
    )
    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }))
    expect(await form.findByRole('alert')).toHaveTextContent(
      'There have been too many requests for now.',
    )
    expect(dataLayer()).toEqual([])
  })
})

describe('newsletter-confirm (the confirmation link, SPEC 2)', () => {
  it('ASVS 3.5.3: opening the link posts nothing; the token leaves the address bar and the button confirms it by POST', async () => {
    const newsletterActivation = vi.fn(() =>
      Promise.resolve({
        email: 'ana.horvat@example.com',
        status: 'active' as const,
      }),
    )
    await accountSite('/en/newsletter-confirm#token=confirm-token-1', {
      newsletterActivation,
    })
    const button = await screen.findByRole('button', {
      name: 'Confirm my subscription',
    })
    await waitFor(() =>
      expect(address()).toHaveTextContent(/^\/en\/newsletter-confirm$/),
    )
    expect(within(main()).getByText(NEWSLETTER_CONSENT.texts.en)).toBeVisible()
    expect(newsletterActivation).not.toHaveBeenCalled()
    await expectNoAxeViolations()

    await userEvent.click(button)
    const heading = await screen.findByRole('heading', {
      name: 'You are subscribed',
    })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(newsletterActivation).toHaveBeenCalledOnce()
    expect(newsletterActivation).toHaveBeenCalledWith({
      token: 'confirm-token-1',
    })
    expect(
      screen.getByText(/From now on ana\.horvat@example\.com receives/),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('issue 13: a used or expired link (link_invalid) says so and leads to the footer’s form for a new one', async () => {
    await accountSite('/it/newsletter-confirm#token=used', {
      newsletterActivation: () => Promise.reject(refused('link_invalid', 410)),
    })
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confermo l’iscrizione' }),
    )
    expect(await within(main()).findByRole('alert')).toHaveTextContent(
      'Questo link è scaduto o è già stato usato.',
    )
    await userEvent.click(
      within(main()).getByRole('link', { name: 'Richieda un nuovo link' }),
    )
    expect(
      within(footer()).getByLabelText('E-mail per la nostra newsletter'),
    ).toHaveFocus()
    await expectNoAxeViolations()
  })

  it('without a token says the link is incomplete', async () => {
    await accountSite('/sl/newsletter-confirm', {})
    expect(await within(main()).findByRole('alert')).toHaveTextContent(
      'Ta povezava ni popolna.',
    )
    expect(
      within(main()).queryByRole('button', { name: 'Potrjujem prijavo' }),
    ).toBeNull()
  })
})

describe('unsubscribed (where a newsletter’s unsubscribe link lands, SPEC 2)', () => {
  it('ASVS 3.5.3: landing posts nothing; the button unsubscribes by POST and says so', async () => {
    const newsletterUnsubscribe = vi.fn(() =>
      Promise.resolve({ status: 'unsubscribed' as const }),
    )
    await accountSite('/hr/unsubscribed#token=list-token', {
      newsletterUnsubscribe,
    })
    const button = await screen.findByRole('button', {
      name: 'Odjavite se s newslettera',
    })
    await waitFor(() =>
      expect(address()).toHaveTextContent(/^\/hr\/unsubscribed$/),
    )
    expect(newsletterUnsubscribe).not.toHaveBeenCalled()
    await expectNoAxeViolations()
    await userEvent.click(button)
    const heading = await screen.findByRole('heading', {
      name: 'Odjavljeni ste',
    })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(newsletterUnsubscribe).toHaveBeenCalledWith({ token: 'list-token' })
    await expectNoAxeViolations()
  })

  it('tells an unknown link (link_invalid) from the page without one', async () => {
    await accountSite('/en/unsubscribed#token=unknown', {
      newsletterUnsubscribe: () => Promise.reject(refused('link_invalid', 410)),
    })
    await userEvent.click(
      await screen.findByRole('button', { name: 'Unsubscribe' }),
    )
    expect(await within(main()).findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    )
  })
})

describe('the profile’s newsletter section', () => {
  const member = (handlers: FakeEndpoints): FakeEndpoints => ({
    checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
    memberSessions: () => Promise.resolve({ sessions: [] }),
    socialProviders: () => Promise.resolve({ providers: [], connectable: [] }),
    memberPasskeys: () => Promise.resolve({ passkeys: [] }),
    ...handlers,
  })

  it('SPEC 8: shows the member’s subscription and subscribes the confirmed address at once, pushing newsletter_sign_up', async () => {
    const setMemberNewsletter = vi.fn(() =>
      Promise.resolve({ status: 'active' as const }),
    )
    await accountSite(
      '/en/my-profile/profile-settings',
      member({
        memberNewsletter: () => Promise.resolve({ status: 'unsubscribed' }),
        setMemberNewsletter,
      }),
      { signedIn: true },
    )
    const section = within(
      await screen.findByRole('region', { name: 'Newsletter' }),
    )
    expect(
      await section.findByText('You do not receive our newsletter.'),
    ).toBeInTheDocument()
    expect(section.getByText(NEWSLETTER_CONSENT.texts.en)).toBeVisible()
    await expectNoAxeViolations()
    await userEvent.click(
      section.getByRole('button', { name: 'Subscribe to the newsletter' }),
    )
    expect(
      await section.findByText(
        'You receive our newsletter at ana.horvat@example.com.',
      ),
    ).toBeInTheDocument()
    expect(section.getByRole('status')).toHaveTextContent(
      'Your choice has been saved.',
    )
    expect(setMemberNewsletter).toHaveBeenCalledWith({
      subscribed: true,
      lang: 'en',
    })
    expect(dataLayer()).toContainEqual({
      event: 'newsletter_sign_up',
      crm_email: 'ana.horvat@example.com',
    })
    expect(
      section.getByRole('button', { name: 'Unsubscribe from the newsletter' }),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('offers to unsubscribe a pending subscription', async () => {
    await accountSite(
      '/en/my-profile/profile-settings',
      member({
        memberNewsletter: () => Promise.resolve({ status: 'pending' }),
      }),
      { signedIn: true },
    )
    const section = within(
      await screen.findByRole('region', { name: 'Newsletter' }),
    )
    expect(
      await section.findByText(
        'Please confirm your subscription with the link we sent to ana.horvat@example.com.',
      ),
    ).toBeInTheDocument()
    expect(
      section.getByRole('button', { name: 'Unsubscribe from the newsletter' }),
    ).toBeInTheDocument()
  })

  it('says quietly, without an alert, when the subscription cannot be loaded', async () => {
    await accountSite(
      '/en/my-profile/profile-settings',
      member({
        memberNewsletter: () => Promise.reject(refused('generic', 500)),
      }),
      { signedIn: true },
    )
    const section = within(
      await screen.findByRole('region', { name: 'Newsletter' }),
    )
    expect(await section.findByText(/could not be loaded/)).toBeInTheDocument()
    expect(section.queryByRole('alert')).toBeNull()
    expect(section.queryByRole('button')).toBeNull()
  })
})
