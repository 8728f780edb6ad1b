import { endpoints } from '@resort/core/api'
import { describe, expect, it, vi } from 'vitest'
import { DEFERRED_TO_BROWSER } from './deferred'
import { serverApi } from './serverApi'

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
    expect(fetch).not.toHaveBeenCalled()
  })
})
