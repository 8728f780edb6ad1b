import accommodation from '../locales/hr/accommodation.json'
import amenities from '../locales/hr/amenities.json'
import common from '../locales/hr/common.json'
import consent from '../locales/hr/consent.json'
import favourites from '../locales/hr/favourites.json'
import home from '../locales/hr/home.json'
import memberBookings from '../locales/hr/memberBookings.json'
import newsletter from '../locales/hr/newsletter.json'
import signInMethods from '../locales/hr/signInMethods.json'
import siteUi from '../locales/hr/siteUi.json'

/** The site's base texts in one language: the namespaces any page may use (a chunk of its own). */
export const texts = {
  common,
  home,
  accommodation,
  amenities,
  signInMethods,
  favourites,
  memberBookings,
  newsletter,
  siteUi,
  consent,
}
