import { ApiError, type OutputOf, type adminOutboxMail } from '@resort/core/api'
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

const outbox = (
  mail: Mail = confirmation,
  resend: () => Promise<{ id: string }> = async () => ({ id: 'mail-2' }),
) =>
  signedInAdmin({
    adminOutbox: vi.fn(async () => ({
      items: [line],
      total: 1,
      page: 1,
      pageSize: 25,
    })),
    adminOutboxMail: vi.fn(async () => mail),
    resendMail: vi.fn(resend),
  })

// What the server shows staff of a reset mail: its link, the token hidden (issue 30).
const reset: Mail = {
  ...confirmation,
  subject: 'Set a new password',
  text: 'Dear Ana,\n\nhttps://resort.example/en/reset-password#token=[hidden]',
  headers: {},
  resend: 'new_link',
}

/** The opened mail, once its heading has taken the focus. */
async function openedMail(api: ReturnType<typeof outbox>) {
  await accountSite('/en/admin/outbox?mail=mail-1', api, { signedIn: true })
  const heading = await screen.findByRole('heading', { level: 3 })
  await waitFor(() => expect(heading).toHaveFocus())
  return within(screen.getByRole('article'))
}

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

  it('issue 30: a reset mail shows its link with the token hidden; sending again says a new link goes in place of the old', async () => {
    const api = outbox(reset)
    const mail = await openedMail(api)
    const body = mail.getByRole('region', { name: 'Text of the mail' })
    expect(body.querySelector('pre')?.textContent).toBe(reset.text)
    expect(
      mail.getByText(
        'Links and codes that let the recipient in read [hidden] here; only the recipient’s mail holds them.',
      ),
    ).toBeInTheDocument()
    const resend = mail.getByRole('button', { name: 'Send again' })
    expect(resend).toHaveAccessibleDescription(
      'A new link will be sent; the link in this mail then stops working.',
    )
    await userEvent.click(resend)
    expect(
      mail.getByText(
        'Send ana.h@example.com a new link? The link in this mail then stops working.',
      ),
    ).toBeInTheDocument()
    await userEvent.click(
      mail.getByRole('button', { name: 'Yes, send a new link' }),
    )
    expect(api.resendMail).toHaveBeenCalledExactlyOnceWith({ id: 'mail-1' })
    expect(
      await mail.findByText('A new link has been sent to ana.h@example.com.'),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('issue 30: says why nothing was sent when the address has been confirmed meanwhile', async () => {
    const api = outbox(
      { ...reset, subject: 'Confirm your e-mail address' },
      () =>
        Promise.reject(
          new ApiError({
            kind: 'conflict',
            status: 409,
            message: 'This address is already confirmed; nothing was sent.',
            fields: { id: 'already_confirmed' },
          }),
        ),
    )
    const mail = await openedMail(api)
    await userEvent.click(mail.getByRole('button', { name: 'Send again' }))
    await userEvent.click(
      mail.getByRole('button', { name: 'Yes, send a new link' }),
    )
    const refused = await mail.findByText(
      'This address is already confirmed; nothing was sent.',
    )
    expect(refused.closest('[role="alert"]')).not.toBeNull()
  })

  it('issue 30: an admin’s sign-in code mail offers no "Send again": the admin asks for a new code at sign-in', async () => {
    const api = outbox({
      ...confirmation,
      subject: 'Your code for the admin area',
      text: 'Enter this code: [hidden]',
      headers: {},
      resend: 'new_code_at_sign_in',
    })
    const mail = await openedMail(api)
    expect(mail.queryByRole('button', { name: 'Send again' })).toBeNull()
    expect(
      mail.getByText(
        'A sign-in code is never sent again: the admin asks for a new code when signing in.',
      ),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })
})
