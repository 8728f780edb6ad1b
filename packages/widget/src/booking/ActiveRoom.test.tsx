import type { PropertyResponse, UnitOffer } from '@resort/core/api'
import type { ReservationUnit } from '@resort/core/reservation'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { bookingResources } from '../i18n/bookingResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { expectNoAxeViolations } from '../testing/axe'
import { ActiveRoom, type ActiveRoomProps } from './ActiveRoom'

const room = {
  lineId: 'line-1',
  unitId: 'double',
  unitName: 'Double room',
  roomPrices: { supplements: [], selectedSupplements: [] },
  guests: { adults: 2, children: 1 },
} as unknown as ReservationUnit

const unit = {
  maxAdults: 3,
  maxChildren: 2,
  maxOccupancy: 3,
} as UnitOffer

const transfer: PropertyResponse['supplements'][number] = {
  serviceId: 'transfer',
  name: 'Airport transfer',
  description: '',
  category: 'transport',
  priceType: 'PerStay',
  price: 7500,
  maxQuantity: 2,
  meal: null,
}

function renderRoom(props: Partial<ActiveRoomProps> = {}) {
  const handlers = { onGuests: vi.fn(), onExtra: vi.fn(), onUpgrade: vi.fn() }
  render(
    <WidgetTranslations lang="en" resources={bookingResources}>
      <ActiveRoom
        room={room}
        unit={unit}
        upgrade={undefined}
        supplements={[transfer]}
        nights={2}
        busy={false}
        money={(amount) => `€${(amount / 100).toFixed(2)}`}
        {...handlers}
        {...props}
      />
    </WidgetTranslations>,
  )
  return handlers
}

describe('the room being edited (SPEC 3: guests and extras per unit)', () => {
  it('re-quotes at once when the guests change, keeping the room within its occupancy', async () => {
    const user = userEvent.setup()
    const { onGuests } = renderRoom()
    const guests = within(
      screen.getByRole('group', { name: 'Guests in Double room' }),
    )
    await user.selectOptions(guests.getByLabelText('Adults'), '3')
    expect(onGuests).toHaveBeenLastCalledWith({ adults: 3, children: 0 })
    await expectNoAxeViolations()
  })

  it('prices an extra for the stay when it is chosen', async () => {
    const user = userEvent.setup()
    const { onExtra } = renderRoom()
    const extras = within(
      screen.getByRole('group', { name: 'Extras for Double room' }),
    )
    await user.selectOptions(
      extras.getByRole('combobox', {
        name: 'Airport transfer · €75.00 per stay',
      }),
      '1',
    )
    expect(onExtra).toHaveBeenCalledWith({
      serviceId: 'transfer',
      quantity: 1,
      price: 7500,
    })
  })

  it('takes no change while a re-quote is under way', () => {
    renderRoom({ busy: true })
    for (const select of screen.getAllByRole('combobox'))
      expect(select).toBeDisabled()
  })
})
