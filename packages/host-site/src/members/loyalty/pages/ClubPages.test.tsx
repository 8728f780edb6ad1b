import { signedInAnswer } from '@resort/core/account/testing'
import {
  ApiError,
  type LoyaltySummary,
  type PointsEntry,
} from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../../testing/accountSite'
import { expectNoAxeViolations } from '../../../testing/axe'

afterEach(() => sessionStorage.clear())

const summary = (
  earned: number,
  overrides: Partial<LoyaltySummary['rules']> = {},
): LoyaltySummary => ({
  memberNumber: '4810352967',
  joinedAt: '2027-01-10T09:00:00.000Z',
  points: { earned, pending: 2450, expiresAt: '2029-03-01T10:00:00.000Z' },
  rules: {
    pointsPerEuro: 10,
    inactivityMonths: 24,
    transferMinimum: 500,
    transferYearlyMaximum: 50_000,
    transferredThisYear: 1000,
    ...overrides,
  },
})

const entries: PointsEntry[] = [
  {
    id: 'e2',
    bucket: 'pending',
    points: 2450,
    reason: 'stay_booked',
    bookingId: 'RA7K2M',
    offer: null,
    createdAt: '2027-03-01T10:00:00.000Z',
  },
  {
    id: 'e1',
    bucket: 'earned',
    points: -800,
    reason: 'transfer_out',
    bookingId: null,
    offer: null,
    createdAt: '2027-02-01T10:00:00.000Z',
  },
  {
    id: 'e0',
    bucket: 'earned',
    points: 1000,
    reason: 'adjustment',
    bookingId: null,
    offer: null,
    note: 'Apology for the noisy room',
    createdAt: '2027-01-05T10:00:00.000Z',
  },
]

function member(handlers: FakeEndpoints = {}): FakeEndpoints {
  return {
    checkToken: () => Promise.resolve(signedInAnswer(Date.now())),
    memberLoyalty: async () => ({ loyalty: summary(3200) }),
    pointsHistory: async () => ({ entries }),
    ...handlers,
  }
}

const refusal = (status: number, fields: Record<string, string>) =>
  new ApiError({
    kind: status === 401 ? 'unauthorized' : 'missing_params',
    status,
    message: 'refused',
    fields,
  })

const dataLayer = () =>
  (globalThis as { dataLayer?: unknown[] }).dataLayer ?? []

describe('loyalty (SPEC 2): the club and how points work', () => {
  it('explains the rules with their figures and leads a visitor to register or sign in', async () => {
    await accountSite('/en/loyalty', {})
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adria Alpe Club' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('10 points for every euro a stay costs.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        /expire only after 24 months .* 60, 30, and 7 days before/,
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/at least 500 points at a time and at most 50,000/),
    ).toBeInTheDocument()
    const join = within(screen.getByRole('region', { name: 'Join the club' }))
    expect(
      join.getByRole('link', { name: 'Create an account' }),
    ).toHaveAttribute('href', '/en/registration?return=%2Fen%2Floyalty')
    expect(join.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/sign-in?return=%2Fen%2Floyalty',
    )
    // The title is set by an effect, which may run after the page has shown.
    await waitFor(() =>
      expect(document.title).toBe(
        'Adria Alpe Club: member prices and points – Adria Alpe Resorts',
      ),
    )
    await expectNoAxeViolations()
  })

  it('SPEC 4: a member joins with one click, is welcomed with their number, and sign_up is tracked', async () => {
    let joined = false
    const joinClub = vi.fn(async () => {
      joined = true
      return { loyalty: summary(0) }
    })
    ;(globalThis as { dataLayer?: unknown[] }).dataLayer = []
    await accountSite(
      '/en/loyalty',
      member({
        memberLoyalty: async () => ({ loyalty: joined ? summary(0) : null }),
        joinClub,
      }),
      { signedIn: true },
    )
    await userEvent.click(
      await screen.findByRole('button', { name: 'Join the Adria Alpe Club' }),
    )
    const welcome = await screen.findByRole('heading', {
      level: 1,
      name: 'Welcome to the club',
    })
    expect(welcome).toHaveFocus()
    expect(screen.getByText('4810352967')).toBeInTheDocument()
    expect(joinClub).toHaveBeenCalledTimes(1)
    expect(dataLayer()).toContainEqual({
      event: 'sign_up',
      context: 'loyalty_standalone',
    })
    await expectNoAxeViolations()
  })

  it('tells a failed join and keeps the button', async () => {
    await accountSite(
      '/en/loyalty',
      member({
        memberLoyalty: async () => ({ loyalty: null }),
        joinClub: async () => {
          throw new ApiError({
            kind: 'generic',
            status: 500,
            message: 'x',
          })
        },
      }),
      { signedIn: true },
    )
    await userEvent.click(
      await screen.findByRole('button', { name: 'Join the Adria Alpe Club' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That did not work. Please try again.',
    )
    expect(
      screen.getByRole('button', { name: 'Join the Adria Alpe Club' }),
    ).toBeInTheDocument()
  })

  it('the club’s page (named after it) sets out every rule', async () => {
    await accountSite('/en/adria-alpe-club', {})
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "The Adria Alpe Club's rules",
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/earns 10 points for every whole euro/),
    ).toBeInTheDocument()
    // Issue 35, decision 046: the published rate at which points pay a stay.
    expect(
      screen.getByText(
        /pay part or all of a stay with points, at 200 points for €1: from 1,000 points, in steps of 100\./,
      ),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })
})

