// The newsletter (SPEC 7 crm calls, decision 020); RFC 8058's one-click target, which takes a form
// body, is a route of its own (LIST_UNSUBSCRIBE_PATH). Rows of the endpoint table in a module of
// their own (see endpoints.ts).
import type * as z from 'zod'
import { memberEndpoint, publicEndpoint, type WireInput } from './endpoint'
import type {
  memberNewsletterRequestSchema,
  memberNewsletterResponseSchema,
  newsletterActivatedResponseSchema,
  newsletterRequestedResponseSchema,
  newsletterSubscriptionRequestSchema,
  newsletterTokenRequestSchema,
  newsletterUnsubscribedResponseSchema,
} from './newsletter'

type In<S extends z.core.$ZodType> = WireInput<S>
type Out<S extends z.core.$ZodType> = z.output<S>

type NewsletterToken = In<typeof newsletterTokenRequestSchema>
type MemberNewsletter = Out<typeof memberNewsletterResponseSchema>
export const newsletterSubscription = /* @__PURE__ */ publicEndpoint<
  In<typeof newsletterSubscriptionRequestSchema>,
  Out<typeof newsletterRequestedResponseSchema>
>('newsletterSubscription', 'POST', '/api/v1/crm/newsletter-subscription')
export const newsletterActivation = /* @__PURE__ */ publicEndpoint<
  NewsletterToken,
  Out<typeof newsletterActivatedResponseSchema>
>('newsletterActivation', 'POST', '/api/v1/crm/newsletter-activation', [
  'link_invalid',
])
export const newsletterUnsubscribe = /* @__PURE__ */ publicEndpoint<
  NewsletterToken,
  Out<typeof newsletterUnsubscribedResponseSchema>
>('newsletterUnsubscribe', 'POST', '/api/v1/crm/newsletter-unsubscribe', [
  'link_invalid',
])
export const memberNewsletter = /* @__PURE__ */ memberEndpoint<
  undefined,
  MemberNewsletter
>('memberNewsletter', 'GET', '/api/v1/crm/newsletter-subscription')
export const setMemberNewsletter = /* @__PURE__ */ memberEndpoint<
  In<typeof memberNewsletterRequestSchema>,
  MemberNewsletter
>('setMemberNewsletter', 'PUT', '/api/v1/crm/newsletter-subscription')
