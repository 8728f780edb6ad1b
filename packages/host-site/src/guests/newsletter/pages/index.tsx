// The newsletter's pages, one chunk that the site loads when a visitor opens a mailed link.
import '../../../platform/styles/account.css'

export { NewsletterConfirm as NewsletterConfirmPage } from './NewsletterConfirm'
export { Unsubscribed as UnsubscribedPage } from './Unsubscribed'
