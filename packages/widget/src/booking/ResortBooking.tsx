import type { FetchLike, Member } from '@resort/core/api'
import type { BookingStep } from '@resort/core/reservation'
import { useApiClient } from '../api/useApiClient'
import { bookingResources } from '../i18n/bookingResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { BookingFlow } from './BookingFlow'
import type { MemberPriceActions } from './MemberPriceNote'
import type { PaymentStageProps } from './PaymentStage'

export interface ResortBookingProps {
  propertyId: string
  dateFrom: string
  dateTo: string
  adults?: number
  children?: number
  /**
   * The age of each child, 0 to 17 (SPEC 3 childAges): `[4, 9]`, or `'4,9'` as the `child-ages`
   * attribute and a booking page's `childAges` parameter write them. Asked on the rooms step
   * when not given, or not one per child.
   */
  childAges?: readonly number[] | string
  /** en, de, it, hr or sl; anything else shows English. */
  lang?: string
  /** Where the resort's API is; '' for the page's own origin. */
  apiBase?: string
  /** Where the guest's booking link leads; the API base when not given. */
  manageBase?: string
  /** For tests: the fetch the API client uses. */
  fetch?: FetchLike
  /** The host page's path, when the host site routes the steps (SPEC 4 restores on booking pages). */
  pathname?: string
  /** Told of every step the guest reaches (2 rooms, 3 payment, 4 confirmation). */
  onStepChange?: (step: BookingStep) => void
  /** A room type and rate to start with, as chosen on a property page. */
  unitId?: string
  rateId?: string
  /** The signed-in member (host site only: partner pages have no session). */
  member?: Member
  /** The host site's origin, where the member price's teaser leads; the manage base when not given. */
  siteBase?: string
  /** The host site's join and sign-in for the member price (issue 13). */
  memberPrices?: MemberPriceActions
  /**
   * The resort's own site asks for consent to one reminder of the stay (issue 35, decision 047):
   * it passes ReminderConsent from '@resort/widget/react'.
   */
  reminderConsent?: PaymentStageProps['reminderConsent']
  /**
   * On a partner's page: a flow the guest's action opened (a Select far above it) scrolls into
   * view with the focus on its rooms (issue 33). The booking element sets it.
   */
  revealWhenOpened?: boolean
}

/** The booking flow for one property and stay, in its own language. */
export function ResortBooking({
  lang,
  apiBase = '',
  manageBase,
  fetch,
  adults = 2,
  children = 0,
  childAges,
  ...stay
}: ResortBookingProps) {
  const api = useApiClient(apiBase, fetch)
  // As text, so that a new array of the same ages does not start the flow again.
  const ages = typeof childAges === 'string' ? childAges : childAges?.join(',')
  return (
    <WidgetTranslations lang={lang} resources={bookingResources}>
      <BookingFlow
        api={api}
        adults={adults}
        children={children}
        childAges={ages}
        manageBase={manageBase ?? apiBase}
        {...stay}
      />
    </WidgetTranslations>
  )
}
