import { describe, expect, it, vi } from 'vitest'
import { persist } from 'zustand/middleware'
import { createStore } from 'zustand/vanilla'
import type { CardStep } from './bookingFlowTypes'
import { persistReservation } from './reservationPersistence'
import {
  EMPTY_RESERVATION,
  startedReservation,
  type ReservationSlice,
} from './reservationSlice'
import type { KeyValueStorage } from './sessionState'
import { memoryStorage, startOfStay } from './testing'

type Store = ReservationSlice & {
  busy: boolean
  cardStep?: CardStep | undefined
}

/** A store with the reservation slice beside other state, kept as the booking flow keeps it. */
function store({
  pathname = '/en/booking',
  storage = memoryStorage() as KeyValueStorage,
  logger = { error: vi.fn() },
} = {}) {
  return createStore<Store>()(
    persist(
      () => ({
        reservation: EMPTY_RESERVATION,
        busy: false,
        cardStep: undefined,
      }),
      persistReservation<Store>({ pathname, storage, logger }),
    ),
  )
}

const started = { reservation: startedReservation(startOfStay) }

describe('reservation persistence (SPEC 4, SPEC 9)', () => {
  it('never persists the flow’s state beside the reservation: busy, nor the card step (decision 040)', () => {
    const storage = memoryStorage()
    const reservation = store({ storage })
    reservation.setState({
      ...started,
      busy: true,
      cardStep: {
        intent: 'seti_1AbCdEfGhIjK',
        cardPage: 'https://pay.example/card/seti_1AbCdEfGhIjK',
        cardOrigin: 'https://pay.example',
        amount: 0,
        currency: 'EUR',
        testMode: true,
      },
    })
    const saved = storage.data.get('reservation_state') ?? ''
    expect(saved).toContain('Hotel Lone Bay')
    expect(saved).not.toContain('seti_1AbCdEfGhIjK')
    expect(saved).not.toContain('cardStep')
    expect(saved).not.toContain('busy')
  })

  it('restores the reservation on booking and sign-in pages', () => {
    const storage = memoryStorage()
    store({ storage }).setState(started)
    const restored = (pathname: string) =>
      store({ storage, pathname }).getState().reservation.propertyName
    expect(restored('/de/booking/payment')).toBe('Hotel Lone Bay')
    expect(restored('/hr/sign-in')).toBe('Hotel Lone Bay')
  })

  it('keeps the session format: the reservation’s fields saved at the top, version 2', () => {
    const storage = memoryStorage()
    store({ storage }).setState(started)
    const saved = JSON.parse(storage.data.get('reservation_state') ?? '{}')
    expect(saved).toMatchObject({
      version: 2,
      state: { propertyName: 'Hotel Lone Bay', activeStep: 2 },
    })
  })

  it('drops a reservation saved in an older shape rather than misread it', () => {
    const storage = memoryStorage()
    storage.setItem(
      'reservation_state',
      JSON.stringify({ state: { propertyName: 'Old' }, version: 1 }),
    )
    expect(store({ storage }).getState().reservation.propertyName).toBe('')
  })

  it('resets the reservation on other pages', () => {
    const storage = memoryStorage()
    store({ storage }).setState(started)
    expect(
      store({ storage, pathname: '/en/offers' }).getState().reservation
        .propertyName,
    ).toBe('')
    expect(storage.data.has('reservation_state')).toBe(false)
  })

  it('keeps working when storage fails, and only logs', () => {
    const logger = { error: vi.fn() }
    const reservation = store({ storage: memoryStorage(true), logger })
    reservation.setState(started)
    expect(reservation.getState().reservation.propertyName).toBe(
      'Hotel Lone Bay',
    )
    expect(logger.error).toHaveBeenCalled()
  })
})
