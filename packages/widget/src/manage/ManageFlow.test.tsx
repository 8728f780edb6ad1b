import {
  ApiError,
  type ExistingBookingResponse,
  type FinalQuoteResponse,
  type PropertyResponse,
} from '@resort/core/api'
import { fakeApiClient } from '@resort/core/api/testing'
import { SESSION_KEYS } from '@resort/core/reservation'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { confirmedBooking } from '../confirmation/testing'
import { manageResources } from '../i18n/manageResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { ManageFlow, type ManageView } from './ManageFlow'

const TOKEN = 'signed-token-of-AAR-7K2M9Q'

const property = {
  units: [],
  supplements: [
    {
      serviceId: 'parking',
      name: 'Garage parking',
      description: '',
      category: 'transport',
      priceType: 'PerStay',
      price: 4_500,
      maxQuantity: 2,
    },
    {
      serviceId: 'late-checkout',
      name: 'Late check-out',
      description: '',
      category: 'comfort',
      priceType: 'PerStay',
      price: 3_000,
      maxQuantity: 1,
    },
  ],
} as unknown as PropertyResponse

const notFound = () =>
  new ApiError({ kind: 'not_found', status: 404, message: 'not found' })

function fakeApi(booking: ExistingBookingResponse) {
  let current = booking
  const api = {
    viewBooking: vi.fn(async ({ token }: { token: string }) => {
      if (token !== TOKEN) throw notFound()
      return current
    }),
    viewBookingAvailability: vi.fn(async () => ({ days: [] })),
    property: vi.fn(async () => property),
    editBookingQuote: vi.fn(
      async (request: { dateTo: string }) =>
        ({
          totalPrice: request.dateTo === '2027-06-16' ? 155_000 : 127_500,
        }) as FinalQuoteResponse,
    ),
    editBooking: vi.fn(
      async (request: { dateTo: string; expectedTotal: number }) => {
        current = {
          ...current,
          checkOut: request.dateTo,
          totalPrice: request.expectedTotal,
        }
        return current
      },
    ),
    cancelBooking: vi.fn(async () => {
      current = {
        ...current,
        status: 'cancelled' as const,
        editable: false,
        deletable: false,
        notEditableReason: 'cancelled' as const,
        cancellation: { ...current.cancellation, fee: 38_250 },
      }
      return current
    }),
    editGuest: vi.fn(
      async (request: { guest: { email: string; phonenumber: string } }) => {
        current = {
          ...current,
          userDetails: {
            ...current.userDetails,
            email: request.guest.email,
            telephone: request.guest.phonenumber,
          },
        }
        return current
      },
    ),
    findBooking: vi.fn(
      async (request: { bookingId: string; email: string }) => {
        if (request.email !== current.userDetails.email) throw notFound()
        return { bookingURI: `/en/booking/modify?token=${TOKEN}` }
      },
    ),
  }
  return api
}

function renderFlow(
  api: ReturnType<typeof fakeApi>,
  token: string | undefined = TOKEN,
  initialView: ManageView = 'booking',
  lang = 'en',
) {
  const onViewChange = vi.fn()
  render(
    <WidgetTranslations lang={lang} resources={manageResources}>
      <ManageFlow
        api={fakeApiClient(api as never)}
        token={token}
        initialView={initialView}
        onViewChange={onViewChange}
      />
    </WidgetTranslations>,
  )
  return { onViewChange }
}

beforeEach(() => sessionStorage.clear())

