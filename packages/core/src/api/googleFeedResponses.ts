// The answers of Google's feed calls (issue 35, decision 048); the requests are in googleFeeds.ts.
import * as z from 'zod'

/** A feed: an XML document, sent as application/xml. */
export const googleFeedXmlSchema = (what: string) => z.string().describe(what)

/** The feeds' addresses as staff give them to Google's Hotel Center, with the secret in each. */
export const adminGoogleFeedsResponseSchema = z.object({
  propertyId: z.string(),
  /** The property's id in every feed (HotelCode, the hotel list's id, PARTNER-HOTEL-ID). */
  hotelCode: z.string(),
  availabilityUrl: z.string(),
  ratesUrl: z.string(),
  hotelListUrl: z.string(),
  pointsOfSaleUrl: z.string(),
  /** When the secret was made or last rotated (ISO 8601): one secret for every feed. */
  rotatedAt: z.string(),
})

export type AdminGoogleFeedsResponse = z.output<
  typeof adminGoogleFeedsResponseSchema
>
