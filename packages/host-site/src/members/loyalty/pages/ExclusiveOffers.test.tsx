import { signedInAnswer } from '@resort/core/account/testing'
import {
  ApiError,
  type LoyaltySummary,
  type MemberOffer,
} from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../../testing/accountSite'
import { expectNoAxeViolations } from '../../../testing/axe'

afterEach(() => sessionStorage.clear())

const summary: LoyaltySummary = {
  memberNumber: '4810352967',
  joinedAt: '2027-01-10T09:00:00.000Z',
  points: { earned: 1200, pending: 0, expiresAt: null },
  rules: {
    pointsPerEuro: 10,
    inactivityMonths: 24,
    transferMinimum: 500,
    transferYearlyMaximum: 50_000,
    transferredThisYear: 0,
  },
}

const winter: MemberOffer = {
  id: 'alps-winter-2027',
  slug: 'double-points-alpine-winter-2027',
  title: 'Double points for winter in the Alps',
  summary: 'Every winter stay of two nights or more earns twice the points.',
  terms: 'Activate the offer before you book.',
  bonus: { kind: 'multiplier', value: 1 },
  minNights: 2,
  covers: ['Julian Alps', 'Dolomites'],
  stay: { from: '2027-12-01', to: '2028-03-31' },
  activation: { from: '2027-04-01', until: '2028-03-31' },
  activatedAt: null,
}
const spring: MemberOffer = {
  ...winter,
  id: 'adriatic-spring-2028',
  slug: 'adriatic-spring-bonus-2028',
  title: '1,000 bonus points for spring on the Adriatic',
  summary: 'Stay four nights or more on the Adriatic coast in spring.',
  bonus: { kind: 'fixed', value: 1000 },
  minNights: 4,
  covers: [],
  stay: { from: '2028-04-01', to: '2028-06-15' },
  activation: { from: '2027-06-16', until: '2028-06-15' },
}

function member(handlers: FakeEndpoints = {}): FakeEndpoints {
  return {
    checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
    memberLoyalty: async () => ({ loyalty: summary }),
    memberOffers: async () => ({ offers: [winter, spring] }),
    ...handlers,
  }
}

// The page's heading shows before the offers' answer: a card is waited for.
const cardOf = async (title: string) =>
  within(await screen.findByRole('article', { name: title }))

