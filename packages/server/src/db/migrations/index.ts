import type { Migration } from 'kysely'
import * as appMeta from './0001_app_meta'
import * as catalog from './0002_catalog'
import * as bookings from './0003_bookings'
import * as idempotencyBooking from './0004_idempotency_booking'
import * as accounts from './0005_accounts'
import * as accountLinks from './0006_account_links'
import * as identities from './0007_identities'
import * as passkeys from './0008_passkeys'
import * as newsletter from './0010_newsletter'
import * as favourites from './0011_favourites'
import * as loyalty from './0012_loyalty'
import * as memberRates from './0013_member_rates'
import * as memberTitle from './0014_member_title'
import * as memberOffers from './0015_member_offers'
import * as soldTerms from './0016_sold_terms'
import * as admin from './0017_admin'
import * as stayRestrictions from './0018_stay_restrictions'
import * as content from './0019_content'
import * as reviews from './0020_reviews'
import * as mailPurpose from './0021_mail_purpose'
import * as adminCodeBudget from './0022_admin_code_budget'
import * as payments from './0023_payments'
import * as paymentPolicies from './0024_payment_policies'
import * as paymentMovements from './0025_payment_movements'
import * as supplementMeals from './0026_supplement_meals'
import * as mailHtml from './0027_mail_html'
import * as childAges from './0028_child_ages'
import * as propertyContact from './0029_property_contact'
import * as media from './0030_media'
import * as propertyLandscape from './0031_property_landscape'
import * as rateLimits from './0032_rate_limits'
import * as bookingSearchIndex from './0033_booking_search_index'
import * as nightVersions from './0034_night_versions'
import * as jobRuns from './0035_job_runs'
import * as unitCalendars from './0036_unit_calendars'
import * as unitCalendarImports from './0037_unit_calendar_imports'
import * as promoCodes from './0038_promo_codes'
import * as giftVouchers from './0039_gift_vouchers'
import * as bookingReminders from './0040_booking_reminders'
import * as webhooks from './0041_webhooks'
import * as partnerFeeds from './0042_partner_feeds'
import * as touristTax from './0043_tourist_tax'

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001_app_meta': appMeta,
  '0002_catalog': catalog,
  '0003_bookings': bookings,
  '0004_idempotency_booking': idempotencyBooking,
  '0005_accounts': accounts,
  '0006_account_links': accountLinks,
  '0007_identities': identities,
  '0008_passkeys': passkeys,
  '0010_newsletter': newsletter,
  '0011_favourites': favourites,
  '0012_loyalty': loyalty,
  '0013_member_rates': memberRates,
  '0014_member_title': memberTitle,
  '0015_member_offers': memberOffers,
  '0016_sold_terms': soldTerms,
  '0017_admin': admin,
  '0018_stay_restrictions': stayRestrictions,
  '0019_content': content,
  '0020_reviews': reviews,
  '0021_mail_purpose': mailPurpose,
  '0022_admin_code_budget': adminCodeBudget,
  '0023_payments': payments,
  '0024_payment_policies': paymentPolicies,
  '0025_payment_movements': paymentMovements,
  '0026_supplement_meals': supplementMeals,
  '0027_mail_html': mailHtml,
  '0028_child_ages': childAges,
  '0029_property_contact': propertyContact,
  '0030_media': media,
  '0031_property_landscape': propertyLandscape,
  '0032_rate_limits': rateLimits,
  '0033_booking_search_index': bookingSearchIndex,
  '0034_night_versions': nightVersions,
  '0035_job_runs': jobRuns,
  '0036_unit_calendars': unitCalendars,
  '0037_unit_calendar_imports': unitCalendarImports,
  '0038_promo_codes': promoCodes,
  '0039_gift_vouchers': giftVouchers,
  '0040_booking_reminders': bookingReminders,
  '0041_webhooks': webhooks,
  '0042_partner_feeds': partnerFeeds,
  '0043_tourist_tax': touristTax,
}
