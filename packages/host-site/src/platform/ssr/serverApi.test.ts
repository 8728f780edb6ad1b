import { endpoints } from '@resort/core/api'
import { describe, expect, it, vi } from 'vitest'
import { DEFERRED_TO_BROWSER } from './deferred'
import { isSharedRead, serverApi } from './serverApi'

describe("a server render's calls (decision 027)", () => {
  it('reads public answers, in the page language, without the visitor cookies', async () => {
    const fetch = vi.fn(async () => ({ status: 200, text: async () => '{}' }))
    await serverApi(fetch, 'de').call(endpoints.navigationProperties, {
      lang: 'de',
    })
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/contentful/navigation-properties?lang=de',
      expect.objectContaining({
        method: 'GET',
        headers: expect.objectContaining({ 'accept-language': 'de' }),
      }),
    )
  })

  it("leaves a member's, a staff's and any changing call to the browser", async () => {
    const fetch = vi.fn()
    const api = serverApi(fetch, 'en')
    await expect(api.call(endpoints.memberProfile)).rejects.toBe(
      DEFERRED_TO_BROWSER,
    )
    await expect(api.call(endpoints.adminBookings, {} as never)).rejects.toBe(
      DEFERRED_TO_BROWSER,
    )
    await expect(
      api.call(endpoints.requestPasswordReset, {} as never),
    ).rejects.toBe(DEFERRED_TO_BROWSER)
    // Public, but the guest's own: a booking by its link.
    await expect(
      api.call(endpoints.viewBooking, { token: 'x' } as never),
    ).rejects.toBe(DEFERRED_TO_BROWSER)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('answers exactly the public reads of the table whose answers are shared, by their rows', () => {
    const shared = Object.values(endpoints)
      .filter(isSharedRead)
      .map(({ name }) => name)
    expect(shared).toEqual(
      expect.arrayContaining([
        'searchProperties',
        'property',
        'secondaryNavigation',
        'contentPage',
        'propertyReviews',
      ]),
    )
    expect(shared).not.toContain('viewBooking')
    expect(shared).not.toContain('memberProfile')
    expect(shared).not.toContain('adminBookings')
  })
})
