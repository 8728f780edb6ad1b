import { ApiError, type FinalQuoteResponse } from '@resort/core/api'
import { staffBooking } from '@resort/core/staffBooking/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountSite } from '../../testing/accountSite'
import { signedInAdmin } from '../testing'

afterEach(() => sessionStorage.clear())

const quoted = (totalPrice: number) =>
  ({ totalPrice, currency: 'EUR' }) as unknown as FinalQuoteResponse

async function changeForm(handlers: Parameters<typeof signedInAdmin>[0]) {
  const api = signedInAdmin({
    adminBooking: vi.fn(async () => staffBooking()),
    ...handlers,
  })
  await accountSite('/en/admin/bookings/AA7K2M9QXB', api, { signedIn: true })
  return within(
    await screen.findByRole('region', { name: 'Change for the guest' }),
  )
}

async function typeCheckOut(
  change: Awaited<ReturnType<typeof changeForm>>,
  date: string,
) {
  const checkOut = change.getByLabelText('Check-out')
  await userEvent.clear(checkOut)
  await userEvent.type(checkOut, date)
}

describe('a change for the guest on the change machine (issue 31)', () => {
  it('asks no price for the booking as it is, and says what to change', async () => {
    const adminChangeQuote = vi.fn()
    const change = await changeForm({ adminChangeQuote })
    await userEvent.click(
      change.getByRole('button', { name: 'Check the new price' }),
    )
    expect(await change.findByRole('alert')).toHaveTextContent(
      'Nothing is changed yet: please change the dates or the guests first.',
    )
    expect(adminChangeQuote).not.toHaveBeenCalled()
  })

  it('says the rooms are not free when the price is refused as sold out', async () => {
    const change = await changeForm({
      adminChangeQuote: async () => {
        throw new ApiError({ kind: 'sold_out', status: 409, message: 'x' })
      },
    })
    await typeCheckOut(change, '2027-06-14')
    await userEvent.click(
      change.getByRole('button', { name: 'Check the new price' }),
    )
    expect(
      await change.findByText('The rooms are not free for these dates.'),
    ).toBeInTheDocument()
  })

  it('after a price-changed refusal, shows the new price at once to save at', async () => {
    const adminChangeQuote = vi
      .fn()
      .mockResolvedValueOnce(quoted(66_000))
      .mockResolvedValue(quoted(68_000))
    const adminChangeBooking = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({ kind: 'price_changed', status: 409, message: 'x' }),
      )
      .mockResolvedValue(staffBooking({ totalPrice: 68_000 }))
    const change = await changeForm({ adminChangeQuote, adminChangeBooking })
    await typeCheckOut(change, '2027-06-14')
    await userEvent.click(
      change.getByRole('button', { name: 'Check the new price' }),
    )
    await userEvent.type(
      await change.findByRole('textbox', { name: 'Reason for the guest' }),
      'Guest phoned',
    )
    await userEvent.click(
      change.getByRole('button', { name: 'Save the change' }),
    )
    expect(
      await change.findByText(
        'The price changed meanwhile. Please check the new price and save again.',
      ),
    ).toBeInTheDocument()
    expect(
      await change.findByText(
        'New total €680.00. That is €185.00 more than now.',
      ),
    ).toBeInTheDocument()
    await userEvent.click(
      change.getByRole('button', { name: 'Save the change' }),
    )
    expect(adminChangeBooking).toHaveBeenLastCalledWith(
      expect.objectContaining({
        expectedTotal: 68_000,
        reason: 'Guest phoned',
      }),
    )
    expect(
      await screen.findByText(
        'The booking is changed and the guest has been mailed.',
      ),
    ).toBeInTheDocument()
  })
  it('says a room needs an adult, and a guest count a whole number, in words for guests, not points', async () => {
    const adminChangeQuote = vi.fn()
    const change = await changeForm({ adminChangeQuote })
    const adults = change.getByLabelText('Adults in Double room')
    await userEvent.clear(adults)
    await userEvent.type(adults, '0')
    await userEvent.click(
      change.getByRole('button', { name: 'Check the new price' }),
    )
    expect(
      await change.findAllByText('At least one adult stays in each room.'),
    ).not.toHaveLength(0)
    expect(
      change.queryByText('That takes away too many at once.'),
    ).not.toBeInTheDocument()
    expect(adminChangeQuote).not.toHaveBeenCalled()
  })
})
