import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/ApiError'
import { fakeApiClient, type FakeEndpoints } from '../api/fakeApiClient'
import { NEWSLETTER_CONSENT } from './consentText'
import { createNewsletterFlow } from './newsletterFlow'

const refusal = (
  kind: ApiError['kind'],
  status: number,
  extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
) => new ApiError({ kind, status, message: `refused: ${kind}`, ...extra })

function flowWith(handlers: FakeEndpoints) {
  const trackNewsletterSignUp = vi.fn()
  const flow = createNewsletterFlow({
    api: fakeApiClient(handlers),
    language: 'de',
    tracker: { trackNewsletterSignUp },
  })
  return { flow, state: () => flow.getState(), trackNewsletterSignUp }
}

describe('newsletter flow: sign-up', () => {
  it('SPEC 8: asks for the newsletter in the page’s language and pushes newsletter_sign_up with the crm e-mail', async () => {
    const newsletterSubscription = vi.fn(async () => ({
      next: 'check_email' as const,
    }))
    const { state, trackNewsletterSignUp } = flowWith({
      newsletterSubscription,
    })
    expect(await state().subscribe('  Ana@Example.com ', 'footer')).toBe(true)
    expect(newsletterSubscription).toHaveBeenCalledWith({
      email: 'Ana@Example.com',
      lang: 'de',
      source: 'footer',
    })
    expect(trackNewsletterSignUp).toHaveBeenCalledWith('Ana@Example.com')
    expect(state().outcome).toEqual({ code: 'check_email' })
    expect(state().busy).toBeUndefined()
  })

  it('refuses a malformed address before asking the server, and pushes nothing', async () => {
    const newsletterSubscription = vi.fn()
    const { flow, state, trackNewsletterSignUp } = flowWith({
      newsletterSubscription,
    })
    const busy: unknown[] = []
    flow.subscribe((next) => busy.push(next.busy))
    expect(await state().subscribe('not an address', 'footer')).toBe(false)
    expect(state().emailError).toBe('email_invalid')
    expect(await state().subscribe('', 'footer')).toBe(false)
    expect(state().emailError).toBe('required')
    // Only checked: the form never said it was sending.
    expect(busy).not.toContain('subscribe')
    expect(state().busy).toBeUndefined()
    expect(newsletterSubscription).not.toHaveBeenCalled()
    expect(trackNewsletterSignUp).not.toHaveBeenCalled()
  })

  it('shows the server’s limit with the seconds to wait, and pushes nothing', async () => {
    const { state, trackNewsletterSignUp } = flowWith({
      newsletterSubscription: async () => {
        throw refusal('rate_limited', 429, { retryAfterSeconds: 90 })
      },
    })
    expect(await state().subscribe('ana@example.com', 'footer')).toBe(false)
    expect(state().outcome).toEqual({
      code: 'rate_limited',
      retryAfterSeconds: 90,
    })
    expect(trackNewsletterSignUp).not.toHaveBeenCalled()
  })

  it('puts the server’s field refusal on the address', async () => {
    const { state } = flowWith({
      newsletterSubscription: async () => {
        throw refusal('missing_params', 400, {
          fields: { email: 'email_invalid' },
        })
      },
    })
    expect(await state().subscribe('ana@example.com', 'footer')).toBe(false)
    expect(state().emailError).toBe('email_invalid')
    expect(state().outcome).toBeUndefined()
  })

  it('sends one request at a time', async () => {
    let answer: () => void = () => undefined
    const newsletterSubscription = vi.fn(
      () =>
        new Promise<{ next: 'check_email' }>((resolve) => {
          answer = () => resolve({ next: 'check_email' })
        }),
    )
    const { state } = flowWith({ newsletterSubscription })
    const first = state().subscribe('ana@example.com', 'footer')
    // Busy from the click on: checking while the check loads, then sending.
    expect(state().busy).toBe('check')
    expect(await state().subscribe('ana@example.com', 'footer')).toBe(false)
    await vi.waitFor(() => expect(newsletterSubscription).toHaveBeenCalled())
    expect(state().busy).toBe('subscribe')
    expect(await state().subscribe('ana@example.com', 'footer')).toBe(false)
    answer()
    expect(await first).toBe(true)
    expect(newsletterSubscription).toHaveBeenCalledTimes(1)
  })
})

