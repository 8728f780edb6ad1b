import type { OutputOf, adminRequests } from '@resort/core/api'
import { ApiError } from '@resort/core/api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'
import { signedInAdmin } from '../testing'

afterEach(() => sessionStorage.clear())

type ServiceRequest = OutputOf<typeof adminRequests>['items'][number]
const callback: ServiceRequest = {
  id: 'req-1',
  kind: 'callback',
  language: 'hr',
  email: 'ivana@example.com',
  form: {
    name: 'Ivana Kovač',
    phonenumber: '+385 91 234 5678',
    timeWindow: 'afternoon',
    privacyConsent: true,
  },
  propertyName: null,
  createdAt: '2026-11-25T13:05:00.000Z',
  status: 'new',
  note: null,
}
const listOf = (items: ServiceRequest[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
})

describe('admin requests (issue 14)', () => {
  it('issue 14: marks a call-back request done with a note; the save is announced and the request shows its new status', async () => {
    const updateRequest = vi.fn(
      async (change: {
        id: string
        status: ServiceRequest['status']
        note?: string
      }) => ({
        ...callback,
        status: change.status,
        note: change.note ?? null,
      }),
    )
    await accountSite(
      '/en/admin/requests',
      signedInAdmin({
        adminRequests: async () => listOf([callback]),
        updateRequest,
      }),
      { signedIn: true },
    )
    const item = within(
      await screen.findByRole('article', {
        name: 'Call-back request: Ivana Kovač',
      }),
    )
    expect(item.getByText('Best time to call')).toBeInTheDocument()
    expect(item.getByText('+385 91 234 5678')).toBeInTheDocument()
    expect(item.getByText('Agreed to the privacy policy')).toBeInTheDocument()
    expect(item.getByText(/Status: New/)).toBeInTheDocument()
    await expectNoAxeViolations()

    await userEvent.selectOptions(
      item.getByRole('combobox', { name: 'Status' }),
      'done',
    )
    await userEvent.type(
      item.getByRole('textbox', { name: 'Note for the team' }),
      'Called back at 14:10; booked by phone.',
    )
    await userEvent.click(item.getByRole('button', { name: 'Save' }))
    expect(updateRequest).toHaveBeenCalledWith({
      id: 'req-1',
      status: 'done',
      note: 'Called back at 14:10; booked by phone.',
    })
    const saved = await item.findByText('Saved. The request is now: Done.')
    expect(saved.closest('[role="status"]')).not.toBeNull()
    expect(item.getByText(/Status: Done/)).toBeInTheDocument()
  })

  it('issue 14: the status and kind filters go into the address and to the server', async () => {
    const requests = vi.fn(async () => listOf([callback]))
    await accountSite(
      '/en/admin/requests',
      signedInAdmin({ adminRequests: requests }),
      { signedIn: true },
    )
    expect(await screen.findByText('1 request found')).toBeInTheDocument()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Kind' }),
      'callback',
    )
    await userEvent.selectOptions(
      screen.getAllByRole('combobox', { name: 'Status' })[0]!,
      'in_progress',
    )
    await waitFor(() =>
      expect(requests).toHaveBeenLastCalledWith({
        status: 'in_progress',
        kind: 'callback',
        page: 1,
        pageSize: 20,
      }),
    )
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/en/admin/requests?kind=callback&status=in_progress',
    )
  })

  it('says when a save failed, and keeps the note typed', async () => {
    await accountSite(
      '/en/admin/requests',
      signedInAdmin({
        adminRequests: async () => listOf([callback]),
        updateRequest: () =>
          Promise.reject(
            new ApiError({ kind: 'generic', status: 0, message: 'offline' }),
          ),
      }),
      { signedIn: true },
    )
    const note = await screen.findByRole('textbox', {
      name: 'Note for the team',
    })
    await userEvent.type(note, 'No answer.')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    )
    expect(note).toHaveValue('No answer.')
  })
})

describe('admin booking requests (issue 14)', () => {
  it('names a booking request by the guest’s first and last name', async () => {
    await accountSite(
      '/en/admin/requests?kind=booking',
      signedInAdmin({
        adminRequests: async () =>
          listOf([
            {
              ...callback,
              id: 'req-2',
              kind: 'booking',
              form: {
                firstName: 'Marco',
                lastName: 'Rossi',
                dateFrom: '2027-07-01',
                dateTo: '2027-07-08',
                adults: 2,
                newsletter: false,
              },
            },
          ]),
      }),
      { signedIn: true },
    )
    const item = within(
      await screen.findByRole('article', {
        name: 'Booking request: Marco Rossi',
      }),
    )
    expect(item.getByText('Newsletter wanted')).toBeInTheDocument()
    expect(item.getByText('No')).toBeInTheDocument()
  })

  it('names the property and shows a request’s values in words: days in the page’s language, guests with plurals, the time to call', async () => {
    await accountSite(
      '/en/admin/requests',
      signedInAdmin({
        adminRequests: async () =>
          listOf([
            {
              ...callback,
              id: 'req-3',
              kind: 'booking',
              form: {
                firstName: 'Marco',
                lastName: 'Rossi',
                country: 'IT',
                propertyId: 'vala-krk',
                dateFrom: '2027-07-01',
                dateTo: '2027-07-08',
                adults: 2,
                children: 1,
                privacyConsent: true,
              },
              propertyName: 'Hotel Vala',
            },
            callback,
          ]),
      }),
      { signedIn: true },
    )
    const booking = within(
      await screen.findByRole('article', {
        name: 'Booking request: Marco Rossi',
      }),
    )
    expect(booking.getByText('July 1, 2027')).toBeInTheDocument()
    expect(booking.getByText('July 8, 2027')).toBeInTheDocument()
    expect(booking.getByText('2 adults')).toBeInTheDocument()
    expect(booking.getByText('1 child')).toBeInTheDocument()
    expect(booking.getByText('Italy')).toBeInTheDocument()
    expect(booking.getByText('Hotel Vala')).toBeInTheDocument()
    expect(booking.getByText('Yes')).toBeInTheDocument()
    const call = within(
      screen.getByRole('article', { name: 'Call-back request: Ivana Kovač' }),
    )
    expect(call.getByText('In the afternoon')).toBeInTheDocument()
  })
})
