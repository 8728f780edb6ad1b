import { Route } from 'react-router'
import { profileSettingsRoute } from '../account/accountRoutes'
import { favouriteRoutes } from '../favourites/favouriteRoutes'
import { profileClubRoutes } from '../loyalty/loyaltyRoutes'
import { memberBookingRoutes } from '../memberBookings/memberBookingRoutes'
import { ProfileLayout } from './ProfileLayout'

/** /{lang}/my-profile and its sections (SPEC 2), each page in its feature's chunk. */
export const profileRoutes = (
  <Route path="my-profile" element={<ProfileLayout />}>
    {profileClubRoutes}
    {memberBookingRoutes}
    {favouriteRoutes}
    {profileSettingsRoute}
  </Route>
)
