import { Route } from 'react-router'
import { slugRoutes } from '../../platform/routing/slugRoutes'
import { lazyPages, Redirect } from '../../platform/ssr'

// One chunk for every club page, loaded when a visitor first opens one.
const page = lazyPages(
  'src/members/loyalty/pages/index.tsx',
  () => import('./pages'),
)

const Loyalty = page('Loyalty')
const LoyaltyConfirm = page('LoyaltyConfirm')
const ClubRules = page('ClubRules')
const ProfileOverview = page('ProfileOverview')
const Points = page('Points')
const Benefits = page('Benefits')
const ExclusiveOffers = page('ExclusiveOffers')

/** The club's public pages under /{lang}/ (SPEC 2: loyalty, loyalty-confirm, the club's page). */
export const clubRoutes = (
  <>
    {slugRoutes('loyalty', <Loyalty />)}
    <Route path="loyalty-confirm" element={<LoyaltyConfirm />} />
    {slugRoutes('club', <ClubRules />)}
  </>
)

/** The club's sections of the member profile, under /{lang}/my-profile/ (SPEC 2). */
export const profileClubRoutes = (
  <>
    <Route index element={<Redirect to="overview" />} />
    <Route path="overview" element={<ProfileOverview />} />
    <Route path="points" element={<Points />} />
    <Route path="benefits" element={<Benefits />} />
    <Route path="exclusive-offers" element={<ExclusiveOffers />} />
  </>
)
