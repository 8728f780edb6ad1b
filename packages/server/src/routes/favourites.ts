import { MAX_FAVOURITES } from '@resort/core/api'
import type { RouteModule } from '../appContext'
import {
  addFavourite,
  favouritesOf,
  removeFavourite,
} from '../favourites/memberFavourites'

/** /api/v1/crm/favorites and user-favourites-data: the signed-in member's favourite properties. */
export const favouriteRoutes: RouteModule = (handle, context) => {
  const deps = context.accounts
  handle('addFavourite', async ({ propertyId }, { caller: { user } }) =>
    addFavourite(deps.db, user.adb2c_id, propertyId, deps.now()),
  )
  handle('removeFavourite', async ({ propertyId }, { caller: { user } }) =>
    removeFavourite(deps.db, user.adb2c_id, propertyId),
  )
  handle('memberFavourites', async ({ lang }, { caller: { user } }) => {
    const favourites = await favouritesOf(
      deps.db,
      await context.catalog.get(),
      user.adb2c_id,
      lang,
    )
    return { favourites, max: MAX_FAVOURITES }
  })
}
