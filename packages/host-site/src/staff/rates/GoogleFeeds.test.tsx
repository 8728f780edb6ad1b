import { refusal, type FakeEndpoints } from '@resort/core/api/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { onPage } from '../../testing/onPage'
import { press } from '../../testing/press'
import { renderSite } from '../../testing/renderSite'
import { formatWhen } from '../list/formatWhen'
import { FIRST_DAY, googleFeedsOf, ratesEndpoints } from './ratesFixtures'
import { RatesPage } from './RatesPage'

const PAGE = `/en/admin/rates?property=cissa-rovinj&from=${FIRST_DAY}`
const SECTION = 'Google’s free booking links'
const AVAILABILITY = 'Availability of Hotel Cissa'
const RENEWED_AT = '2030-06-02T10:00:00.000Z'

async function ratesPage(api: FakeEndpoints, url = PAGE) {
  await act(async () => {
    renderSite(url, api, onPage('/:lang/admin/rates', <RatesPage />))
  })
}

const section = () => screen.findByRole('region', { name: SECTION })
const user = () => userEvent.setup()

describe('the addresses of Google’s feeds on the rates page (issue 35, decision 048)', () => {
  it('issue 35: Google feeds: shows the property’s and everyone’s addresses whole and read-only, with its hotel code; a copy is announced by its feed', async () => {
    const actor = user()
    const adminGoogleFeeds = vi.fn(
      async ({ propertyId }: { propertyId: string }) =>
        googleFeedsOf(propertyId, 'old-secret', '2030-05-01T08:00:00.000Z'),
    )
    await ratesPage(ratesEndpoints({ adminGoogleFeeds }))
    const google = await section()
    expect(adminGoogleFeeds).toHaveBeenCalledWith({
      propertyId: 'cissa-rovinj',
    })
    const feeds = googleFeedsOf('cissa-rovinj', 'old-secret', '')
    for (const [name, url] of [
      [AVAILABILITY, feeds.availabilityUrl],
      ['Prices of Hotel Cissa', feeds.ratesUrl],
      ['Hotel list (every property)', feeds.hotelListUrl],
      ['Landing pages file (every property)', feeds.pointsOfSaleUrl],
    ] as const) {
      const field = within(google).getByRole('textbox', { name })
      expect(field).toHaveValue(url)
      expect(field).toHaveAttribute('readonly')
    }
    expect(
      within(google).getByText(
        'In Google’s Hotel Center, Hotel Cissa is cissa-rovinj.',
      ),
    ).toBeVisible()
    expect(
      within(google).getByText(
        `The secret was made or last renewed ${formatWhen('2030-05-01T08:00:00.000Z', 'en')}.`,
      ),
    ).toBeVisible()
    await expectNoAxeViolations()

    await press(
      actor,
      within(google).getByRole('button', { name: 'Copy address: Hotel list' }),
      '{Enter}',
    )
    expect(
      await within(google).findByText('Address copied: Hotel list.'),
    ).toBeVisible()
    expect(await navigator.clipboard.readText()).toBe(feeds.hotelListUrl)
  })

  it('issue 35: Google feeds: a refused clipboard says to copy by hand, with the address selected in its field', async () => {
    const actor = user()
    await ratesPage(ratesEndpoints())
    const google = await section()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    )
    await press(
      actor,
      within(google).getByRole('button', { name: 'Copy address: Prices' }),
      '{Enter}',
    )
    expect(
      await within(google).findByText(/^The browser did not allow copying\./),
    ).toBeVisible()
    await waitFor(() =>
      expect(
        within(google).getByRole('textbox', { name: 'Prices of Hotel Cissa' }),
      ).toHaveFocus(),
    )
  })

  it('issue 35: Google feeds: renewing asks first; a renewal confirmed by keyboard shows the new addresses with the focus on the first, and announces it', async () => {
    const actor = user()
    const rotateGoogleFeeds = vi.fn(
      async ({ propertyId }: { propertyId: string }) =>
        googleFeedsOf(propertyId, 'new-secret', RENEWED_AT),
    )
    await ratesPage(ratesEndpoints({ rotateGoogleFeeds }))
    const google = await section()
    await press(
      actor,
      within(google).getByRole('button', { name: 'Renew the secret' }),
      '{Enter}',
    )
    const question = within(google).getByRole('group', {
      name: /^Renew the secret of Google’s feeds\? Every address above, of every property, stops working at once/,
    })
    const confirm = within(question).getByRole('button', {
      name: 'Confirm renewal',
    })
    await waitFor(() => expect(confirm).toHaveFocus())
    await expectNoAxeViolations()
    await actor.tab()
    await actor.keyboard('{Enter}')
    // Kept: nothing was sent, the focus is back on the button.
    expect(rotateGoogleFeeds).not.toHaveBeenCalled()
    await waitFor(() =>
      expect(
        within(google).getByRole('button', { name: 'Renew the secret' }),
      ).toHaveFocus(),
    )

    await press(
      actor,
      within(google).getByRole('button', { name: 'Renew the secret' }),
      '{Enter}',
    )
    await waitFor(() =>
      expect(
        within(google).getByRole('button', { name: 'Confirm renewal' }),
      ).toHaveFocus(),
    )
    await actor.keyboard('{Enter}')
    expect(rotateGoogleFeeds).toHaveBeenCalledWith({
      propertyId: 'cissa-rovinj',
    })
    const availability = within(google).getByRole('textbox', {
      name: AVAILABILITY,
    })
    await waitFor(() =>
      expect(availability).toHaveValue(
        googleFeedsOf('cissa-rovinj', 'new-secret', '').availabilityUrl,
      ),
    )
    await waitFor(() => expect(availability).toHaveFocus())
    expect(
      within(google).getByText(
        'The secret is renewed and the new addresses are shown. The old ones no longer work: give the new ones to Google’s Hotel Center.',
      ).parentElement,
    ).toHaveAttribute('role', 'status')
    expect(
      within(google).getByText(
        `The secret was made or last renewed ${formatWhen(RENEWED_AT, 'en')}.`,
      ),
    ).toBeVisible()
  })

  it('issue 35: Google feeds: a renewal refused says why and keeps the addresses shown', async () => {
    const actor = user()
    await ratesPage(
      ratesEndpoints({
        rotateGoogleFeeds: async () => {
          throw refusal('forbidden', 403)
        },
      }),
    )
    const google = await section()
    await press(
      actor,
      within(google).getByRole('button', { name: 'Renew the secret' }),
      '{Enter}',
    )
    await press(
      actor,
      within(google).getByRole('button', { name: 'Confirm renewal' }),
      '{Enter}',
    )
    expect(
      await within(google).findByText(
        'Your admin session needs its second factor again. Confirm it, then try again.',
      ),
    ).toBeVisible()
    expect(
      within(google).getByRole('textbox', { name: AVAILABILITY }),
    ).toHaveValue(
      googleFeedsOf('cissa-rovinj', 'old-secret', '').availabilityUrl,
    )
  })

  it('issue 35: Google feeds: addresses that cannot be read are announced', async () => {
    await ratesPage(
      ratesEndpoints({
        adminGoogleFeeds: async () => {
          throw refusal('generic', 500)
        },
      }),
    )
    expect(
      await screen.findByText(
        'The addresses of Google’s feeds could not be loaded. Reload the page to try again.',
      ),
    ).toHaveAttribute('role', 'alert')
  })
})
