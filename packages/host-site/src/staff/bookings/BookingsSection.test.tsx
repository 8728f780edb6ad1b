import type { InputOf, OutputOf, adminBookings } from '@resort/core/api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { expectNoAxeViolations } from '../../testing/axe'
import { signedInAdmin } from '../testing'

afterEach(() => sessionStorage.clear())

type Line = OutputOf<typeof adminBookings>['items'][number]
const line = (
  bookingId: string,
  guestName: string,
  totalPrice: number,
): Line => ({
  bookingId,
  status: 'confirmed',
  propertyId: 'vala-krk',
  propertyName: 'Hotel Vala',
  checkIn: '2027-06-01',
  checkOut: '2027-06-04',
  guestName,
  email: `${bookingId.toLowerCase()}@example.com`,
  totalPrice,
  currency: 'EUR',
  createdAt: '2026-11-20T09:15:00.000Z',
})

/** 60 bookings, answered a page at a time as the server does. */
function bookingsServer() {
  const all = Array.from({ length: 60 }, (_, i) =>
    line(`AB${String(i).padStart(8, '0')}`, `Guest ${i}`, 10_000 + i),
  )
  return vi.fn(async (query: InputOf<typeof adminBookings>) => {
    const page = query.page ?? 1
    const pageSize = query.pageSize ?? 25
    const found = query.q
      ? all.filter((item) => item.guestName.includes(query.q!))
      : all
    return {
      items: found.slice((page - 1) * pageSize, page * pageSize),
      total: found.length,
      page,
      pageSize,
    }
  })
}

const properties = async () => ({
  items: [
    {
      propertyId: 'vala-krk',
      name: 'Hotel Vala',
      type: 'hotel',
      stars: 4,
      city: 'Krk',
      regionId: 'kvarner',
      regionName: 'Kvarner',
      href: '/en/accommodation/vala-krk',
      currency: 'EUR',
    },
  ],
})

const address = () => screen.getByTestId('address').textContent

