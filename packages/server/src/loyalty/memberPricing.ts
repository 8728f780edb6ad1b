import type { FastifyRequest } from 'fastify'
import type { SessionDeps } from '../accounts/sessions'
import { signedInMemberIdOf } from '../accounts/signedInMember'
import { findUserById } from '../accounts/users'
import type { PriceFor } from '../pricing/stayPrice'
import { clubMemberOf } from './membership'

/**
 * Who a request is priced for (issue 13): member prices only for a valid signed-in session of a
 * club member whose e-mail is confirmed. Nothing the client sends in the body counts (ASVS 2.3.1:
 * business logic decided on the server). Read before any transaction: on SQLite it would wait
 * for its own connection.
 */
export async function priceForRequest(
  deps: SessionDeps,
  request: FastifyRequest,
): Promise<PriceFor> {
  return priceForMember(deps, await signedInMemberIdOf(deps, request))
}

/** Who a request signed in as `userId` (already authenticated; undefined: none) is priced for. */
export async function priceForMember(
  deps: Pick<SessionDeps, 'db'>,
  userId: string | undefined,
): Promise<PriceFor> {
  if (!userId) return 'public'
  const [user, membership] = await Promise.all([
    findUserById(deps.db, userId),
    clubMemberOf(deps.db, userId),
  ])
  return user?.email_verified_at && membership ? 'member' : 'public'
}

/**
 * Who a request is priced for, and the club member whose points may pay (decision 046): a
 * verified club member signed in, decided on the server (ASVS 2.3.1), never from the body.
 */
export async function pricedCaller(
  deps: SessionDeps,
  request: FastifyRequest,
): Promise<{ priceFor: PriceFor; pointsPayer: string | undefined }> {
  const memberId = await signedInMemberIdOf(deps, request)
  const priceFor = await priceForMember(deps, memberId)
  return { priceFor, pointsPayer: priceFor === 'member' ? memberId : undefined }
}