describe('exclusive offers (issue 13, decision 024)', () => {
  it('shows each offer with its rule in plain words, where, when, and its terms in a disclosure; the menu marks the page', async () => {
    const memberOffers = vi.fn(async () => ({ offers: [winter, spring] }))
    await accountSite(
      '/en/my-profile/exclusive-offers',
      member({ memberOffers }),
      { signedIn: true },
    )
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Exclusive offers',
      }),
    ).toBeInTheDocument()
    const card = await cardOf(winter.title)
    expect(memberOffers).toHaveBeenCalledWith({ lang: 'en' })
    expect(
      card.getByText('2 times the points for a stay of at least 2 nights'),
    ).toBeInTheDocument()
    expect(
      card.getByText('Where: Julian Alps and Dolomites.'),
    ).toBeInTheDocument()
    expect(
      card.getByText(
        'For arrivals from December 1, 2027 to March 31, 2028. Activate by March 31, 2028.',
      ),
    ).toBeInTheDocument()
    expect(card.getByText('Terms').closest('details')).not.toHaveAttribute(
      'open',
    )
    const other = await cardOf(spring.title)
    expect(
      other.getByText('1,000 bonus points for a stay of at least 4 nights'),
    ).toBeInTheDocument()
    expect(
      other.getByText('Where: every one of our properties.'),
    ).toBeInTheDocument()
    const menu = screen.getByRole('navigation', { name: 'Your profile' })
    expect(
      within(menu).getByRole('link', { name: 'Exclusive offers' }),
    ).toHaveAttribute('aria-current', 'page')
    await waitFor(() =>
      expect(document.title).toBe('Exclusive offers – Adria Alpe Resorts'),
    )
    await expectNoAxeViolations()
  })

  it('activates an offer by keyboard: "Activated on {date}" is announced and takes focus', async () => {
    const activateOffer = vi.fn(async () => ({
      offer: { ...winter, activatedAt: '2027-11-26T10:00:00.000Z' },
    }))
    await accountSite(
      '/de/mein-profil/exclusive-offers',
      member({ activateOffer }),
      { signedIn: true },
    )
    await screen.findByRole('heading', {
      level: 1,
      name: 'Exklusive Angebote',
    })
    const card = await cardOf(winter.title)
    const button = card.getByRole('button', { name: 'Angebot aktivieren' })
    expect(button).toHaveAccessibleDescription(winter.title)
    button.focus()
    await userEvent.keyboard('{Enter}')
    const status = await card.findByText(/^Aktiviert am 26\.11\.2027\./)
    expect(status).toHaveAttribute('role', 'status')
    expect(status).toHaveFocus()
    expect(activateOffer).toHaveBeenCalledWith({
      offerId: winter.id,
      lang: 'de',
    })
    expect(card.queryByRole('button')).not.toBeInTheDocument()
    // The other offer still waits to be activated.
    expect(
      (await cardOf(spring.title)).getByRole('button', {
        name: 'Angebot aktivieren',
      }),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('shows a refusal at its offer (role=alert), keeping the button and every other offer', async () => {
    await accountSite(
      '/en/my-profile/exclusive-offers',
      member({
        activateOffer: async () => {
          throw new ApiError({
            kind: 'missing_params',
            status: 400,
            message: 'refused',
            fields: { offerId: 'offer_not_active' },
          })
        },
      }),
      { signedIn: true },
    )
    await screen.findByRole('heading', { level: 1, name: 'Exclusive offers' })
    const card = await cardOf(spring.title)
    await userEvent.click(card.getByRole('button', { name: 'Activate offer' }))
    expect(await card.findByRole('alert')).toHaveTextContent(
      'This offer can no longer be activated.',
    )
    expect(
      card.getByRole('button', { name: 'Activate offer' }),
    ).toBeInTheDocument()
    expect(
      (await cardOf(winter.title)).queryByRole('alert'),
    ).not.toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('offers the club to a signed-in account that has not joined, without asking for offers it would be refused', async () => {
    const memberOffers = vi.fn(async () => ({ offers: [winter] }))
    await accountSite(
      '/en/my-profile/exclusive-offers',
      member({ memberLoyalty: async () => ({ loyalty: null }), memberOffers }),
      { signedIn: true },
    )
    expect(
      await screen.findByRole('button', { name: 'Join the Adria Alpe Club' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
    expect(memberOffers).not.toHaveBeenCalled()
    await expectNoAxeViolations()
  })
})

describe('the overview’s teaser (SPEC 9 promo_box)', () => {
  it('names an offer not yet activated and leads to the offers', async () => {
    await accountSite('/en/my-profile/overview', member(), { signedIn: true })
    const teaser = within(
      await screen.findByRole('region', { name: 'New for members' }),
    )
    expect(teaser.getByText(winter.title, { exact: false })).toBeInTheDocument()
    expect(
      teaser.getByRole('link', { name: 'See your exclusive offers' }),
    ).toHaveAttribute('href', '/en/my-profile/exclusive-offers')
    await expectNoAxeViolations()
  })

  it('dismissed, it is gone for the browser session (promo_box), focus on the page’s heading', async () => {
    const { unmount } = await accountSite('/en/my-profile/overview', member(), {
      signedIn: true,
    })
    const teaser = await screen.findByRole('region', {
      name: 'New for members',
    })
    await userEvent.click(
      within(teaser).getByRole('button', { name: 'Dismiss' }),
    )
    expect(
      screen.queryByRole('region', { name: 'New for members' }),
    ).not.toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your profile' }),
    ).toHaveFocus()
    expect(JSON.parse(sessionStorage.getItem('promo_box')!)).toEqual({
      dismissed: true,
    })
    await expectNoAxeViolations()
    // A reload in the same session (a new site over the same session storage) keeps it hidden.
    act(() => unmount())
    await accountSite('/en/my-profile/overview', member(), { signedIn: true })
    expect(
      await screen.findByText('Member number 4810352967'),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'New for members' }),
      ).not.toBeInTheDocument(),
    )
  })

  it('shows nothing when every offer is activated', async () => {
    await accountSite(
      '/en/my-profile/overview',
      member({
        memberOffers: async () => ({
          offers: [{ ...winter, activatedAt: '2027-11-01T10:00:00.000Z' }],
        }),
      }),
      { signedIn: true },
    )
    expect(
      await screen.findByText('Member number 4810352967'),
    ).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(
      screen.queryByRole('region', { name: 'New for members' }),
    ).not.toBeInTheDocument()
  })
})

describe('points history: an offer’s bonus (decision 024)', () => {
  it('says which offer the bonus is from, titled in the page’s language', async () => {
    const pointsHistory = vi.fn(async () => ({
      entries: [
        {
          id: 'e1',
          bucket: 'pending' as const,
          points: 1000,
          reason: 'offer_bonus' as const,
          bookingId: 'RA7K2M',
          offer: {
            id: spring.id,
            title: '1.000 Bonuspunkte für den Frühling an der Adria',
          },
          createdAt: '2027-03-01T10:00:00.000Z',
        },
      ],
    }))
    await accountSite('/de/mein-profil/points', member({ pointsHistory }), {
      signedIn: true,
    })
    expect(
      await screen.findByText(
        'Bonus eines exklusiven Angebots: 1.000 Bonuspunkte für den Frühling an der Adria (Buchung RA7K2M)',
      ),
    ).toBeInTheDocument()
    expect(pointsHistory).toHaveBeenCalledWith({ lang: 'de' })
    await expectNoAxeViolations()
  })
})
