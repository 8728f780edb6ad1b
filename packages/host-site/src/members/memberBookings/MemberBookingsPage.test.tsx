import { signedInAnswer } from '@resort/core/account/testing'
import {
  ApiError,
  type ClaimableReservation,
  type MemberReservation,
} from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { formatStayDates } from '@resort/core/format'
import { addDaysIso, todayIso } from '@resort/core/stay'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'

afterEach(() => sessionStorage.clear())

const day = (days: number) => addDaysIso(todayIso(), days)

const stay = (
  bookingId: string,
  propertyName: string,
  from: number,
  nights: number,
  overrides: Partial<MemberReservation> = {},
): MemberReservation => ({
  bookingId,
  bookingURI: `/en/booking/modify?token=token-of-${bookingId}`,
  status: 'confirmed',
  checkIn: day(from),
  checkOut: day(from + nights),
  propertyId: 'cissa-rovinj',
  propertyName,
  totalPrice: 48_000,
  currency: 'EUR',
  earnsPoints: true,
  points: 4800,
  pointsState: 'pending',
  ...overrides,
})
// As the server lists them: the latest stay first.
const lavanda = stay('B-LAV', 'Villa Lavanda', 60, 4)
const cissa = stay('B-CIS', 'Hotel Cissa', 20, 3, {
  status: 'cancelled',
  points: 0,
  pointsState: 'none',
})
const vala = stay('B-VAL', 'Hotel Vala', -30, 1, {
  totalPrice: 15_000,
  points: 1500,
  pointsState: 'earned',
})
const guestStay: ClaimableReservation = {
  bookingId: 'B-GUEST',
  checkIn: day(90),
  checkOut: day(92),
  propertyName: 'Apartments Sol',
}
const datesOf = (booking: { checkIn: string; checkOut: string }) =>
  formatStayDates(booking.checkIn, booking.checkOut, 'en')
// Text queries read the page's thin spaces as plain ones.
const plain = (text: string) => text.replace(/\s+/g, ' ')

function member(handlers: FakeEndpoints = {}): FakeEndpoints {
  return {
    checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
    memberReservations: async () => ({
      reservations: [lavanda, cissa, vala],
      claimable: [guestStay],
    }),
    ...handlers,
  }
}

const PAGE = '/en/my-profile/my-bookings'

