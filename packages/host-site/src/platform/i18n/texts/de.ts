import accommodation from '../locales/de/accommodation.json'
import amenities from '../locales/de/amenities.json'
import common from '../locales/de/common.json'
import consent from '../locales/de/consent.json'
import favourites from '../locales/de/favourites.json'
import home from '../locales/de/home.json'
import memberBookings from '../locales/de/memberBookings.json'
import newsletter from '../locales/de/newsletter.json'
import signInMethods from '../locales/de/signInMethods.json'
import siteUi from '../locales/de/siteUi.json'

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
