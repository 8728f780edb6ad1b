import type { SeedContentPage } from './contentTypes'
import { activitiesPage } from './pages/activities-and-fun'
import { clubTermsPage } from './pages/club-terms'
import { contactPage } from './pages/contact'
import { eventsPage } from './pages/events'
import { explorePage } from './pages/explore'
import { faqPage } from './pages/faq'
import { locationPage } from './pages/location'
import { meetingsPage } from './pages/meetings'
import { newsPage } from './pages/news'
import { offersPage } from './pages/offers'
import { otherPage } from './pages/other'
import { poolsPage } from './pages/pools-and-beaches'
import { privacyPolicyPage } from './pages/privacy-policy'
import { resortsPage } from './pages/resorts'
import { restaurantsPage } from './pages/restaurants-and-bars'
import { sportPage } from './pages/sport'
import { wellnessPage } from './pages/wellness'

/** The group's content pages as first seeded; staff edit them in the admin area afterwards. */
export const contentPages: readonly SeedContentPage[] = [
  offersPage,
  meetingsPage,
  wellnessPage,
  resortsPage,
  restaurantsPage,
  poolsPage,
  activitiesPage,
  sportPage,
  otherPage,
  eventsPage,
  newsPage,
  explorePage,
  faqPage,
  contactPage,
  locationPage,
  privacyPolicyPage,
  clubTermsPage,
]