describe('my-profile/my-bookings (SPEC 2, issue 13): the member’s bookings', () => {
  it('lists upcoming stays soonest first and past ones, with dates, nights, status, total and points, each opened in the manage flow by its link', async () => {
    const memberReservations = vi.fn(member().memberReservations!)
    await accountSite(PAGE, member({ memberReservations }), { signedIn: true })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My bookings' }),
    ).toBeInTheDocument()
    const upcoming = within(
      await screen.findByRole('region', { name: 'Upcoming stays' }),
    )
    expect(memberReservations).toHaveBeenCalledWith({ lang: 'en' })
    expect(
      upcoming.getAllByRole('heading', { level: 3 }).map((h) => h.textContent),
    ).toEqual(['Hotel Cissa', 'Villa Lavanda'])
    const villa = within(
      upcoming.getByRole('article', { name: 'Villa Lavanda' }),
    )
    expect(
      villa.getByText(plain(`${datesOf(lavanda)} · 4 nights`)),
    ).toBeInTheDocument()
    expect(villa.getByText('Confirmed')).toBeInTheDocument()
    expect(villa.getByText('€480.00')).toBeInTheDocument()
    expect(villa.getByText(/4,800 points pending/)).toHaveTextContent(
      '4,800 points pending (earned after your stay)',
    )
    expect(
      villa.getByRole('link', {
        name: `View, change or cancel your booking at Villa Lavanda, ${datesOf(lavanda)}`,
      }),
    ).toHaveAttribute('href', '/en/booking/modify?token=token-of-B-LAV')
    const hotel = within(upcoming.getByRole('article', { name: 'Hotel Cissa' }))
    expect(hotel.getByText('Cancelled')).toBeInTheDocument()
    expect(
      hotel.getByText('A cancelled stay earns no points.'),
    ).toBeInTheDocument()

    const past = within(screen.getByRole('region', { name: 'Past stays' }))
    const valaItem = within(past.getByRole('article', { name: 'Hotel Vala' }))
    expect(
      valaItem.getByText(plain(`${datesOf(vala)} · 1 night`)),
    ).toBeInTheDocument()
    expect(valaItem.getByText('1,500 points earned')).toBeInTheDocument()
    await waitFor(() =>
      expect(document.title).toBe('My bookings – Adria Alpe Resorts'),
    )
    await expectNoAxeViolations()
  })

  it('says so when a stay earns no points because it was not booked as a club member', async () => {
    await accountSite(
      PAGE,
      member({
        memberReservations: async () => ({
          reservations: [
            stay('B-OLD', 'Hotel Vala', 10, 2, {
              earnsPoints: false,
              points: 0,
              pointsState: 'none',
            }),
          ],
          claimable: [],
        }),
      }),
      { signedIn: true },
    )
    expect(
      await screen.findByText(
        'Earns no points: only stays booked as a member of the club earn them.',
      ),
    ).toBeInTheDocument()
  })

  it('adds a guest booking made with the member’s e-mail by keyboard: announced, listed among the stays, focus on the heading', async () => {
    const claimed = stay('B-GUEST', 'Apartments Sol', 90, 2)
    const claimReservation = vi.fn(async () => ({
      reservations: [claimed, lavanda, cissa, vala],
      claimable: [],
    }))
    await accountSite(PAGE, member({ claimReservation }), { signedIn: true })
    const section = within(
      await screen.findByRole('region', {
        name: 'Bookings made with your e-mail',
      }),
    )
    const add = section.getByRole('button', {
      name: `Add to my bookings: Apartments Sol, ${datesOf(guestStay)}`,
    })
    expect(add).toHaveTextContent('Add to my bookings')
    await expectNoAxeViolations()
    add.focus()
    await userEvent.keyboard('{Enter}')
    expect(claimReservation).toHaveBeenCalledWith({
      bookingId: 'B-GUEST',
      lang: 'en',
    })
    expect(
      (
        await screen.findByText(
          'The booking at Apartments Sol is now among your bookings.',
        )
      ).closest('[role="status"]'),
    ).not.toBeNull()
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'My bookings' }),
      ).toHaveFocus(),
    )
    expect(
      screen.queryByRole('region', { name: 'Bookings made with your e-mail' }),
    ).not.toBeInTheDocument()
    const upcoming = within(
      screen.getByRole('region', { name: 'Upcoming stays' }),
    )
    expect(
      upcoming.getAllByRole('heading', { level: 3 }).map((h) => h.textContent),
    ).toEqual(['Hotel Cissa', 'Villa Lavanda', 'Apartments Sol'])
    // From the heading, the next stop is the first stay's link.
    await userEvent.tab()
    expect(
      screen.getByRole('link', {
        name: `View, change or cancel your booking at Hotel Cissa, ${datesOf(cissa)}`,
      }),
    ).toHaveFocus()
    await expectNoAxeViolations()
  })

  it('says a booking that can no longer be added is gone, and one that failed can be tried again', async () => {
    let calls = 0
    await accountSite(
      PAGE,
      member({
        claimReservation: async () => {
          if (++calls === 1)
            throw new ApiError({ kind: 'generic', status: 0, message: 'x' })
          throw new ApiError({ kind: 'not_found', status: 404, message: 'x' })
        },
      }),
      { signedIn: true },
    )
    const add = await screen.findByRole('button', {
      name: /^Add to my bookings: Apartments Sol/,
    })
    await userEvent.click(add)
    expect(
      await screen.findByText(
        'The booking could not be added. Please try again.',
      ),
    ).toBeInTheDocument()
    await userEvent.click(add)
    expect(
      await screen.findByText(
        'This booking can no longer be added to your bookings.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: /^Add to my bookings/ }),
    ).not.toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('says how to find a stay when there are no bookings yet', async () => {
    await accountSite(
      PAGE,
      member({
        memberReservations: async () => ({ reservations: [], claimable: [] }),
      }),
      { signedIn: true },
    )
    expect(
      await screen.findByText(/You have no bookings yet\./),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Find a stay' })).toHaveAttribute(
      'href',
      '/en/search',
    )
    await expectNoAxeViolations()
  })

  it('offers to try again when the list cannot be loaded', async () => {
    let calls = 0
    await accountSite(
      PAGE,
      member({
        memberReservations: async () => {
          if (++calls === 1)
            throw new ApiError({ kind: 'generic', status: 0, message: 'x' })
          return { reservations: [vala], claimable: [] }
        },
      }),
      { signedIn: true },
    )
    await userEvent.click(
      await screen.findByRole('button', { name: 'Try again' }),
    )
    expect(
      await screen.findByRole('article', { name: 'Hotel Vala' }),
    ).toBeInTheDocument()
  })

  it('speaks the page’s language: German, formally, with German dates and prices', async () => {
    const memberReservations = vi.fn(member().memberReservations!)
    await accountSite(
      '/de/mein-profil/my-bookings',
      member({ memberReservations }),
      { signedIn: true },
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meine Buchungen' }),
    ).toBeInTheDocument()
    expect(memberReservations).toHaveBeenCalledWith({ lang: 'de' })
    expect(
      screen.getByRole('region', { name: 'Bevorstehende Aufenthalte' }),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: 'Villa Lavanda' })).getByText(
        '480,00 €',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText(/4\.800 Punkte ausstehend/)).toHaveTextContent(
      '4.800 Punkte ausstehend (gutgeschrieben nach Ihrem Aufenthalt)',
    )
    expect(
      screen.getByRole('button', {
        name: /^Zu meinen Buchungen hinzufügen: Apartments Sol/,
      }),
    ).toHaveTextContent('Zu meinen Buchungen hinzufügen')
  })

  it('sends a signed-out visitor to sign in, to come back here after (redirect-page)', async () => {
    const { jar } = await accountSite(PAGE, {})
    // The session check answers first; on a busy machine that takes a moment.
    await waitFor(
      () =>
        expect(screen.getByTestId('address')).toHaveTextContent('/en/sign-in'),
      { timeout: 3000 },
    )
    await waitFor(() =>
      expect(decodeURIComponent(jar.jar.get('redirect-page') ?? '')).toBe(PAGE),
    )
  })
})
