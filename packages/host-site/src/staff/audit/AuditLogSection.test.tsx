import type { OutputOf, auditLog } from '@resort/core/api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'
import { signedInAdmin, STAFF } from '../testing'

afterEach(() => sessionStorage.clear())

type Entry = OutputOf<typeof auditLog>['items'][number]
const entries: Entry[] = [
  {
    id: 'audit-2',
    at: '2026-11-25T14:10:00.000Z',
    adminEmail: STAFF,
    action: 'request_updated',
    entity: 'request',
    entityId: 'req-1',
    before: { status: 'new', note: null },
    after: { status: 'done', note: 'Called back; booked by phone.' },
    note: null,
  },
  {
    id: 'audit-1',
    at: '2026-11-24T09:00:00.000Z',
    adminEmail: STAFF,
    action: 'points_adjusted',
    entity: 'member',
    entityId: 'user-ana',
    before: { earned: 1000 },
    after: { earned: 600 },
    note: 'Booked twice by mistake',
  },
]

describe('admin audit log (issue 14)', () => {
  it('issue 31: each change shows who, when, and what changed as a sentence staff would say', async () => {
    await accountSite(
      '/en/admin/audit-log',
      signedInAdmin({
        auditLog: async () => ({
          items: entries,
          total: 2,
          page: 1,
          pageSize: 25,
        }),
      }),
      { signedIn: true },
    )
    const table = await screen.findByRole('table', {
      name: 'Admin changes, newest first',
    })
    expect(
      screen.getByText('2 changes found').closest('[role="status"]'),
    ).not.toBeNull()
    const [, request, points] = within(table).getAllByRole('row')
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    expect(cells(request!)).toEqual([
      new Intl.DateTimeFormat('en', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(entries[0]!.at)),
      STAFF,
      'Request req-1 marked Done',
      'Note: Called back; booked by phone.',
    ])
    expect(cells(points!).slice(2)).toEqual([
      'Points for member user-ana: -400 (Booked twice by mistake)',
      'Earned points: 1,000 → 600',
    ])
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Who', 'What', 'Details'])
    await expectNoAxeViolations()
  })

  it('issue 31: a change the site has no words for shows its values named, before and after, not as JSON', async () => {
    await accountSite(
      '/en/admin/audit-log',
      signedInAdmin({
        auditLog: async () => ({
          items: [
            {
              ...entries[0]!,
              action: 'gift_card_issued',
              entity: 'gift_card',
              before: null,
              after: {
                amountMinor: 5000,
                sentTo: { email: 'ana@example.com' },
              },
              note: null,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 25,
        }),
      }),
      { signedIn: true },
    )
    const table = await screen.findByRole('table', {
      name: 'Admin changes, newest first',
    })
    const details = within(table).getAllByRole('cell')[3]!
    const named = within(details)
      .getAllByRole('term')
      .map(
        (term) =>
          `${term.textContent}: ${term.nextElementSibling?.textContent}`,
      )
    expect(named).toEqual([
      'amount minor: 5000',
      'sent to: email: ana@example.com',
    ])
    expect(details).toHaveTextContent(/^Beforenone/)
    expect(details.textContent).not.toContain('{')
    await expectNoAxeViolations()
  })

  it('issue 14: searches by who, what or which, and by kind of thing, with pages kept in the address', async () => {
    const search = vi.fn(async () => ({
      items: entries,
      total: 60,
      page: 1,
      pageSize: 25,
    }))
    await accountSite(
      '/en/admin/audit-log',
      signedInAdmin({ auditLog: search }),
      {
        signedIn: true,
      },
    )
    await userEvent.type(
      await screen.findByRole('searchbox', {
        name: 'Admin’s e-mail, action or id',
      }),
      'user-ana',
    )
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Kind of thing' }),
      'member',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith({
        q: 'user-ana',
        entity: 'member',
        page: 1,
        pageSize: 25,
      }),
    )
    const pages = await screen.findByRole('navigation', {
      name: 'Pages of the audit log',
    })
    await userEvent.click(
      within(pages).getByRole('button', { name: 'Next page' }),
    )
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 2 }),
      ),
    )
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/en/admin/audit-log?q=user-ana&entity=member&page=2',
    )
  })
})
