import { slugLayoutRoutes } from '../../platform/routing/slugRoutes'
import { profileSettingsRoute } from '../account/accountRoutes'
import { favouriteRoutes } from '../favourites/favouriteRoutes'
import { profileClubRoutes } from '../loyalty/loyaltyRoutes'
import { memberBookingRoutes } from '../memberBookings/memberBookingRoutes'
import { ProfileLayout } from './ProfileLayout'

/** /{lang}/my-profile (localized) and its sections (SPEC 2), each page in its feature's chunk. */
export const profileRoutes = slugLayoutRoutes(
  'profile',
  <ProfileLayout />,
  <>
    {profileClubRoutes}
    {memberBookingRoutes}
    {favouriteRoutes}
    {profileSettingsRoute}
  </>,
)
