import type { RouteModule } from '../appContext'
import {
  confirmSubscription,
  requestSubscription,
} from '../newsletter/doubleOptIn'
import {
  memberSubscription,
  setMemberSubscription,
} from '../newsletter/memberSubscription'
import { NewsletterThrottled } from '../newsletter/requestLimits'
import { unsubscribeWithToken } from '../newsletter/withdrawal'

/** SPEC 7's newsletter-subscription and newsletter-activation, and unsubscribing (decision 020). */
export const newsletterRoutes: RouteModule = (handle, context) => {
  const deps = context.newsletter
  handle('newsletterSubscription', (body, { request, reply }) => {
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
  handle('newsletterActivation', ({ token }, { request }) =>
    confirmSubscription(deps, token, request.ip),
  )
  handle('newsletterUnsubscribe', ({ token }, { request }) =>
    unsubscribeWithToken(deps, token, 'unsubscribe_page', request.ip),
  )
  handle('memberNewsletter', async (_query, { caller: { user } }) =>
    memberSubscription(deps, user),
  )
  handle('setMemberNewsletter', async (body, { request, caller: { user } }) =>
    setMemberSubscription(deps, user, body, request.ip),
  )
}
