import type { FastifyReply } from 'fastify'
import { createAccountDeps } from '../accounts/accountDeps'
import { signedInMember } from '../accounts/signedInMember'
import type { RouteModule } from '../appContext'
import { createNewsletterDeps } from '../newsletter/newsletterDeps'
import { NewsletterThrottled } from '../newsletter/requestLimits'
import {
  confirmSubscription,
  memberSubscription,
  requestSubscription,
  setMemberSubscription,
  unsubscribeWithToken,
} from '../newsletter/subscriptions'

// Answers about an address or a member are never kept by a cache.
const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store')

/** SPEC 7's newsletter-subscription and newsletter-activation, and unsubscribing (decision 020). */
export const newsletterRoutes: RouteModule = (handle, context) => {
  const deps = createNewsletterDeps(context)
  const accounts = createAccountDeps(context)
  handle('newsletterSubscription', (body, { request, reply }) => {
    noStore(reply)
    return requestSubscription(deps, {
      email: body.email,
      language: body.lang,
      source: body.source,
      ip: request.ip,
    }).catch((error: unknown) => {
      if (error instanceof NewsletterThrottled)
        reply.header('retry-after', String(error.retryAfterSeconds))
      throw error
    })
  })
  handle('newsletterActivation', ({ token }, { request, reply }) => {
    noStore(reply)
    return confirmSubscription(deps, token, request.ip)
  })
  handle('newsletterUnsubscribe', ({ token }, { request, reply }) => {
    noStore(reply)
    return unsubscribeWithToken(deps, token, 'unsubscribe_page', request.ip)
  })
  handle('memberNewsletter', async (_query, { request, reply }) => {
    noStore(reply)
    const { user } = await signedInMember(accounts, request)
    return memberSubscription(deps, user)
  })
  handle('setMemberNewsletter', async (body, { request, reply }) => {
    noStore(reply)
    const { user } = await signedInMember(accounts, request)
    return setMemberSubscription(deps, user, body, request.ip)
  })
}
