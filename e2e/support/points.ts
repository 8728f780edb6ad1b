// Earned points for a member of the e2e server's club, credited the product's way: by staff in
// the admin area (issue 14), through its calls: the staff member signs in with a password, passes
// the second factor with the mailed code, finds the member and adjusts their points with a reason.
import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { member } from '@resort/test-fixtures'
import { adminCodeIn, mailCountTo, waitForMail } from './outbox'
import { accountsStaffEmail } from './servers'

async function ok(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
) {
  if (!response.ok())
    throw new Error(
      `${what} answered ${response.status()}: ${await response.text()}`,
    )
  return response
}

/**
 * Signs a staff member in (registering them on the first run against this server); their
 * password is the test member's.
 */
export async function signInStaff(
  staff: APIRequestContext,
  port: string,
  email = accountsStaffEmail,
) {
  const login = () =>
    staff.post('/api/v1/auth/login', {
      data: { email, password: member.password },
    })
  if ((await login()).ok()) return
  const before = mailCountTo(port, email)
  await ok(
    await staff.post('/api/v1/auth/register', {
      data: { ...member, email, lang: 'en' },
    }),
    'register staff',
  )
  // The newest link: a registration again (a retry, another worker) makes the older ones stale.
  // Another worker's admin code may have come after it: the newest mail with a link is the one.
  await waitForMail(port, email, before + 1)
  let token: string | undefined
  for (let count = mailCountTo(port, email); !token && count > before; count--)
    token = /#token=([\w-]+)/.exec(
      (await waitForMail(port, email, count)).text,
    )?.[1]
  const confirmed = await staff.post('/api/v1/auth/confirm-email', {
    data: { token },
  })
  // A test on the other worker signing the same staff member in may have used the link first.
  if (confirmed.status() !== 410) await ok(confirmed, 'confirm staff')
  await ok(await login(), 'staff login')
}

/**
 * Signs staff in and passes the admin area's second factor with the mailed code, as staff do;
 * answers the XSRF header their writes echo.
 */
export async function staffPastSecondFactor(
  staff: APIRequestContext,
  port: string,
  email = accountsStaffEmail,
): Promise<Record<string, string>> {
  await signInStaff(staff, port, email)
  // A read hands out the XSRF cookie that the writes echo.
  const session = await ok(
    await staff.get('/api/v1/admin/session'),
    'admin session',
  )
  if (!((await session.json()) as { email?: string }).email)
    throw new Error('the staff member is not an admin')
  const { cookies } = await staff.storageState()
  const headers = {
    'X-XSRF-TOKEN':
      cookies.find(({ name }) => name === 'XSRF-TOKEN')?.value ?? '',
  }
  const mails = mailCountTo(port, email)
  await ok(
    await staff.post('/api/v1/admin/second-factor/code', { headers }),
    'admin code',
  )
  const mail = await waitForMail(port, email, mails + 1)
  const code = adminCodeIn(mail)
  await ok(
    await staff.post('/api/v1/admin/second-factor/verify', {
      headers,
      data: { code },
    }),
    'admin second factor',
  )
  return headers
}

/**
 * Credits `points` earned points, with a reason, to the club member with the address on the e2e
 * server on `port`, as staff do. `staff` is a request context of its own (its cookies are staff's).
 */
export async function creditEarnedPoints(
  staff: APIRequestContext,
  port: string,
  email: string,
  points: number,
): Promise<void> {
  const headers = await staffPastSecondFactor(staff, port)
  const found = await ok(
    await staff.get('/api/v1/admin/members', { params: { q: email } }),
    'find member',
  )
  const { items } = (await found.json()) as { items: { userId: string }[] }
  if (items.length !== 1)
    throw new Error(`${items.length} members match ${email}`)
  await ok(
    await staff.post('/api/v1/admin/members/points-adjustment', {
      headers,
      data: {
        requestId: randomUUID(),
        userId: items[0]!.userId,
        points,
        note: 'Welcome gift from the front desk',
      },
    }),
    'adjust points',
  )
}