describe('admin bookings (issue 14): TanStack Table over the server’s sort, filter and paging', () => {
  it('issue 14: a sortable header is a button that asks the server for that sort; aria-sort follows; the count is announced', async () => {
    const adminBookings = bookingsServer()
    await accountSite(
      '/en/admin/bookings',
      signedInAdmin({ adminBookings, adminPropertiesSearch: properties }),
      { signedIn: true },
    )
    const table = await screen.findByRole('table', {
      name: 'Bookings found, sorted by Booked on (descending)',
    })
    expect(
      screen.getByText('60 bookings found').closest('[role="status"]'),
    ).not.toBeNull()
    expect(adminBookings).toHaveBeenLastCalledWith({
      lang: 'en',
      sort: 'created',
      order: 'desc',
      page: 1,
      pageSize: 25,
    })
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      'descending',
    ])
    expect(within(table).getAllByRole('row')).toHaveLength(26)
    expect(document.title).toBe('Bookings · Staff area – Adria Alpe Resorts')
    expect(
      within(table).getByRole('cell', { name: '€100.00' }),
    ).toBeInTheDocument()
    await expectNoAxeViolations()

    await userEvent.click(within(table).getByRole('button', { name: /^Guest/ }))
    await waitFor(() =>
      expect(adminBookings).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'guest', order: 'asc', page: 1 }),
      ),
    )
    expect(address()).toBe('/en/admin/bookings?sort=guest&order=asc')
    const guest = await screen.findByRole('columnheader', { name: /^Guest/ })
    await waitFor(() => expect(guest).toHaveAttribute('aria-sort', 'ascending'))
    // The same header again: the other way round.
    await userEvent.click(within(guest).getByRole('button'))
    await waitFor(() =>
      expect(adminBookings).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'guest', order: 'desc' }),
      ),
    )
    await waitFor(() =>
      expect(guest).toHaveAttribute('aria-sort', 'descending'),
    )
  })

  it('issue 14: the page controls ask the server for the next page, kept in the address', async () => {
    const adminBookings = bookingsServer()
    await accountSite(
      '/en/admin/bookings?sort=total&order=asc',
      signedInAdmin({ adminBookings, adminPropertiesSearch: properties }),
      { signedIn: true },
    )
    const pages = await screen.findByRole('navigation', {
      name: 'Pages of bookings',
    })
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument()
    expect(
      within(pages).getByRole('button', { name: 'Previous page' }),
    ).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(
      within(pages).getByRole('button', { name: 'Next page' }),
    )
    await waitFor(() =>
      expect(adminBookings).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'total', order: 'asc', page: 2 }),
      ),
    )
    expect(address()).toBe('/en/admin/bookings?sort=total&order=asc&page=2')
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument()
    await userEvent.click(
      within(pages).getByRole('button', { name: 'Next page' }),
    )
    expect(await within(pages).findByText('Page 3 of 3')).toBeInTheDocument()
    const next = within(pages).getByRole('button', { name: 'Next page' })
    expect(next).toHaveAttribute('aria-disabled', 'true')
    // The last page's button keeps the focus, and asks for nothing more.
    expect(next).toHaveFocus()
    const asked = adminBookings.mock.calls.length
    await userEvent.click(next)
    expect(adminBookings).toHaveBeenCalledTimes(asked)
  })

  it('issue 14: the filters go into the address (a new search starts at page one), and an address with filters fills the form and searches', async () => {
    const adminBookings = bookingsServer()
    await accountSite(
      '/en/admin/bookings?page=2',
      signedInAdmin({ adminBookings, adminPropertiesSearch: properties }),
      { signedIn: true },
    )
    await screen.findByRole('table')
    await userEvent.type(
      screen.getByRole('searchbox', {
        name: 'Booking number, guest name or e-mail',
      }),
      'Guest 1',
    )
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Property' }),
      await screen.findByRole('option', { name: 'Hotel Vala, Krk' }),
    )
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Status' }),
      'confirmed',
    )
    await userEvent.type(screen.getByLabelText('Staying from'), '2027-06-01')
    await userEvent.type(screen.getByLabelText('Staying until'), '2027-06-30')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(adminBookings).toHaveBeenLastCalledWith({
        lang: 'en',
        q: 'Guest 1',
        propertyId: 'vala-krk',
        status: 'confirmed',
        from: '2027-06-01',
        to: '2027-06-30',
        sort: 'created',
        order: 'desc',
        page: 1,
        pageSize: 25,
      }),
    )
    expect(address()).toBe(
      '/en/admin/bookings?q=Guest+1&propertyId=vala-krk&status=confirmed&from=2027-06-01&to=2027-06-30',
    )
    expect(await screen.findByText('11 bookings found')).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('issue 14: an address with filters (a reload, back or forward) fills the form and searches with them', async () => {
    const adminBookings = bookingsServer()
    await accountSite(
      '/en/admin/bookings?q=Guest+2&status=cancelled&sort=checkIn&order=asc',
      signedInAdmin({ adminBookings, adminPropertiesSearch: properties }),
      { signedIn: true },
    )
    expect(
      await screen.findByRole('searchbox', {
        name: 'Booking number, guest name or e-mail',
      }),
    ).toHaveValue('Guest 2')
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue(
      'cancelled',
    )
    expect(adminBookings).toHaveBeenLastCalledWith(
      expect.objectContaining({
        q: 'Guest 2',
        status: 'cancelled',
        sort: 'checkIn',
        order: 'asc',
      }),
    )
  })

  it('refuses a stay that ends before it starts at the field, keeping what was typed', async () => {
    const adminBookings = bookingsServer()
    await accountSite(
      '/en/admin/bookings',
      signedInAdmin({ adminBookings, adminPropertiesSearch: properties }),
      { signedIn: true },
    )
    await screen.findByRole('table')
    const calls = adminBookings.mock.calls.length
    await userEvent.type(screen.getByLabelText('Staying from'), '2027-06-10')
    await userEvent.type(screen.getByLabelText('Staying until'), '2027-06-01')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end date is before the start date.',
    )
    expect(screen.getByLabelText('Staying until')).toHaveFocus()
    expect(screen.getByLabelText('Staying from')).toHaveValue('2027-06-10')
    expect(adminBookings).toHaveBeenCalledTimes(calls)
  })
})
