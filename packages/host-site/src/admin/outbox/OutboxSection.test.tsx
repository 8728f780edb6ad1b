import type { OutputOf, adminOutboxMail } from '@resort/core/api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'
import { signedInAdmin } from '../testing'

afterEach(() => sessionStorage.clear())

type Mail = OutputOf<typeof adminOutboxMail>
const confirmation: Mail = {
  id: 'mail-1',
  to: 'ana.h@example.com',
  subject: 'Your booking AB12345678 at Hotel Vala',
  createdAt: '2026-11-24T08:30:00.000Z',
  sentAt: null,
  error: null,
  text: 'Dear Ana,\n\nthank you for your booking.\n  Check-in: 1 June 2027',
  headers: { 'Reply-To': 'reservations@example.com' },
  resend: 'as_sent',
}
const {
  text: _text,
  headers: _headers,
  resend: _resend,
  ...line
} = confirmation

const outbox = () =>
  signedInAdmin({
    adminOutbox: vi.fn(async () => ({
      items: [line],
      total: 1,
      page: 1,
      pageSize: 25,
    })),
    adminOutboxMail: vi.fn(async () => confirmation),
    resendMail: vi.fn(async () => ({ id: 'mail-2' })),
  })

describe('admin outbox (issue 14)', () => {
  it('issue 14: finds a mail and reads it as sent: subject, recipient, date and the text exactly as written', async () => {
    const api = outbox()
    await accountSite('/en/admin/outbox', api, { signedIn: true })
    await userEvent.type(
      await screen.findByRole('searchbox', {
        name: 'Part of the address or subject',
      }),
      'ana.h@{Enter}',
    )
    await waitFor(() =>
      expect(api.adminOutbox).toHaveBeenLastCalledWith({
        q: 'ana.h@',
        page: 1,
        pageSize: 25,
      }),
    )
    const table = await screen.findByRole('table', {
      name: 'Mails sent, newest first',
    })
    expect(
      within(table).getByRole('cell', { name: 'Kept in the outbox' }),
    ).toBeInTheDocument()
    await userEvent.click(
      within(table).getByRole('link', {
        name: 'Your booking AB12345678 at Hotel Vala',
      }),
    )
    const heading = await screen.findByRole('heading', {
      level: 3,
      name: 'Your booking AB12345678 at Hotel Vala',
    })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(api.adminOutboxMail).toHaveBeenCalledWith({ id: 'mail-1' })
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/en/admin/outbox?q=ana.h%40&mail=mail-1',
    )
    const mail = within(screen.getByRole('article'))
    expect(mail.getByText('ana.h@example.com')).toBeInTheDocument()
    expect(mail.getByText('Reply-To')).toBeInTheDocument()
    expect(
      mail.getByText(
        new Intl.DateTimeFormat('en', {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(confirmation.createdAt)),
      ),
    ).toBeInTheDocument()
    const body = mail.getByRole('region', { name: 'Text of the mail' })
    expect(body.querySelector('pre')?.textContent).toBe(confirmation.text)
    await expectNoAxeViolations()
  })

  it('issue 14: sends a mail again only after a confirmation, by keyboard; it is announced and the list reloads', async () => {
    const api = outbox()
    await accountSite('/en/admin/outbox?mail=mail-1', api, { signedIn: true })
    // The opened mail's heading takes the focus first (an effect); only then the test moves it.
    const heading = await screen.findByRole('heading', { level: 3 })
    await waitFor(() => expect(heading).toHaveFocus())
    const resend = screen.getByRole('button', { name: 'Send again' })
    resend.focus()
    await userEvent.keyboard('{Enter}')
    expect(
      screen.getByText(
        'Send this mail again to ana.h@example.com, exactly as it was?',
      ),
    ).toBeInTheDocument()
    const keep = screen.getByRole('button', { name: 'No, keep it' })
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Yes, send it again' }),
      ).toHaveFocus(),
    )
    await userEvent.click(keep)
    expect(api.resendMail).not.toHaveBeenCalled()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send again' })).toHaveFocus(),
    )
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Yes, send it again' }),
      ).toHaveFocus(),
    )
    const listed = (api.adminOutbox as ReturnType<typeof vi.fn>).mock.calls
      .length
    await userEvent.keyboard('{Enter}')
    expect(api.resendMail).toHaveBeenCalledExactlyOnceWith({ id: 'mail-1' })
    const done = await screen.findByText(
      'The mail has been sent again to ana.h@example.com.',
    )
    expect(done.closest('[role="status"]')).not.toBeNull()
    await waitFor(() =>
      expect(
        (api.adminOutbox as ReturnType<typeof vi.fn>).mock.calls.length,
      ).toBe(listed + 1),
    )
    await expectNoAxeViolations()
  })
})
