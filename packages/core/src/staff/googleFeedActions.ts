import type { ApiClient } from '../api/createApiClient'
import { rotateGoogleFeeds } from '../api/endpoints'
import type { AdminGoogleFeedsResponse } from '../api/googleFeedResponses'
import { createStaffAction } from './staffAction'
import type { StaffAction } from './staffActionTypes'

/** Which of Google's feeds an address is for, as staff's page names them (issue 35, decision 048). */
export type GoogleFeedName =
  'availability' | 'rates' | 'hotelList' | 'pointsOfSale'

/** The address of each feed in what staff read or a renewal answered. */
export const googleFeedUrl = (
  feeds: AdminGoogleFeedsResponse,
  feed: GoogleFeedName,
): string => feeds[`${feed}Url`]

/** Copying one feed's address: `write` is the browser's clipboard; a refusal is the problem. */
export type GoogleFeedCopy = StaffAction<
  'copy',
  { feed: GoogleFeedName; url: string },
  GoogleFeedName
>

/** A new secret for every feed, after a yes; `done` is the new addresses. */
export type GoogleFeedRenewal = StaffAction<
  'renew',
  { propertyId: string },
  AdminGoogleFeedsResponse
>

export interface GoogleFeedActions {
  copy: GoogleFeedCopy
  renewal: GoogleFeedRenewal
}

/** The Google feeds' addresses shown with property `propertyId`; `write` puts a text on the clipboard. */
export function createGoogleFeedActions({
  api,
  propertyId,
  write,
}: {
  api: ApiClient
  propertyId: string
  write: (text: string) => Promise<void>
}): GoogleFeedActions {
  // Each action, as it starts, makes the other's last outcome old news.
  const copy: GoogleFeedCopy = createStaffAction<
    'copy',
    { feed: GoogleFeedName; url: string },
    GoogleFeedName
  >('copy', {
    draft: { feed: 'availability', url: '' },
    send: async ({ feed, url }) => {
      renewal.getState().dismiss()
      await write(url)
      return feed
    },
  })
  const renewal: GoogleFeedRenewal = createStaffAction('renew', {
    draft: { propertyId },
    send: (draft) => {
      copy.getState().dismiss()
      return api.call(rotateGoogleFeeds, draft)
    },
  })
  return { copy, renewal }
}

/**
 * The addresses as they are now: the list's, or those a renewal answered since it was read (the
 * list is not read again after a renewal).
 */
export function currentGoogleFeeds(
  listed: AdminGoogleFeedsResponse,
  renewed: AdminGoogleFeedsResponse | undefined,
): AdminGoogleFeedsResponse {
  return renewed?.propertyId === listed.propertyId &&
    renewed.rotatedAt >= listed.rotatedAt
    ? renewed
    : listed
}
