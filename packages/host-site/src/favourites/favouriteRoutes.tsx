import { lazy } from 'react'
import { Route } from 'react-router'
import { hydrationAwaits } from '../ssr'

// Its own chunk, loaded when a member first opens the page.
const FavouritesPage = lazy(() =>
  hydrationAwaits(import('./FavouritesPage')).then((module) => ({
    default: module.FavouritesPage,
  })),
)

/** The member's favourites page under /{lang}/my-profile/ (SPEC 2: favorites). */
export const favouriteRoutes = (
  <Route path="favorites" element={<FavouritesPage />} />
)
