import { sendJson } from '#http/sendJson'
import type { RouteModule } from '../appContext'
import { pricedCaller, priceForRequest } from '../loyalty/memberPricing'
import {
  availabilityCalendar,
  groupAvailabilityCalendar,
} from '../search/availabilityCalendar'
import { unitPriceQuote, finalPriceQuote } from '../search/priceQuote'
import { propertyOffers } from '../search/propertyOffers'
import { searchProperties, suggest } from '../search/propertySearch'

/** /api/v1/search*: the server is the only authority on availability and price. */
export const searchRoutes: RouteModule = (handle, context) => {
  const { db, catalog, cache } = context
  const accounts = context.accounts
  handle('suggestions', async ({ q, lang }) =>
    suggest(await catalog.get(), q, lang),
  )
  handle('searchProperties', async (query, { reply }) =>
    sendJson(
      reply,
      await cache.answerJson('searchProperties', query, async () =>
        searchProperties(cache, await catalog.get(), query),
      ),
    ),
  )
  handle('property', async (query, { reply }) =>
    sendJson(
      reply,
      await cache.answerJson('property', query, async () =>
        propertyOffers(cache, await catalog.get(), query),
      ),
    ),
  )
  handle('propertyAnotherRoom', async (query) =>
    propertyOffers(cache, await catalog.get(), { ...query, rooms: 1 }),
  )
  handle('unitAvailabilityCalendar', async (query) =>
    availabilityCalendar(db, await catalog.get(), query),
  )
  handle('availabilityCalendar', async (query) =>
    groupAvailabilityCalendar(db, await catalog.get(), query),
  )
  // Quotes answer each caller for themselves: a verified club member signed in gets member prices.
  handle('finalPriceQuote', async (body, { request, reply }) => {
    const { priceFor, pointsPayer } = await pricedCaller(accounts, request)
    const quote = await finalPriceQuote(
      db,
      await catalog.get(),
      body,
      priceFor,
      true,
      { pointsPayer },
    )
    // Issue 34: sent as text, past the serializer's schema check (an eighth of a quote's time);
    // search/quoteAnswer.test.ts holds every kind of quote to the response schema instead.
    return sendJson(reply, JSON.stringify(quote))
  })
  handle('unitPriceQuote', async (body, { request }) => {
    const priceFor = await priceForRequest(accounts, request)
    return unitPriceQuote(db, await catalog.get(), body, priceFor)
  })
}