describe('managing a booking (issue 7)', () => {
  it('finds a booking by number and e-mail; a mismatch keeps what was typed and says what to check', async () => {
    const user = userEvent.setup()
    const api = fakeApi(confirmedBooking())
    renderFlow(api, '')
    await user.click(screen.getByRole('button', { name: 'Find booking' }))
    expect(screen.getByLabelText('Booking number')).toHaveAccessibleDescription(
      /Please fill in this field/,
    )
    expect(screen.getByLabelText('Booking number')).toHaveFocus()
    await user.type(screen.getByLabelText('Booking number'), 'AAR-7K2M9Q')
    await user.type(screen.getByLabelText('E-mail address'), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Find booking' }))
    expect(
      await screen.findByText(/^No booking matches this booking number/),
    ).toHaveAttribute('role', 'alert')
    expect(screen.getByLabelText('Booking number')).toHaveValue('AAR-7K2M9Q')
    await user.clear(screen.getByLabelText('E-mail address'))
    await user.type(
      screen.getByLabelText('E-mail address'),
      'ana.horvat@example.com',
    )
    await user.click(screen.getByRole('button', { name: 'Find booking' }))
    expect(
      await screen.findByRole('heading', { name: 'Your booking AAR-7K2M9Q' }),
    ).toBeInTheDocument()
    expect(api.viewBooking).toHaveBeenCalledWith({ token: TOKEN, lang: 'en' })
  })

  it('refuses a tampered link and offers to find the booking instead', async () => {
    renderFlow(fakeApi(confirmedBooking()), `${TOKEN}x`)
    expect(
      await screen.findByRole('heading', {
        name: 'This booking link is not valid',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Find booking' }),
    ).toBeInTheDocument()
  })

  it('shows why a booking cannot be changed (SPEC 4: editable only when the server says so)', async () => {
    renderFlow(
      fakeApi(
        confirmedBooking({ editable: false, notEditableReason: 'prepaid' }),
      ),
    )
    expect(
      await screen.findByRole('heading', {
        name: 'This booking cannot be changed online',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('The booking has been paid in advance.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Change dates' })).toBeNull()
  })

  it('changes the dates: the server prices the change, the difference is shown, then confirmed', async () => {
    const user = userEvent.setup()
    const api = fakeApi(confirmedBooking())
    const { onViewChange } = renderFlow(api)
    const heard: unknown[] = []
    document.addEventListener('resort:booking-modified', (event) =>
      heard.push(event.detail),
    )
    await user.click(
      await screen.findByRole('button', { name: 'Change dates' }),
    )
    expect(
      screen.getByRole('heading', { name: 'Change booking AAR-7K2M9Q' }),
    ).toHaveFocus()
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(
      'Change the dates, rooms, guests or extras',
    )
    expect(
      screen.getByRole('button', { name: 'Confirm change' }),
    ).toBeDisabled()
    const checkOut = screen.getByLabelText('Check-out')
    await user.clear(checkOut)
    await user.type(checkOut, '2027-06-16')
    expect(
      await screen.findByText(
        'New total: €1,550.00. That is €275.00 more than now.',
      ),
    ).toBeInTheDocument()
    // SPEC 4: the change in progress is kept under reservation_modify_state.
    expect(
      JSON.parse(sessionStorage.getItem(SESSION_KEYS.reservationModify) ?? '')
        .draft.dateTo,
    ).toBe('2027-06-16')
    await user.click(screen.getByRole('button', { name: 'Confirm change' }))
    expect(api.editBooking).toHaveBeenCalledWith(
      expect.objectContaining({
        token: TOKEN,
        dateFrom: '2027-06-12',
        dateTo: '2027-06-16',
        expectedTotal: 155_000,
      }),
    )
    expect(
      await screen.findByRole('heading', {
        name: 'Booking AAR-7K2M9Q has been changed',
      }),
    ).toHaveFocus()
    expect(
      screen.getByText('Total before: €1,275.00, now: €1,550.00.'),
    ).toBeInTheDocument()
    // Issue 33: once the change is made, the difference is against the price before it.
    expect(
      screen.getByText('That is €275.00 more than before.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/than now/)).toBeNull()
    expect(heard).toEqual([
      {
        bookingId: 'AAR-7K2M9Q',
        total: 155_000,
        previousTotal: 127_500,
        currency: 'EUR',
      },
    ])
    expect(onViewChange).toHaveBeenLastCalledWith('changed', TOKEN)
    expect(
      sessionStorage.getItem(SESSION_KEYS.reservationModifyConfirmation),
    ).toContain('"previousTotal":127500')
  })

  it('says at the date why the stay cannot be booked, and marks the date invalid', async () => {
    const user = userEvent.setup()
    renderFlow(fakeApi(confirmedBooking()))
    await user.click(
      await screen.findByRole('button', { name: 'Change dates' }),
    )
    const checkOut = screen.getByLabelText('Check-out')
    expect(checkOut).not.toHaveAttribute('aria-invalid')
    await user.clear(checkOut)
    await user.type(checkOut, '2027-06-11')
    expect(checkOut).toHaveAccessibleDescription(
      'Check-out must be after check-in.',
    )
    expect(checkOut).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Check-in')).not.toHaveAttribute(
      'aria-invalid',
    )
  })

  it('says when the rooms and extras could not be loaded, and tries again', async () => {
    const user = userEvent.setup()
    const api = fakeApi(confirmedBooking())
    api.property.mockRejectedValueOnce(new Error('offline'))
    renderFlow(api)
    await user.click(
      await screen.findByRole('button', {
        name: 'Change rooms, guests or extras',
      }),
    )
    expect(
      await screen.findByText(/^The room types and extras for these dates/),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findAllByLabelText(/^Garage parking/)).toHaveLength(2)
    expect(screen.queryByText(/^The room types and extras/)).toBeNull()
  })

  it('counts extras set back to what was booked as no change, whatever the order', async () => {
    const user = userEvent.setup()
    const api = fakeApi(
      confirmedBooking({
        accomodationData: confirmedBooking().accomodationData.map((unit) => ({
          ...unit,
          selectedSupplements: [
            {
              serviceId: 'parking',
              name: 'Garage parking',
              quantity: 1,
              price: 4_500,
              total: 4_500,
            },
            {
              serviceId: 'late-checkout',
              name: 'Late check-out',
              quantity: 1,
              price: 3_000,
              total: 3_000,
            },
          ],
        })),
      }),
    )
    renderFlow(api)
    await user.click(
      await screen.findByRole('button', {
        name: 'Change rooms, guests or extras',
      }),
    )
    const room = within(screen.getByRole('group', { name: /^Room 1: / }))
    const parking = await room.findByLabelText(/^Garage parking/)
    await user.selectOptions(parking, '0')
    await screen.findByText(/^New total/)
    await user.selectOptions(parking, '1')
    expect(screen.getByRole('status')).toHaveTextContent(
      'Change the dates, rooms, guests or extras to see the new price.',
    )
    expect(
      screen.getByRole('button', { name: 'Confirm change' }),
    ).toBeDisabled()
  })

  it('adds an extra to a room; the quote carries it', async () => {
    const user = userEvent.setup()
    const api = fakeApi(confirmedBooking())
    renderFlow(api)
    await user.click(
      await screen.findByRole('button', {
        name: 'Change rooms, guests or extras',
      }),
    )
    expect(
      screen.getByRole('heading', { name: 'Rooms, guests and extras' }),
    ).toHaveFocus()
    const room = within(
      screen.getByRole('group', {
        name: 'Room 2: Classic Double Room',
      }),
    )
    await user.selectOptions(await room.findByLabelText(/^Garage parking/), '1')
    await screen.findByText(/^New total/)
    expect(api.editBookingQuote).toHaveBeenLastCalledWith(
      expect.objectContaining({
        units: [
          expect.objectContaining({ unitId: 'cissa-superior-sea' }),
          expect.objectContaining({
            unitId: 'cissa-classic',
            supplements: [
              { serviceId: 'late-checkout', quantity: 1 },
              { serviceId: 'parking', quantity: 1 },
            ],
          }),
        ],
      }),
    )
  })

  it('adds a room like the first for two adults and removes a room; each change is priced', async () => {
    const user = userEvent.setup()
    const api = fakeApi(confirmedBooking())
    renderFlow(api)
    await user.click(
      await screen.findByRole('button', {
        name: 'Change rooms, guests or extras',
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Add a room' }))
    expect(
      screen.getByRole('group', {
        name: 'Room 3: Superior Double Room, Sea View',
      }),
    ).toBeInTheDocument()
    await screen.findByText(/^New total/)
    expect(api.editBookingQuote).toHaveBeenLastCalledWith(
      expect.objectContaining({
        units: [
          expect.objectContaining({ unitId: 'cissa-superior-sea' }),
          expect.objectContaining({ unitId: 'cissa-classic' }),
          {
            unitId: 'cissa-superior-sea',
            adults: 2,
            children: 0,
            supplements: [],
          },
        ],
      }),
    )
    await user.click(
      screen.getByRole('button', {
        name: 'Remove Classic Double Room from the booking',
      }),
    )
    expect(screen.getAllByRole('group', { name: /^Room \d/ })).toHaveLength(2)
  })

  it('changes the guest details with the booking’s guest form; the server’s field errors stay at their fields', async () => {
    const user = userEvent.setup()
    const api = fakeApi(confirmedBooking())
    api.editGuest.mockRejectedValueOnce(
      new ApiError({
        kind: 'missing_params',
        status: 400,
        message: 'invalid',
        fields: { 'guest.phonenumber': 'phone_invalid' },
      }),
    )
    renderFlow(api)
    await user.click(
      await screen.findByRole('button', { name: 'Change guest details' }),
    )
    // The guest form's code loads on demand.
    expect(
      await screen.findByRole('heading', {
        name: 'Guest details for booking AAR-7K2M9Q',
      }),
    ).toHaveFocus()
    // Everything given at booking is there, arrival details included.
    expect(screen.getByLabelText('Email')).toHaveValue('ana.horvat@example.com')
    expect(screen.getByLabelText(/^Arrival details/)).toHaveValue(
      'Arriving late, around 22:00.',
    )
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'ana@example.org')
    await user.click(screen.getByRole('button', { name: 'Save details' }))
    const phone = await screen.findByLabelText('Phone number')
    expect(phone).toHaveFocus()
    expect(phone).toHaveAccessibleDescription(/valid phone number/i)
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.org')
    await user.click(screen.getByRole('button', { name: 'Save details' }))
    expect(
      await screen.findByText(/^Your details have been saved/),
    ).toBeInTheDocument()
    expect(api.editGuest).toHaveBeenLastCalledWith(
      expect.objectContaining({
        token: TOKEN,
        guest: expect.objectContaining({
          email: 'ana@example.org',
          arrivalDetails: 'Arriving late, around 22:00.',
          sms: true,
        }),
      }),
    )
  })

  it('keeps an unfinished change across a reload only while the booking is unchanged on the server (SPEC 4)', async () => {
    const user = userEvent.setup()
    const booking = confirmedBooking()
    const first = renderFlow(fakeApi(booking))
    await user.click(
      await screen.findByRole('button', { name: 'Change dates' }),
    )
    await user.clear(screen.getByLabelText('Check-out'))
    await user.type(screen.getByLabelText('Check-out'), '2027-06-16')
    expect(first.onViewChange).toHaveBeenLastCalledWith('modify', TOKEN)
    document.body.innerHTML = ''

    renderFlow(fakeApi(booking), TOKEN, 'booking')
    await user.click(
      await screen.findByRole('button', { name: 'Change dates' }),
    )
    expect(screen.getByLabelText('Check-out')).toHaveValue('2027-06-16')
    document.body.innerHTML = ''

    // Changed elsewhere meanwhile (another total): the saved change is dropped.
    renderFlow(fakeApi({ ...booking, totalPrice: 130_000 }), TOKEN, 'booking')
    await user.click(
      await screen.findByRole('button', { name: 'Change dates' }),
    )
    expect(screen.getByLabelText('Check-out')).toHaveValue('2027-06-15')
  })

  it('shows the fee before cancelling, then the cancelled booking with SPEC 8’s cancelled texts', async () => {
    const user = userEvent.setup()
    const api = fakeApi(
      confirmedBooking({
        cancellation: {
          ...confirmedBooking().cancellation,
          freeUntil: null,
          feeIfCancelledNow: 38_250,
        },
      }),
    )
    const { onViewChange } = renderFlow(api, TOKEN, 'booking', 'de')
    await user.click(
      await screen.findByRole('button', { name: 'Buchung stornieren' }),
    )
    expect(
      screen.getByText(
        'Eine Stornierung kostet jetzt 382,50 € gemäß den Stornobedingungen dieser Buchung.',
      ),
    ).toBeInTheDocument()
    expect(onViewChange).toHaveBeenLastCalledWith('cancel', TOKEN)
    await user.click(
      screen.getByRole('button', { name: 'Ja, Buchung AAR-7K2M9Q stornieren' }),
    )
    const alert = await screen.findByRole('alert', {
      name: 'Buchung storniert',
    })
    expect(alert).toHaveTextContent('Diese Buchung ist storniert.')
    expect(screen.getByText('Stornogebühr: 382,50 €.')).toBeInTheDocument()
    // The cancel button is gone: focus is on the outcome.
    expect(
      screen.getByRole('heading', { name: 'Buchung AAR-7K2M9Q' }),
    ).toHaveFocus()
    expect(onViewChange).toHaveBeenLastCalledWith('cancelled', TOKEN)
  })
})
