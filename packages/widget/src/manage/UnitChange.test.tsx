import type { PropertyResponse } from '@resort/core/api'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { manageResources } from '../i18n/manageResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { expectNoAxeViolations } from '../testing/axe'
import { UnitChange, type UnitChangeProps } from './UnitChange'

const offer = {
  units: [
    {
      unitId: 'family',
      name: 'Family Room',
      maxAdults: 4,
      maxChildren: 3,
      maxOccupancy: 5,
      rates: [{ rateId: 'flex' }],
    },
    {
      unitId: 'double',
      name: 'Double Room',
      maxAdults: 2,
      maxChildren: 1,
      maxOccupancy: 3,
      rates: [{ rateId: 'flex' }],
    },
  ],
  supplements: [
    {
      serviceId: 'parking',
      name: 'Garage parking',
      priceType: 'PerStay',
      price: 4_500,
      maxQuantity: 2,
    },
  ],
} as unknown as PropertyResponse

function renderRoom(
  unit: UnitChangeProps['unit'],
  more: Partial<UnitChangeProps> = {},
) {
  const onChange = vi.fn()
  render(
    <WidgetTranslations lang="en" resources={manageResources}>
      <UnitChange
        index={0}
        unit={unit}
        bookedName={undefined}
        rateId="flex"
        offer={offer}
        currency="EUR"
        canRemove={false}
        onChange={onChange}
        onChildAge={() => undefined}
        onRemove={() => undefined}
        {...more}
      />
    </WidgetTranslations>,
  )
  return onChange
}

const family = { unitId: 'family', adults: 3, children: 2, supplements: [] }

describe('one room of a booking being changed (issue 31: one form kit)', () => {
  it('labels its type, guests and extras, an extra with its price', async () => {
    renderRoom(family)
    expect(screen.getByLabelText('Room type')).toHaveValue('family')
    expect(screen.getByLabelText('Adults')).toHaveValue('3')
    expect(screen.getByLabelText('Children')).toHaveValue('2')
    expect(
      screen.getByLabelText('Garage parking · €45.00 per stay'),
    ).toHaveValue('0')
    await expectNoAxeViolations()
  })

  it('keeps only the guests another room type can hold', async () => {
    const user = userEvent.setup()
    const onChange = renderRoom(family)
    await user.selectOptions(screen.getByLabelText('Room type'), 'double')
    expect(onChange).toHaveBeenLastCalledWith({
      ...family,
      unitId: 'double',
      adults: 2,
      children: 1,
    })
  })

  it('offers no more children than the room holds beside its adults', async () => {
    const user = userEvent.setup()
    const onChange = renderRoom(family)
    await user.selectOptions(screen.getByLabelText('Adults'), '4')
    expect(onChange).toHaveBeenLastCalledWith({
      ...family,
      adults: 4,
      children: 1,
    })
  })

  it('sets an extra’s quantity for this room, and drops it at none', async () => {
    const user = userEvent.setup()
    const onChange = renderRoom({
      ...family,
      supplements: [{ serviceId: 'parking', quantity: 1 }],
    })
    const parking = screen.getByLabelText(/^Garage parking/)
    expect(parking).toHaveValue('1')
    await user.selectOptions(parking, '0')
    expect(onChange).toHaveBeenLastCalledWith({ ...family, supplements: [] })
  })
})

describe('issue 33 (SPEC 3 childAges): a room being changed asks each child’s age', () => {
  it('asks one age per child, the ages chosen shown, and tells the age chosen', async () => {
    const user = userEvent.setup()
    const onChildAge = vi.fn()
    renderRoom({ ...family, childAges: [7, null] }, { onChildAge })
    expect(screen.getByLabelText('Age of child 1')).toHaveValue('7')
    expect(screen.getByLabelText('Age of child 2')).toHaveValue('')
    await user.selectOptions(screen.getByLabelText('Age of child 2'), '0')
    expect(onChildAge).toHaveBeenLastCalledWith(1, 0)
    await expectNoAxeViolations()
  })

  it('says at each age not chosen that it is missing, once the guest tried to confirm', () => {
    renderRoom({ ...family, childAges: [7, null] }, { agesMissing: true })
    expect(screen.getByLabelText('Age of child 2')).toHaveAccessibleDescription(
      /Please choose the age of child 2\./,
    )
    expect(screen.getByLabelText('Age of child 1')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })
})
