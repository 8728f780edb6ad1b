import { createStore } from 'zustand/vanilla'
import type { GlobalMessageCode, SiteUi, SiteUiStore } from './siteUiTypes'

/** The id of `<main>`, the content's zero point below the header. */
export const CONTENT_ZERO_POINT = 'main'

// The booking steps a guest can come back to; confirmation and the manage pages are not a
// booking in progress.
const BOOKING_STEPS = /^\/[a-z]{2}\/booking(\/select-another-room|\/payment)?$/
const SIGN_IN_PAGES = /^\/[a-z]{2}\/(sign-in|registration)$/

const inBookingFlow = (pathname: string) => BOOKING_STEPS.test(pathname)

/**
 * The host site's global UI state (SPEC 3); state changes only through the actions
 * (decision 013). Both menus never show at once: opening one closes the other.
 */
export function createSiteUi(): SiteUi {
  const loads = new Set<string>()
  // The booking step the guest was last on, with its query, until they leave it.
  let bookingLeft: string | undefined
  let lastPathname: string | undefined
  const dismissed = new Set<GlobalMessageCode>()

  return createStore<SiteUiStore>()((set, get) => ({
    isLoading: false,
    displaySearchMenu: false,
    displayMobileMenu: false,
    reservationMessage: undefined,
    globalMessage: undefined,
    contentZeroPoint: { id: CONTENT_ZERO_POINT, arrivals: 0 },

    startLoading: (id) => {
      loads.add(id)
      if (!get().isLoading) set({ isLoading: true })
    },
    finishLoading: (id) => {
      loads.delete(id)
      if (loads.size === 0 && get().isLoading) set({ isLoading: false })
    },
    openSearchMenu: () =>
      set({ displaySearchMenu: true, displayMobileMenu: false }),
    closeSearchMenu: () => set({ displaySearchMenu: false }),
    openMobileMenu: () =>
      set({ displayMobileMenu: true, displaySearchMenu: false }),
    closeMobileMenu: () => set({ displayMobileMenu: false }),

    navigated: (pathname, search) => {
      const { contentZeroPoint, reservationMessage } = get()
      // A new page, not the first: focus moves to the content. The booking flow's steps move
      // focus themselves, and a query change (a filter, a sort) keeps the guest where they are.
      const arrives =
        lastPathname !== undefined &&
        lastPathname !== pathname &&
        !(inBookingFlow(lastPathname) && inBookingFlow(pathname))
      lastPathname = pathname
      const arrivals = contentZeroPoint.arrivals + (arrives ? 1 : 0)
      let message = reservationMessage
      if (inBookingFlow(pathname) && /[?&]propertyId=[^&]/.test(search)) {
        bookingLeft = pathname + search
        message = undefined
      } else if (/\/booking\/reservation-confirm$/.test(pathname)) {
        // Booked: nothing left to continue.
        bookingLeft = undefined
        message = undefined
      } else if (bookingLeft && !SIGN_IN_PAGES.test(pathname)) {
        // Signing in keeps the booking (SPEC 4); any other page leaves it.
        message = { href: bookingLeft }
      }
      set({
        displaySearchMenu: false,
        displayMobileMenu: false,
        reservationMessage: message,
        contentZeroPoint: { ...contentZeroPoint, arrivals },
      })
    },
    dismissReservationMessage: () => {
      bookingLeft = undefined
      set({ reservationMessage: undefined })
    },
    showGlobalMessage: (code) => {
      if (!dismissed.has(code)) set({ globalMessage: code })
    },
    clearGlobalMessage: (code) => {
      if (get().globalMessage === code) set({ globalMessage: undefined })
    },
    dismissGlobalMessage: () => {
      const { globalMessage } = get()
      if (globalMessage) dismissed.add(globalMessage)
      set({ globalMessage: undefined })
    },
  }))
}
