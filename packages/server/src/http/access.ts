import type { Access } from '@resort/core/api'
import type { FastifyRequest } from 'fastify'
import type { AuthenticatedSession } from '../accounts/sessions'
import type { UserRow } from '../accounts/users'
import type { AdminVisit } from '../admin/adminVisit'

/** A signed-in member as the access check found them. */
export interface MemberCaller {
  user: UserRow
  session: AuthenticatedSession
}

/** Who called an endpoint, by the access its row declares: nobody in particular for public rows. */
export type CallerOf<A extends Access> = A extends 'member' | 'recentMember'
  ? MemberCaller
  : A extends 'admin' | 'adminSecondFactor'
    ? AdminVisit
    : undefined

/**
 * Resolves the caller a row's access asks for, or throws the 401 or 403 the request gets. Built
 * once in buildApp over the account functions; the registrar runs it before reading any input.
 */
export type ResolveCaller = (
  access: Exclude<Access, 'public'>,
  request: FastifyRequest,
) => Promise<MemberCaller | AdminVisit>
