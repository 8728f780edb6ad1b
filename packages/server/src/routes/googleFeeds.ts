import {
  endpoints,
  googleFeedWindow,
  type AdminGoogleFeedsResponse,
} from '@resort/core/api'
import { todayIso } from '@resort/core/stay'
import { inTransaction } from '#db/transactions'
import { ApiProblem, notFound } from '#http/errors'
import { recordAudit } from '../admin/auditLog'
import type { RouteModule } from '../appContext'
import type { CatalogProperty } from '../catalog/catalogSnapshot'
import { availabilityFeed } from '../googleFeeds/availabilityFeed'
import { readFeedInput } from '../googleFeeds/feedNights'
import {
  googleFeedSecret,
  isGoogleFeedToken,
  rotateGoogleFeedSecret,
  type GoogleFeedSecret,
} from '../googleFeeds/googleFeedSecret'
import { pointsOfSale } from '../googleFeeds/googleLanding'
import { hotelListFeed } from '../googleFeeds/hotelListFeed'
import { hotelCodeOf } from '../googleFeeds/otaCodes'
import { rateFeed } from '../googleFeeds/rateFeed'

// A wrong secret and a property that does not exist answer alike: the answer tells nothing.
const noSuchFeed = () =>
  new ApiProblem(404, 'not_found', 'There is no such feed.')

/**
 * Google's free booking links (issue 35, decision 048): the feeds at their secret addresses, and
 * staff's addresses and their rotation.
 */
export const googleFeedRoutes: RouteModule = (handle, context) => {
  const { db, now, publicBaseUrl } = context
  const feedUrl = (
    name:
      | 'googleAvailabilityFeed'
      | 'googleRateFeed'
      | 'googleHotelList'
      | 'googlePointsOfSale',
    query: Record<string, string>,
  ) => {
    const url = new URL(endpoints[name].path, publicBaseUrl)
    for (const [key, value] of Object.entries(query))
      url.searchParams.set(key, value)
    return url.href
  }
  const addresses = (
    property: CatalogProperty,
    { token, rotatedAt }: GoogleFeedSecret,
  ): AdminGoogleFeedsResponse => ({
    propertyId: property.id,
    hotelCode: hotelCodeOf(property.id),
    availabilityUrl: feedUrl('googleAvailabilityFeed', {
      propertyId: property.id,
      token,
    }),
    ratesUrl: feedUrl('googleRateFeed', { propertyId: property.id, token }),
    hotelListUrl: feedUrl('googleHotelList', { token }),
    pointsOfSaleUrl: feedUrl('googlePointsOfSale', { token }),
    rotatedAt,
  })
  const propertyFor = async (propertyId: string) => {
    const property = (await context.catalog.get()).propertyById.get(propertyId)
    if (!property) throw notFound('property', propertyId, 'propertyId')
    return property
  }

  /** One property's nights over the window asked for, once the secret is right. */
  const feedInput = async (query: {
    propertyId: string
    token: string
    dateFrom?: string | undefined
    dateTo?: string | undefined
  }) => {
    const property = (await context.catalog.get()).propertyById.get(
      query.propertyId,
    )
    if (!property || !(await isGoogleFeedToken(db, query.token)))
      throw noSuchFeed()
    const at = now()
    const { dateFrom, dateTo } = googleFeedWindow(query, todayIso(at))
    return readFeedInput(db, property, dateFrom, dateTo, at)
  }
  const checkToken = async (token: string) => {
    if (!(await isGoogleFeedToken(db, token))) throw noSuchFeed()
  }

  handle('googleAvailabilityFeed', async (query) =>
    availabilityFeed(await feedInput(query)),
  )
  handle('googleRateFeed', async (query) => rateFeed(await feedInput(query)))
  handle('googleHotelList', async ({ token, lang }) => {
    await checkToken(token)
    return hotelListFeed(await context.catalog.get(), lang, publicBaseUrl)
  })
  handle('googlePointsOfSale', async ({ token }) => {
    await checkToken(token)
    return pointsOfSale(publicBaseUrl)
  })

  handle('adminGoogleFeeds', async ({ propertyId }) =>
    addresses(await propertyFor(propertyId), await googleFeedSecret(db, now())),
  )
  handle('rotateGoogleFeeds', async ({ propertyId }, { caller: admin }) => {
    const property = await propertyFor(propertyId)
    const at = now()
    const secret = await inTransaction(db, async (trx) => {
      const made = await rotateGoogleFeedSecret(trx, at)
      await recordAudit(
        trx,
        admin,
        {
          action: 'google_feeds_rotated',
          entity: 'partner_feed',
          entityId: 'google',
          before: null,
          after: { rotatedAt: made.rotatedAt },
        },
        at,
      )
      return made
    })
    return addresses(property, secret)
  })
}