describe('newsletter flow: the mailed links', () => {
  it('confirms with the link’s token by a call (never by fetching the link) and names the address', async () => {
    const newsletterActivation = vi.fn(async () => ({
      email: 'ana@example.com',
      status: 'active' as const,
    }))
    const { state } = flowWith({ newsletterActivation })
    expect(await state().confirm('token-1')).toBe(true)
    expect(newsletterActivation).toHaveBeenCalledWith({ token: 'token-1' })
    expect(state().outcome).toEqual({
      code: 'confirmed',
      email: 'ana@example.com',
    })
  })

  it('tells a used or expired link (link_invalid) from a failure', async () => {
    const { state } = flowWith({
      newsletterActivation: async () => {
        throw refusal('link_invalid', 410)
      },
      newsletterUnsubscribe: async () => {
        throw refusal('generic', 0)
      },
    })
    expect(await state().confirm('used')).toBe(false)
    expect(state().outcome).toEqual({ code: 'link_invalid' })
    expect(await state().unsubscribe('token')).toBe(false)
    expect(state().outcome).toEqual({ code: 'failed' })
  })

  it('unsubscribes with the mail’s token', async () => {
    const newsletterUnsubscribe = vi.fn(async () => ({
      status: 'unsubscribed' as const,
    }))
    const { state } = flowWith({ newsletterUnsubscribe })
    expect(await state().unsubscribe('token-2')).toBe(true)
    expect(newsletterUnsubscribe).toHaveBeenCalledWith({ token: 'token-2' })
    expect(state().outcome).toEqual({ code: 'unsubscribed' })
  })
})

describe('newsletter flow: the member’s choice in the profile', () => {
  it('reads the member’s subscription', async () => {
    const { state } = flowWith({
      memberNewsletter: async () => ({ status: 'active' }),
    })
    await state().loadMember()
    expect(state().memberStatus).toBe('active')
  })

  it('says quietly when the subscription cannot be loaded', async () => {
    const { state } = flowWith({
      memberNewsletter: async () => {
        throw refusal('generic', 500)
      },
    })
    await state().loadMember()
    expect(state().memberFailed).toBe(true)
    expect(state().outcome).toBeUndefined()
  })

  it('SPEC 8: subscribing from the profile pushes newsletter_sign_up with the member’s address; unsubscribing does not', async () => {
    const setMemberNewsletter = vi.fn(
      async ({ subscribed }: { subscribed: boolean }) => ({
        status: subscribed ? ('active' as const) : ('unsubscribed' as const),
      }),
    )
    const { state, trackNewsletterSignUp } = flowWith({ setMemberNewsletter })
    expect(await state().setMemberSubscribed(true, 'ana@example.com')).toBe(
      true,
    )
    expect(setMemberNewsletter).toHaveBeenCalledWith({
      subscribed: true,
      lang: 'de',
    })
    expect(state().memberStatus).toBe('active')
    expect(trackNewsletterSignUp).toHaveBeenCalledWith('ana@example.com')
    await state().setMemberSubscribed(false, 'ana@example.com')
    expect(state().memberStatus).toBe('unsubscribed')
    expect(trackNewsletterSignUp).toHaveBeenCalledTimes(1)
  })

  it('says when the session has ended', async () => {
    const { state } = flowWith({
      setMemberNewsletter: async () => {
        throw refusal('unauthorized', 401)
      },
    })
    expect(await state().setMemberSubscribed(true, 'ana@example.com')).toBe(
      false,
    )
    expect(state().outcome).toEqual({ code: 'signed_out' })
  })
})

describe('the consent text', () => {
  it('is given in every language, each different, under one version', () => {
    const texts = Object.values(NEWSLETTER_CONSENT.texts)
    expect(texts).toHaveLength(5)
    expect(new Set(texts).size).toBe(5)
    expect(NEWSLETTER_CONSENT.version).toMatch(/^newsletter-consent-\d+$/)
  })
})
