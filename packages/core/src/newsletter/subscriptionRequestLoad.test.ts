import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApiClient } from '../api/fakeApiClient'

afterEach(() => {
  vi.doUnmock('./subscriptionRequest')
  vi.resetModules()
})

describe('newsletter flow: the sign-up’s check loads on demand', () => {
  it('says the sign-up failed when the check cannot load (offline), sends nothing, and can be tried again', async () => {
    vi.resetModules()
    vi.doMock('./subscriptionRequest', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    const { createNewsletterFlow } = await import('./newsletterFlow')
    const newsletterSubscription = vi.fn(async () => ({
      next: 'check_email' as const,
    }))
    const flow = createNewsletterFlow({
      api: fakeApiClient({ newsletterSubscription }),
      language: 'en',
      tracker: { trackNewsletterSignUp: vi.fn() },
    })
    expect(await flow.getState().subscribe('ana@example.com', 'footer')).toBe(
      false,
    )
    expect(flow.getState()).toMatchObject({
      busy: undefined,
      outcome: { code: 'failed' },
      emailError: undefined,
    })
    expect(newsletterSubscription).not.toHaveBeenCalled()

    // Back online: the next click loads the check and signs up.
    vi.doUnmock('./subscriptionRequest')
    expect(await flow.getState().subscribe('ana@example.com', 'footer')).toBe(
      true,
    )
    expect(newsletterSubscription).toHaveBeenCalledTimes(1)
  })
})