describe('my-profile (SPEC 2): overview, points and benefits', () => {
  it('sends a signed-out visitor to sign in, and back afterwards', async () => {
    const { jar } = await accountSite('/en/my-profile/points', {})
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/en/sign-in'),
    )
    await waitFor(() =>
      expect(decodeURIComponent(jar.jar.get('redirect-page') ?? '')).toBe(
        '/en/my-profile/points',
      ),
    )
  })

  it('the overview greets the member with their number and points, the menu marking the page', async () => {
    await accountSite('/en/my-profile', member(), { signedIn: true })
    expect(
      await screen.findByText('Member number 4810352967'),
    ).toBeInTheDocument()
    expect(screen.getByText('Hello, Ana')).toBeInTheDocument()
    const menu = screen.getByRole('navigation', { name: 'Your profile' })
    expect(
      within(menu).getByRole('link', { name: 'Overview' }),
    ).toHaveAttribute('aria-current', 'page')
    expect(within(menu).getAllByRole('link')).toHaveLength(7)
    await expectNoAxeViolations()
  })

  it('issue 35 (decision 046): the points page shows the points held for stays to come, paid with points', async () => {
    const held = summary(3200)
    await accountSite(
      '/en/my-profile/points',
      member({
        memberLoyalty: async () => ({
          loyalty: { ...held, points: { ...held.points, held: 1_500 } },
        }),
      }),
      { signedIn: true },
    )
    const figure = await screen.findByText('1,500')
    expect(figure.closest('li')).toHaveTextContent(
      '1,500Held, paying stays still to come',
    )
  })

  it('the overview offers the club to a member who has not joined', async () => {
    await accountSite(
      '/en/my-profile/overview',
      member({ memberLoyalty: async () => ({ loyalty: null }) }),
      { signedIn: true },
    )
    expect(
      await screen.findByRole('button', { name: 'Join the Adria Alpe Club' }),
    ).toBeInTheDocument()
  })

  it('points: the balance, the pending points, when they expire, and every entry with its reason', async () => {
    await accountSite('/en/my-profile/points', member(), { signedIn: true })
    expect(await screen.findByText('3,200')).toBeInTheDocument()
    expect(
      screen.getByText('Pending, for stays still to come'),
    ).toBeInTheDocument()
    // Nothing held: no figure for it.
    expect(screen.queryByText(/^Held/)).not.toBeInTheDocument()
    expect(
      screen.getByText(/before Mar 1, 2029, your points expire that day/),
    ).toBeInTheDocument()
    const table = await screen.findByRole('table', {
      name: 'Every change to your points, newest first',
    })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'Mar 1, 2027Stay booked (booking RA7K2M)Pending+2,450',
      'Feb 1, 2027Sent to a memberEarned-800',
      // Staff's reason for an adjustment (issue 14): every point explained.
      'Jan 5, 2027Adjustment by our team: Apology for the noisy roomEarned+1,000',
    ])
    await expectNoAxeViolations()
  })

  it('benefits: what the club gives, with the earning rule', async () => {
    await accountSite('/en/my-profile/benefits', member(), { signedIn: true })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your benefits' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        '10 points for every euro a stay costs, pending from the day you book.',
      ),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })
})

