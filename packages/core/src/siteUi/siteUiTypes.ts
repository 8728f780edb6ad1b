import type { StoreApi } from 'zustand/vanilla'

/** A site-wide notice, by what it says; the site words it in the page's language. */
export type GlobalMessageCode = 'offline'

/** The booking the guest left before finishing it, offered back to them (SPEC 3). */
export interface ReservationMessage {
  /** Where the guest was in the booking flow: its path and query (property, stay, guests). */
  href: string
}

/** SPEC 3's global UI state of the host site. */
export interface SiteUiState {
  /** True while a page's data or code loads. */
  isLoading: boolean
  displaySearchMenu: boolean
  displayMobileMenu: boolean
  reservationMessage: ReservationMessage | undefined
  globalMessage: GlobalMessageCode | undefined
  /**
   * The anchor below the header that skip links and navigation move to; `arrivals` counts the
   * client-side navigations that should move focus there (none on the first page).
   */
  contentZeroPoint: { id: string; arrivals: number }
}

export interface SiteUiActions {
  /** A load named `id` started (a page's data, a route's code); loads may overlap. */
  startLoading: (id: string) => void
  finishLoading: (id: string) => void
  openSearchMenu: () => void
  closeSearchMenu: () => void
  openMobileMenu: () => void
  closeMobileMenu: () => void
  /** The guest arrived at `pathname` + `search`: menus close, the booking left is remembered. */
  navigated: (pathname: string, search: string) => void
  dismissReservationMessage: () => void
  showGlobalMessage: (code: GlobalMessageCode) => void
  /** The notice's reason is gone (back online): it goes, and may come back. */
  clearGlobalMessage: (code: GlobalMessageCode) => void
  /** The guest closed the notice: it stays away for this session. */
  dismissGlobalMessage: () => void
}

export type SiteUiStore = SiteUiState & SiteUiActions
export type SiteUi = StoreApi<SiteUiStore>
