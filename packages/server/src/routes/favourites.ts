import { MAX_FAVOURITES } from '@resort/core/api'
import type { FastifyReply } from 'fastify'
import { createAccountDeps } from '../accounts/accountDeps'
import { signedInMember } from '../accounts/signedInMember'
import type { RouteModule } from '../appContext'
import {
  addFavourite,
  favouritesOf,
  removeFavourite,
} from '../favourites/memberFavourites'

// Answers about a member are never kept by a cache.
const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store')

/** /api/v1/crm/favorites and user-favourites-data: the signed-in member's favourite properties. */
export const favouriteRoutes: RouteModule = (handle, context) => {
  const deps = createAccountDeps(context)
  handle('addFavourite', async ({ propertyId }, { request, reply }) => {
    noStore(reply)
    const { user } = await signedInMember(deps, request)
    return addFavourite(deps.db, user.adb2c_id, propertyId, deps.now())
  })
  handle('removeFavourite', async ({ propertyId }, { request, reply }) => {
    noStore(reply)
    const { user } = await signedInMember(deps, request)
    return removeFavourite(deps.db, user.adb2c_id, propertyId)
  })
  handle('memberFavourites', async ({ lang }, { request, reply }) => {
    noStore(reply)
    const { user } = await signedInMember(deps, request)
    const favourites = await favouritesOf(
      deps.db,
      await context.catalog.get(),
      user.adb2c_id,
      lang,
    )
    return { favourites, max: MAX_FAVOURITES }
  })
}
