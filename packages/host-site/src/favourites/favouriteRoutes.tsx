import { lazy } from 'react'
import { Route } from 'react-router'
import { FAVOURITES_ROUTE } from './favouritesPath'

// Its own chunk, loaded when a member first opens the page.
const FavouritesPage = lazy(() =>
  import('./FavouritesPage').then((module) => ({
    default: module.FavouritesPage,
  })),
)

/** The member's favourites page under /{lang}/ (SPEC 2: my-profile/favorites). */
export const favouriteRoutes = (
  <Route path={FAVOURITES_ROUTE} element={<FavouritesPage />} />
)
