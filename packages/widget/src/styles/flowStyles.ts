import base from './base.css?inline'
import checkout from './checkout.css?inline'
import flows from './flows.css?inline'
import manage from './manage.css?inline'

/**
 * What the booking and request elements adopt: the theme, fields and buttons (base.css, which
 * `<resort-search>` shares, so a page with both loads it once), the flows' look and the payment
 * step's summary (checkout.css).
 */
export const flowStyles = `${base}\n${flows}\n${checkout}`

/** What the manage element adopts: the flows' look and its own actions and notices. */
export const manageStyles = `${flowStyles}\n${manage}`
