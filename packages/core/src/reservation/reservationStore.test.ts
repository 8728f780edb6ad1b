import { describe, expect, it, vi } from 'vitest'
import { createReservationStore } from './reservationStore'
import type { PriceQuote, QuoteReservation } from './reservationTypes'
import { memoryStorage, startOfStay, unit } from './testing'

const noQuote: QuoteReservation = () => Promise.reject(new Error('not called'))

function store(
  options: Partial<Parameters<typeof createReservationStore>[0]> = {},
) {
  return createReservationStore({
    quote: noQuote,
    pathname: '/en/booking',
    storage: memoryStorage(),
    logger: { error: vi.fn() },
    ...options,
  })
}

const activeIds = (s: ReturnType<typeof store>) =>
  s
    .getState()
    .units.filter((u) => u.active)
    .map((u) => u.lineId)

describe('reservation store', () => {
  it('starts at step 2 with paymentType NOGUARANTEE', () => {
    const reservation = store()
    reservation.getState().start(startOfStay)
    expect(reservation.getState()).toMatchObject({
      activeStep: 2,
      paymentType: 'NOGUARANTEE',
      nights: 3,
    })
  })

  it('makes totalPrice the sum of the unit totals', () => {
    const reservation = store()
    reservation
      .getState()
      .start({ ...startOfStay, units: [unit('a', 45000), unit('b', 30000)] })
    expect(reservation.getState().totalPrice).toBe(75000)
  })

  it('makes an added unit the active one and adds it to the total', () => {
    const reservation = store()
    reservation.getState().start(startOfStay)
    reservation.getState().addUnit(unit('family', 60000))
    expect(activeIds(reservation)).toEqual(['family'])
    expect(reservation.getState().totalPrice).toBe(105000)
  })

  it('makes the first unit active when a unit is removed, and takes it out of the total', () => {
    const reservation = store()
    reservation
      .getState()
      .start({ ...startOfStay, units: [unit('a', 100), unit('b', 200)] })
    reservation.getState().addUnit(unit('c', 300))
    reservation.getState().removeUnit('c')
    expect(activeIds(reservation)).toEqual(['a'])
    expect(reservation.getState().totalPrice).toBe(300)
  })

  it('switches the active unit without changing totals', () => {
    const reservation = store()
    reservation
      .getState()
      .start({ ...startOfStay, units: [unit('a', 100), unit('b', 200)] })
    reservation.getState().switchUnit('b')
    expect(activeIds(reservation)).toEqual(['b'])
    expect(reservation.getState().totalPrice).toBe(300)
  })

  it('upgrades a unit in its place (upsell), keeping its guests and extras', () => {
    const reservation = store()
    reservation
      .getState()
      .start({ ...startOfStay, units: [unit('a', 100), unit('b', 200)] })
    reservation.getState().setUnitGuests('a', { adults: 1, children: 1 })
    reservation.getState().selectSupplement('a', {
      serviceId: 'parking',
      quantity: 2,
      price: 10,
    })
    reservation.getState().upgradeUnit('a', unit('suite', 500))
    const [upgraded, other] = reservation.getState().units
    expect(upgraded).toMatchObject({
      lineId: 'a',
      unitId: 'suite',
      upsell: true,
      active: true,
      total: 520,
      guests: { adults: 1, children: 1 },
    })
    expect(upgraded?.roomPrices.selectedSupplements).toEqual([
      { serviceId: 'parking', quantity: 2, price: 10, total: 20 },
    ])
    expect(other).toMatchObject({ unitId: 'b', upsell: false, active: false })
    expect(reservation.getState().totalPrice).toBe(720)
  })

  it('adds a supplement as quantity x price to its unit and the reservation', () => {
    const reservation = store()
    reservation.getState().start(startOfStay)
    reservation.getState().selectSupplement('double-sea', {
      serviceId: 'parking',
      quantity: 3,
      price: 1000,
    })
    const [room] = reservation.getState().units
    expect(room?.roomPrices.selectedSupplements).toEqual([
      { serviceId: 'parking', quantity: 3, price: 1000, total: 3000 },
    ])
    expect(room?.total).toBe(48000)
    expect(reservation.getState().totalPrice).toBe(48000)
  })

  it('replaces an earlier supplement of the same service', () => {
    const reservation = store()
    reservation.getState().start(startOfStay)
    reservation.getState().selectSupplement('double-sea', {
      serviceId: 'breakfast',
      quantity: 6,
      price: 1500,
    })
    reservation.getState().selectSupplement('double-sea', {
      serviceId: 'breakfast',
      quantity: 2,
      price: 1500,
    })
    expect(
      reservation.getState().units[0]?.roomPrices.selectedSupplements,
    ).toHaveLength(1)
    expect(reservation.getState().totalPrice).toBe(48000)
  })

  it('refreshes prices, policy, payment methods and unit totals from a quote when stepping forward', async () => {
    const quoted: PriceQuote = {
      totalPrice: 47000,
      policy: {
        sales: ['s'],
        salesAdditional: [],
        cancelation: ['Free until 7 days before'],
        other: [],
      },
      paymentMethods: [
        { id: 'cc', type: 'CCARD_GUARANTEE', name: 'Card guarantee' },
      ],
      units: [
        {
          lineId: 'double-sea',
          initialTotal: 47000,
          total: 47000,
          priceBrakedown: [],
        },
      ],
    }
    const quote = vi.fn<QuoteReservation>().mockResolvedValue(quoted)
    const reservation = store({ quote })
    reservation.getState().start(startOfStay)
    await reservation.getState().stepForward()
    const state = reservation.getState()
    expect(quote).toHaveBeenCalledOnce()
    expect(state.activeStep).toBe(3)
    expect(state.totalPrice).toBe(47000)
    expect(state.units[0]?.total).toBe(47000)
    expect(state.policy.cancelation).toEqual(['Free until 7 days before'])
    expect(state.paymentMethods).toEqual(quoted.paymentMethods)
  })

  it('refreshes prices from a quote without moving on a step', async () => {
    const quote = vi.fn<QuoteReservation>().mockResolvedValue({
      totalPrice: 52000,
      policy: { sales: [], salesAdditional: [], cancelation: [], other: [] },
      paymentMethods: [],
      units: [
        {
          lineId: 'double-sea',
          initialTotal: 52000,
          total: 52000,
          priceBrakedown: [],
        },
      ],
    })
    const reservation = store({ quote })
    reservation.getState().start(startOfStay)
    await reservation.getState().refreshQuote()
    expect(reservation.getState()).toMatchObject({
      activeStep: 2,
      totalPrice: 52000,
    })
    expect(reservation.getState().units[0]?.total).toBe(52000)
  })

  it('changes the guests of one unit only, and sends them with the next quote', async () => {
    const quote = vi.fn<QuoteReservation>().mockResolvedValue({
      totalPrice: 0,
      policy: { sales: [], salesAdditional: [], cancelation: [], other: [] },
      paymentMethods: [],
      units: [],
    })
    const reservation = store({ quote })
    reservation
      .getState()
      .start({ ...startOfStay, units: [unit('a', 100), unit('b', 200)] })
    reservation.getState().setUnitGuests('b', { adults: 3, children: 1 })
    expect(reservation.getState().units.map((u) => u.guests)).toEqual([
      { adults: 2, children: 0, childAges: [] },
      { adults: 3, children: 1, childAges: [] },
    ])
    await reservation.getState().refreshQuote()
    expect(quote.mock.calls[0]?.[0].units[1]?.guests.adults).toBe(3)
  })

  it('stays on its step when the quote fails', async () => {
    const reservation = store({
      quote: () => Promise.reject(new Error('sold out')),
    })
    reservation.getState().start(startOfStay)
    await expect(reservation.getState().stepForward()).rejects.toThrow(
      'sold out',
    )
    expect(reservation.getState().activeStep).toBe(2)
  })

  it('never persists the card details', () => {
    const storage = memoryStorage()
    const reservation = store({ storage })
    reservation.getState().start(startOfStay)
    reservation.getState().setCreditCard({
      cardholderName: 'Ana Horvat',
      cardNumber: '4111111111111111',
      expiryMonth: '12',
      expiryYear: '2030',
      securityCode: '123',
    })
    const saved = storage.data.get('reservation_state') ?? ''
    expect(saved).toContain('Hotel Lone Bay')
    expect(saved).not.toContain('4111111111111111')
    expect(saved).not.toContain('creditCard')
  })

  it('restores the reservation on booking and sign-in pages', () => {
    const storage = memoryStorage()
    store({ storage }).getState().start(startOfStay)
    expect(
      store({ storage, pathname: '/de/booking/payment' }).getState()
        .propertyName,
    ).toBe('Hotel Lone Bay')
    expect(
      store({ storage, pathname: '/hr/sign-in' }).getState().propertyName,
    ).toBe('Hotel Lone Bay')
  })

  it('resets the reservation on other pages', () => {
    const storage = memoryStorage()
    store({ storage }).getState().start(startOfStay)
    expect(
      store({ storage, pathname: '/en/offers' }).getState().propertyName,
    ).toBe('')
    expect(storage.data.has('reservation_state')).toBe(false)
  })

  it('keeps working when storage fails, and only logs', () => {
    const logger = { error: vi.fn() }
    const reservation = store({ storage: memoryStorage(true), logger })
    reservation.getState().start(startOfStay)
    expect(reservation.getState().propertyName).toBe('Hotel Lone Bay')
    expect(logger.error).toHaveBeenCalled()
  })

  describe('isLoyalty (SPEC 3, issue 13)', () => {
    const quoted = (isLoyalty?: boolean): PriceQuote => ({
      totalPrice: 40500,
      ...(isLoyalty === undefined ? {} : { isLoyalty }),
      policy: { sales: [], salesAdditional: [], cancelation: [], other: [] },
      paymentMethods: [],
      units: [],
    })

    it('is set from the server’s quote: true only when the server priced the member price', async () => {
      const answers = [quoted(true), quoted(false), quoted()]
      const reservation = store({
        quote: () => Promise.resolve(answers.shift()!),
      })
      reservation.getState().start(startOfStay)
      await reservation.getState().refreshQuote()
      expect(reservation.getState().isLoyalty).toBe(true)
      await reservation.getState().refreshQuote()
      expect(reservation.getState().isLoyalty).toBe(false)
      await reservation.getState().stepForward()
      expect(reservation.getState().isLoyalty).toBe(false)
    })

    it('is never the client’s wish: a start that claims it begins without it', () => {
      const reservation = store()
      reservation.getState().start({ ...startOfStay, isLoyalty: true })
      expect(reservation.getState().isLoyalty).toBe(false)
    })
  })
})
