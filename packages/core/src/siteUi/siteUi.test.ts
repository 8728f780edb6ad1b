import { describe, expect, it } from 'vitest'
import { createSiteUi } from './siteUi'

const booking = '/en/booking/payment'
const stay = '?propertyId=cissa-rovinj&dateFrom=2026-07-01&dateTo=2026-07-05'

function siteUi() {
  const store = createSiteUi()
  return store.getState
}

describe('the site’s global UI state (SPEC 3)', () => {
  it('starts with nothing loading, no menu open and no message', () => {
    expect(siteUi()()).toMatchObject({
      isLoading: false,
      displaySearchMenu: false,
      displayMobileMenu: false,
      reservationMessage: undefined,
      globalMessage: undefined,
      contentZeroPoint: { id: 'main', arrivals: 0 },
    })
  })

  it('is loading until every load that started has finished', () => {
    const state = siteUi()
    state().startLoading('page')
    state().startLoading('chunk')
    expect(state().isLoading).toBe(true)
    state().finishLoading('page')
    expect(state().isLoading).toBe(true)
    state().finishLoading('chunk')
    expect(state().isLoading).toBe(false)
  })

  it('never shows the search panel and the mobile menu at once', () => {
    const state = siteUi()
    state().openMobileMenu()
    expect(state().displayMobileMenu).toBe(true)
    state().openSearchMenu()
    expect(state()).toMatchObject({
      displaySearchMenu: true,
      displayMobileMenu: false,
    })
    state().openMobileMenu()
    expect(state()).toMatchObject({
      displaySearchMenu: false,
      displayMobileMenu: true,
    })
    state().closeMobileMenu()
    expect(state().displayMobileMenu).toBe(false)
  })

  it('closes both menus on navigation', () => {
    const state = siteUi()
    state().openMobileMenu()
    state().navigated('/en/search', '')
    expect(state().displayMobileMenu).toBe(false)
    state().openSearchMenu()
    state().navigated('/en', '')
    expect(state().displaySearchMenu).toBe(false)
  })

  it('moves to the content’s zero point on every navigation but the first page', () => {
    const state = siteUi()
    state().navigated('/en', '')
    expect(state().contentZeroPoint).toEqual({ id: 'main', arrivals: 0 })
    state().navigated('/en/search', '')
    state().navigated('/en/accommodation', '')
    expect(state().contentZeroPoint).toEqual({ id: 'main', arrivals: 2 })
  })

  it('stays put on a query change and between booking steps, which move focus themselves', () => {
    const state = siteUi()
    state().navigated('/en/search', '')
    state().navigated('/en/search', '?sort=price')
    state().navigated('/en/booking', stay)
    state().navigated(booking, stay)
    expect(state().contentZeroPoint.arrivals).toBe(1)
  })

  it('offers the booking back when the guest leaves it for another page', () => {
    const state = siteUi()
    state().navigated(booking, stay)
    expect(state().reservationMessage).toBeUndefined()
    state().navigated('/en/accommodation', '')
    expect(state().reservationMessage).toEqual({ href: booking + stay })
    // Back in the booking: the message goes.
    state().navigated('/en/booking', stay)
    expect(state().reservationMessage).toBeUndefined()
  })

  it('keeps quiet while the guest signs in from the booking (SPEC 4 keeps it there)', () => {
    const state = siteUi()
    state().navigated(booking, stay)
    state().navigated('/en/sign-in', '')
    expect(state().reservationMessage).toBeUndefined()
    state().navigated('/en', '')
    expect(state().reservationMessage).toEqual({ href: booking + stay })
  })

  it('has no booking to offer once it is booked, or without a property in the address', () => {
    const state = siteUi()
    state().navigated('/en/booking', '')
    state().navigated('/en', '')
    expect(state().reservationMessage).toBeUndefined()
    state().navigated(booking, stay)
    state().navigated('/en/booking/reservation-confirm', stay)
    state().navigated('/en', '')
    expect(state().reservationMessage).toBeUndefined()
  })

  it('forgets the booking left once the guest dismisses the message', () => {
    const state = siteUi()
    state().navigated(booking, stay)
    state().navigated('/en', '')
    state().dismissReservationMessage()
    state().navigated('/en/search', '')
    expect(state().reservationMessage).toBeUndefined()
  })

  it('shows a site-wide notice until its reason goes or the guest dismisses it for the session', () => {
    const state = siteUi()
    state().showGlobalMessage('offline')
    expect(state().globalMessage).toBe('offline')
    state().clearGlobalMessage('offline')
    expect(state().globalMessage).toBeUndefined()
    state().showGlobalMessage('offline')
    state().dismissGlobalMessage()
    expect(state().globalMessage).toBeUndefined()
    state().showGlobalMessage('offline')
    expect(state().globalMessage).toBeUndefined()
  })
})
