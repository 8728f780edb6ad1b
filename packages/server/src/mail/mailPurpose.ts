/**
 * What a mail is for, set where it is built and kept in the outbox (issue 30), so that the
 * outbox knows which mails carry a credential and how each may be sent again.
 */
export type MailPurpose =
  /** A link that confirms a new account's address (account_links confirm_email). */
  | 'email_confirmation'
  /** A link that sets a new password (account_links reset_password). */
  | 'password_reset'
  /** A link that moves an account to a new address (account_links change_email). */
  | 'email_change'
  /** A note about the account with no link: password or address changed, already registered. */
  | 'account_notice'
  /** An admin's one-time sign-in code (the admin area's second factor). */
  | 'admin_code'
  /** The newsletter's double opt-in link, with the List-Unsubscribe link. */
  | 'newsletter_activation'
  /** A newsletter note with the List-Unsubscribe link only. */
  | 'newsletter_notice'
  /** A booking's confirmation, change or cancellation, with its signed self-service link. */
  | 'booking'
  /** A booking or call-back request: the desk's mail and the guest's copy. */
  | 'service_request'
  /** A club mail: points sent, received, expiring. */
  | 'loyalty'
  /** The notice that an account was erased. */
  | 'account_erasure'
  /** A gift voucher bought (issue 35): its code is money, hidden from staff in the outbox. */
  | 'gift_voucher'
  /**
   * The one reminder of a stay left on the payment step (decision 047), with its one-click
   * List-Unsubscribe link.
   */
  | 'booking_reminder'
