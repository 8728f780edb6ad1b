import accommodation from '../locales/sl/accommodation.json'
import amenities from '../locales/sl/amenities.json'
import common from '../locales/sl/common.json'
import consent from '../locales/sl/consent.json'
import favourites from '../locales/sl/favourites.json'
import home from '../locales/sl/home.json'
import memberBookings from '../locales/sl/memberBookings.json'
import newsletter from '../locales/sl/newsletter.json'
import signInMethods from '../locales/sl/signInMethods.json'
import siteUi from '../locales/sl/siteUi.json'

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
