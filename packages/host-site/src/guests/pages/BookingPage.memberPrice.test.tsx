import { createAccountFlow } from '@resort/core/account'
import {
  memoryCookies,
  sessionUserCookie,
  signedInAnswer,
} from '@resort/core/account/testing'
import type { FinalQuoteResponse } from '@resort/core/api'
import { fakeApiClient, type FakeEndpoints } from '@resort/core/api/testing'
import { createTracker, type DataLayerEntry } from '@resort/core/tracking'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { renderSite } from '../../testing/renderSite'
import { propertyOffer, rateOffer, unitOffer } from '../../testing/siteFixtures'
import { BookingPage } from './BookingPage'

// Hotel Cissa's flexible rate: €443.00, €398.70 for club members (10 % off the room).
const stay = {
  propertyId: 'cissa-rovinj',
  dateFrom: '2030-07-01',
  dateTo: '2030-07-04',
  adults: 2,
  children: 0,
}
const offer = propertyOffer(stay, [
  unitOffer({
    rates: [
      rateOffer({
        memberDiscountPercent: 10,
        memberTotal: 39870,
        memberNightly: 13290,
      }),
    ],
  }),
])
const quote = (applied: boolean) =>
  ({
    propertyId: 'cissa-rovinj',
    rateId: 'cissa-flex-bb',
    currency: 'EUR',
    units: [
      {
        unitId: 'cissa-classic',
        unitName: 'Classic double room',
        adults: 2,
        children: 0,
        initialTotal: applied ? 39870 : 44300,
        selectedSupplements: [],
        total: applied ? 39870 : 44300,
        priceBrakedown: [],
      },
    ],
    totalPrice: applied ? 39870 : 44300,
    policy: offer.units[0]!.rates[0]!.policy,
    paymentMethods: offer.paymentMethods,
    guarantee: 'CCARD_GUARANTEE',
    memberRate: {
      discountPercent: 10,
      publicTotal: 44300,
      memberTotal: 39870,
      applied,
    },
  }) as unknown as FinalQuoteResponse

/**
 * The widget's own server (it has its own client): the offer, and quotes at the member price
 * once `joined()` — the server decides, from the session.
 */
function widgetServer(joined: () => boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input)
      const body = url.includes('/final-price-quote') ? quote(joined()) : offer
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      )
    }),
  )
}
afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

const url = `/en/booking?propertyId=cissa-rovinj&dateFrom=${stay.dateFrom}&dateTo=${stay.dateTo}&adults=2&unitId=cissa-classic&rateId=cissa-flex-bb`

async function bookingPage(api: FakeEndpoints, signedIn: boolean) {
  const jar = memoryCookies(signedIn ? sessionUserCookie(Date.now()) : {})
  const dataLayer: DataLayerEntry[] = []
  const flow = createAccountFlow({
    api: fakeApiClient(api),
    tracker: createTracker(dataLayer),
    cookies: jar.cookies,
    writeCookie: jar.writeCookie,
    storage: sessionStorage,
  })
  const routes = (
    <>
      {/* The site's layout puts every page in its main landmark. */}
      <Route
        path="/:lang/booking"
        element={
          <main>
            <BookingPage />
          </main>
        }
      />
      <Route path="/:lang/sign-in" element={<p>Sign-in page</p>} />
      <Route path="/:lang/registration" element={<p>Registration page</p>} />
    </>
  )
  await act(async () => {
    renderSite(url, api, routes, { flow })
  })
  return { jar, dataLayer }
}

describe('the booking page: member rates (issue 13)', () => {
  it('lets a signed-in member join the club without leaving the booking, and prices the stay for a member', async () => {
    let joined = false
    widgetServer(() => joined)
    const joinClub = vi.fn(() => {
      joined = true
      return Promise.resolve({ loyalty: null })
    })
    const dataLayer: unknown[] = []
    vi.stubGlobal('dataLayer', dataLayer)
    await bookingPage(
      {
        checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
        joinClub,
      },
      true,
    )
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', {
        name: 'Join the club and pay €398.70',
      }),
    )
    expect(joinClub).toHaveBeenCalledOnce()
    expect(dataLayer).toContainEqual({
      event: 'sign_up',
      context: 'loyalty_reservation',
    })
    expect(await screen.findByText('Member price')).toBeVisible()
    expect(screen.getByText(/Total/).textContent).toContain('€398.70')
    expect(screen.getByText('€443.00', { selector: 's' })).toBeVisible()
    await expectNoAxeViolations()
  })

  it('sends a signed-out guest to sign in, to come back to this booking after (redirect-page)', async () => {
    widgetServer(() => false)
    const { jar } = await bookingPage({}, false)
    const user = userEvent.setup()
    expect(
      await screen.findByText('Club members pay €398.70 for this stay.'),
    ).toBeVisible()
    await expectNoAxeViolations()
    await user.click(screen.getByRole('link', { name: 'Sign in' }))
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/en/sign-in'),
    )
    expect(decodeURIComponent(jar.jar.get('redirect-page') ?? '')).toBe(url)
  })
})
