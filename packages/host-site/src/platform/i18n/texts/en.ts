import accommodation from '../locales/en/accommodation.json'
import amenities from '../locales/en/amenities.json'
import common from '../locales/en/common.json'
import consent from '../locales/en/consent.json'
import favourites from '../locales/en/favourites.json'
import home from '../locales/en/home.json'
import memberBookings from '../locales/en/memberBookings.json'
import newsletter from '../locales/en/newsletter.json'
import signInMethods from '../locales/en/signInMethods.json'
import siteUi from '../locales/en/siteUi.json'

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