describe('transfer of points (issue 13)', () => {
  it('by keyboard alone: a refusal shows at its field and in the summary, keeping what was typed', async () => {
    const transferPoints = vi.fn(async () => {
      throw refusal(400, { memberNumber: 'recipient_unknown' })
    })
    await accountSite('/en/my-profile/points', member({ transferPoints }), {
      signedIn: true,
    })
    const number = await screen.findByLabelText('Their member number')
    number.focus()
    await userEvent.keyboard('1234567890')
    await userEvent.tab()
    await userEvent.keyboard('Novak')
    await userEvent.tab()
    await userEvent.keyboard('800{Enter}')
    const summaryBox = (await screen.findByText('There is a problem')).closest(
      '[role="alert"]',
    )
    await waitFor(() => expect(summaryBox).toHaveFocus())
    expect(summaryBox).toHaveTextContent(
      'No member has this member number and last name. Please check both.',
    )
    expect(number).toHaveAccessibleDescription(
      'Ten digits, as shown in their profile. No member has this member number and last name. Please check both.',
    )
    expect(number).toHaveValue('1234567890')
    expect(screen.getByLabelText('Points to send')).toHaveValue('800')
    await expectNoAxeViolations()
  })

  it('sends the points, says so, empties the form and shows the new balance', async () => {
    const transferPoints = vi.fn(async () => ({
      transferId: 't1',
      points: 800,
      loyalty: summary(2400, { transferredThisYear: 1800 }),
    }))
    await accountSite('/en/my-profile/points', member({ transferPoints }), {
      signedIn: true,
    })
    await userEvent.type(
      await screen.findByLabelText('Their member number'),
      '1234567890',
    )
    await userEvent.type(screen.getByLabelText('Their last name'), 'Novak')
    await userEvent.type(screen.getByLabelText('Points to send'), '800')
    await userEvent.click(screen.getByRole('button', { name: 'Send points' }))
    expect(
      await screen.findByText('800 points sent. We have e-mailed you both.'),
    ).toBeInTheDocument()
    expect(screen.getByText('2,400')).toBeInTheDocument()
    expect(
      screen.getByText(/You have sent 1,800 this year/),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Points to send')).toHaveValue('')
    expect(transferPoints).toHaveBeenCalledWith(
      expect.objectContaining({
        memberNumber: '1234567890',
        lastName: 'Novak',
        points: 800,
      }),
    )
  })

  it('ASVS 7.5.1: a transfer without a recent sign-in asks to sign in again, and comes back', async () => {
    const { jar } = await accountSite(
      '/en/my-profile/points',
      member({
        transferPoints: async () => {
          throw refusal(401, { session: 'sign_in_again' })
        },
      }),
      { signedIn: true },
    )
    await userEvent.type(
      await screen.findByLabelText('Their member number'),
      '1234567890',
    )
    await userEvent.type(screen.getByLabelText('Their last name'), 'Novak')
    await userEvent.type(screen.getByLabelText('Points to send'), '800')
    await userEvent.click(screen.getByRole('button', { name: 'Send points' }))
    const alert = await screen.findByText(
      /sending points needs a sign-in within the last ten minutes/,
    )
    expect(alert.closest('[role="alert"]')).not.toBeNull()
    await userEvent.click(screen.getByRole('link', { name: 'Sign in again' }))
    // The sign-in page asks again although the member is signed in, then comes back here.
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/en/sign-in?again',
      ),
    )
    expect(
      await screen.findByText(
        'For your safety, please sign in again, then try once more.',
      ),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(decodeURIComponent(jar.jar.get('redirect-page') ?? '')).toBe(
        '/en/my-profile/points',
      ),
    )
  })
})
