import accommodation from '../locales/it/accommodation.json'
import amenities from '../locales/it/amenities.json'
import common from '../locales/it/common.json'
import consent from '../locales/it/consent.json'
import favourites from '../locales/it/favourites.json'
import home from '../locales/it/home.json'
import memberBookings from '../locales/it/memberBookings.json'
import newsletter from '../locales/it/newsletter.json'
import signInMethods from '../locales/it/signInMethods.json'
import siteUi from '../locales/it/siteUi.json'

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
