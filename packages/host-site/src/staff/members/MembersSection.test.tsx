import {
  ApiError,
  type InputOf,
  type adjustMemberPoints,
} from '@resort/core/api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'
import { signedInAdmin } from '../testing'

afterEach(() => sessionStorage.clear())

const ana = {
  userId: 'user-ana',
  email: 'ana.h@example.com',
  firstName: 'Ana',
  lastName: 'Horvat',
  memberNumber: '1234567890',
  joinedAt: '2026-01-10T10:00:00.000Z',
  earned: 600,
  pending: 200,
}
const entry = {
  id: 'entry-1',
  bucket: 'earned' as const,
  points: 600,
  reason: 'adjustment' as const,
  bookingId: null,
  offer: null,
  note: 'Apology for the noisy room',
  createdAt: '2026-11-20T10:00:00.000Z',
}
type Adjustment = InputOf<typeof adjustMemberPoints>

function club(
  adjust: (input: Adjustment) => Promise<{ earned: number; pending: number }>,
) {
  return signedInAdmin({
    adminMembers: vi.fn(async () => ({ items: [ana] })),
    adminMemberPoints: vi.fn(async () => ({ entries: [entry] })),
    adjustMemberPoints: vi.fn(adjust),
  })
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('admin members and points (issue 14)', () => {
  it('issue 14: finds a member and opens the points history as the member reads it', async () => {
    const api = club(async () => ({ earned: 600, pending: 200 }))
    await accountSite('/en/admin/members', api, { signedIn: true })
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please type what to search for.',
    )
    expect(api.adminMembers).not.toHaveBeenCalled()
    await userEvent.type(
      screen.getByRole('searchbox', { name: /Part of the address or name/ }),
      'ana.h{Enter}',
    )
    const found = await screen.findByRole('table', { name: 'Members found' })
    expect(api.adminMembers).toHaveBeenCalledWith({ q: 'ana.h' })
    expect(
      within(found).getByRole('cell', { name: '1234567890' }),
    ).toBeInTheDocument()
    await userEvent.click(
      within(found).getByRole('link', { name: 'Points of Ana Horvat' }),
    )
    const heading = await screen.findByRole('heading', {
      level: 3,
      name: 'Points of Ana Horvat',
    })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/en/admin/members?q=ana.h&member=user-ana',
    )
    const history = await screen.findByRole('table', {
      name: 'Points history of Ana Horvat, newest first',
    })
    expect(
      within(history).getByRole('cell', {
        name: 'Adjusted by staff: Apology for the noisy room',
      }),
    ).toBeInTheDocument()
    expect(api.adminMemberPoints).toHaveBeenCalledWith({
      userId: 'user-ana',
      lang: 'en',
    })
    await expectNoAxeViolations()
  })

  it('issue 14: an adjustment’s errors show at their fields (a number that is not whole, taking more than the member has), keeping what was typed; pressed again, it changes nothing more', async () => {
    // As the server does: an id it has seen changes nothing more.
    let earned = 600
    const seen = new Set<string>()
    const api = club(async ({ points, requestId }) => {
      if (earned + points < 0)
        throw new ApiError({
          kind: 'missing_params',
          status: 400,
          message: 'too many',
          fields: { points: 'insufficient_points' },
        })
      if (!seen.has(requestId)) earned += points
      seen.add(requestId)
      return { earned, pending: 200 }
    })
    await accountSite('/en/admin/members?q=ana&member=user-ana', api, {
      signedIn: true,
    })
    const points = await screen.findByRole('textbox', { name: 'Points' })
    const note = screen.getByRole('textbox', { name: 'Reason' })
    await userEvent.type(points, '12.5')
    await userEvent.click(screen.getByRole('button', { name: 'Adjust points' }))
    const summary = await screen.findByRole('alert')
    expect(summary).toHaveTextContent(
      'Please enter a whole number, such as 500 or -500.',
    )
    expect(summary).toHaveTextContent('Reason: Please fill this in.')
    expect(summary).toHaveFocus()
    expect(points).toHaveAttribute('aria-invalid', 'true')
    expect(points).toHaveAccessibleDescription(/Please enter a whole number/)
    expect(api.adjustMemberPoints).not.toHaveBeenCalled()
    await expectNoAxeViolations()

    await userEvent.clear(points)
    await userEvent.type(points, '-1000')
    await userEvent.type(note, 'Booked twice by mistake')
    await userEvent.click(screen.getByRole('button', { name: 'Adjust points' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Points: The member does not have that many earned points to take.',
      ),
    )
    expect(points).toHaveValue('-1000')
    expect(note).toHaveValue('Booked twice by mistake')

    await userEvent.clear(points)
    await userEvent.type(points, '-400')
    // Pressed twice: one adjustment.
    await userEvent.dblClick(
      screen.getByRole('button', { name: 'Adjust points' }),
    )
    const done = await screen.findByText(
      'Done: -400 points for Ana Horvat, who now has 200 earned points.',
    )
    expect(done.closest('[role="status"]')).not.toBeNull()
    const sent = () =>
      (api.adjustMemberPoints as ReturnType<typeof vi.fn>).mock.calls.map(
        ([input]) => input as Adjustment,
      )
    const [refused, ...adjusted] = sent()
    // The refused try wrote nothing, so its id serves the corrected adjustment.
    expect(refused!.requestId).toMatch(UUID)
    expect(adjusted.length).toBeGreaterThan(0)
    for (const input of adjusted)
      expect(input).toEqual({
        requestId: refused!.requestId,
        userId: 'user-ana',
        points: -400,
        note: 'Booked twice by mistake',
      })
    expect(points).toHaveValue('-400')

    // Pressed once more without a change: the same request, which the server does not repeat.
    await userEvent.click(screen.getByRole('button', { name: 'Adjust points' }))
    await waitFor(() => expect(sent()).toHaveLength(adjusted.length + 2))
    expect(sent().at(-1)!.requestId).toBe(refused!.requestId)

    // A field changed: the next adjustment, with a new id.
    await userEvent.clear(points)
    await userEvent.type(points, '50')
    expect(screen.queryByText(/^Done:/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Adjust points' }))
    await waitFor(() => expect(sent().at(-1)!.points).toBe(50))
    expect(sent().at(-1)!.requestId).toMatch(UUID)
    expect(sent().at(-1)!.requestId).not.toBe(refused!.requestId)
    expect(
      await screen.findByText(
        'Done: +50 points for Ana Horvat, who now has 250 earned points.',
      ),
    ).toBeInTheDocument()
  })
})

describe('admin members outside the club (issue 14)', () => {
  it('offers no adjustment for an account that has not joined the club', async () => {
    await accountSite(
      '/en/admin/members?q=guest&member=user-guest',
      signedInAdmin({
        adminMembers: async () => ({
          items: [
            {
              ...ana,
              userId: 'user-guest',
              firstName: 'Marko',
              lastName: 'Gost',
              memberNumber: null,
              joinedAt: null,
              earned: 0,
              pending: 0,
            },
          ],
        }),
        adminMemberPoints: async () => ({ entries: [] }),
      }),
      { signedIn: true },
    )
    expect(
      await screen.findByText(
        'Marko Gost has not joined the club, so there are no points to adjust.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Adjust points' })).toBeNull()
    expect(
      screen.getByRole('cell', { name: 'Not in the club' }),
    ).toBeInTheDocument()
  })
})
