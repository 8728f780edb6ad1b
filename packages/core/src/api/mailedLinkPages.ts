// The site pages that mailed links open, apart from the calls' schemas: the site's routes need
// the slugs on every page, and should not bring zod with them (issue 15).

/** What a mailed link is for. */
export type AccountLinkPurpose =
  'confirm_email' | 'reset_password' | 'change_email'

/** The site page each link opens, under /{lang}/ (SPEC 2 names registration-confirm). */
export const ACCOUNT_LINK_PAGES: Readonly<Record<AccountLinkPurpose, string>> =
  {
    confirm_email: 'registration-confirm',
    reset_password: 'reset-password',
    change_email: 'email-change',
  }

/** The site pages the newsletter's mails link to, under /{lang}/ (SPEC 2). */
export const NEWSLETTER_PAGES = {
  confirm: 'newsletter-confirm',
  unsubscribed: 'unsubscribed',
} as const

/**
 * The site page a booking reminder's "no more reminders" link opens, under /{lang}/ (issue 35,
 * decision 047), its token in the fragment for the page's button.
 */
export const BOOKING_REMINDERS_PAGE = 'booking-reminders'

/** The booking reminders' page, with a reminder's token in the fragment when there is one. */
export const bookingRemindersPageUrl = (
  language: string,
  token?: string,
): string =>
  `/${language}/${BOOKING_REMINDERS_PAGE}${token ? `#token=${encodeURIComponent(token)}` : ''}`
