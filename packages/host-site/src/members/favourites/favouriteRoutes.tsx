import { Route } from 'react-router'
import { lazyPage } from '../../platform/ssr'

// Its own chunk, loaded when a member first opens the page.
const FavouritesPage = lazyPage(
  'src/members/favourites/FavouritesPage.tsx',
  () => import('./FavouritesPage').then((module) => module.FavouritesPage),
)

/** The member's favourites page under /{lang}/my-profile/ (SPEC 2: favorites). */
export const favouriteRoutes = (
  <Route path="favorites" element={<FavouritesPage />} />
)
