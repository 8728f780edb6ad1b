// The answers of the newsletter's calls (decision 020). Classic zod: only the server, which
// checks every answer against them, and the API document load these (decision 014).
import * as z from 'zod'

/** The answer to a subscription request: the same whether the address was known or subscribed. */
export const newsletterRequestedResponseSchema = z.object({
  next: z.literal('check_email'),
})

/** The answer to a confirmation: the address now receives the newsletter. */
export const newsletterActivatedResponseSchema = z.object({
  email: z.string(),
  status: z.literal('active'),
})

/** The answer to an unsubscription by the mail's token. */
export const newsletterUnsubscribedResponseSchema = z.object({
  status: z.literal('unsubscribed'),
})

/** The signed-in member's subscription; `unsubscribed` also when the address never had one. */
export const memberNewsletterResponseSchema = z.object({
  /** Waiting for its confirmation, receiving the newsletter, or not. */
  status: z.enum(['pending', 'active', 'unsubscribed']),
})

/** A subscription's state. */
export type NewsletterStatus = z.infer<
  typeof memberNewsletterResponseSchema
>['status']
