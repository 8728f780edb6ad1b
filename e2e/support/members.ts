// Members made and signed in through the API (issue 12), where a journey does not test the
// registration itself: the calls the site's pages make, with the link the confirmation mail holds.
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { member } from '@resort/test-fixtures'
import { linkIn, type OutboxMail } from './outbox'

export interface TestMember {
  email: string
  password: string
  firstName: string
  lastName: string
}

/** An address no other test (or earlier run against the same database) has used. */
export const uniqueEmail = (label: string) =>
  `${label}.${randomUUID().slice(0, 8)}@example.com`

/** The token of a mailed account link (in the link's fragment, decision 019). */
function linkTokenIn(mail: OutboxMail): string {
  const token = new URL(linkIn(mail)).hash.match(/token=([^&]+)/)?.[1]
  if (!token) throw new Error(`No token in the link of "${mail.subject}"`)
  return decodeURIComponent(token)
}

async function expectOk(
  response: Awaited<ReturnType<APIRequestContext['post']>>,
  what: string,
) {
  if (!response.ok())
    throw new Error(
      `${what} answered ${response.status()}: ${await response.text()}`,
    )
}

/**
 * Registers a member with the shared test member's password and name (an address of its own),
 * and confirms the address with the link of the confirmation mail.
 */
export async function registerConfirmedMember(
  request: APIRequestContext,
  waitForMail: (to: string) => Promise<OutboxMail>,
  details: Partial<TestMember> & { lang?: string } = {},
): Promise<TestMember> {
  const { lang = 'en', ...given } = details
  const registered: TestMember = {
    email: uniqueEmail('member'),
    password: member.password,
    firstName: member.firstName,
    lastName: member.lastName,
    ...given,
  }
  await expectOk(
    await request.post('/api/v1/auth/register', {
      data: { ...registered, lang },
    }),
    'register',
  )
  const token = linkTokenIn(await waitForMail(registered.email))
  await expectOk(
    await request.post('/api/v1/auth/confirm-email', { data: { token } }),
    'confirm-email',
  )
  return registered
}

/** Signs a member in with `request`: a page's `page.request` keeps the session in its browser. */
export async function signInThroughApi(
  request: APIRequestContext,
  { email, password }: Pick<TestMember, 'email' | 'password'>,
): Promise<void> {
  await expectOk(
    await request.post('/api/v1/auth/login', { data: { email, password } }),
    'login',
  )
}

/**
 * Joins the member signed in in the page's browser to the club, as the site calls it (the page's
 * XSRF cookie echoed in the header), and answers their member number.
 */
export async function joinClubThroughApi(page: Page): Promise<string> {
  const xsrf = (await page.context().cookies()).find(
    ({ name }) => name === 'XSRF-TOKEN',
  )?.value
  const joined = await page.request.post('/api/v1/crm/add-loylaty', {
    data: {},
    headers: { 'X-XSRF-TOKEN': xsrf ?? '' },
  })
  await expectOk(joined, 'join the club')
  return ((await joined.json()) as { loyalty: { memberNumber: string } })
    .loyalty.memberNumber
}
