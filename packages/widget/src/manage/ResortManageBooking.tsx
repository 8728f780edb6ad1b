import type { FetchLike } from '@resort/core/api'
import { useApiClient } from '../api/useApiClient'
import { manageResources } from '../i18n/manageResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { ManageFlow, type ManageView } from './ManageFlow'

export interface ResortManageBookingProps {
  /** The token of the guest's booking link (`?token=`); left out, the guest finds the booking. */
  token?: string
  /** The view to open: `booking` (default), `modify`, `cancel` or `changed`. */
  view?: ManageView
  /** en, de, it, hr or sl; anything else shows English. */
  lang?: string
  /** Where the resort's API is; '' for the page's own origin. */
  apiBase?: string
  /** For tests: the fetch the API client uses. */
  fetch?: FetchLike
  /** Told of every view the guest reaches, with the booking's token (host routes follow it). */
  onViewChange?: (view: ManageView, token: string | undefined) => void
}

/** Managing an existing booking: view it, change dates, rooms, guests or extras, or cancel it. */
export function ResortManageBooking({
  token,
  view = 'booking',
  lang,
  apiBase = '',
  fetch,
  onViewChange,
}: ResortManageBookingProps) {
  const api = useApiClient(apiBase, fetch)
  return (
    <WidgetTranslations lang={lang} resources={manageResources}>
      <ManageFlow
        api={api}
        token={token || undefined}
        initialView={view}
        onViewChange={onViewChange}
      />
    </WidgetTranslations>
  )
}
