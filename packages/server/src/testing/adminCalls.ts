import { endpoints, type EndpointName } from '@resort/core/api'
import { expect } from 'vitest'
import { qs } from './api'
import {
  callAs,
  signedInMember,
  withTokens,
  type SessionTokens,
} from './members'
import { mailsTo, waitForMail } from './outbox'
import type { TestServer } from './testServer'

/** Calls an endpoint as a member (GET with the input as query, others with it as JSON). */
export async function adminCall(
  server: TestServer,
  name: EndpointName,
  tokens: Partial<SessionTokens>,
  input: Record<string, unknown> = {},
): Promise<{ status: number; body: Record<string, any> }> {
  const endpoint = endpoints[name]
  const response =
    endpoint.method === 'GET'
      ? await withTokens(
          server,
          {
            method: 'GET',
            path: `${endpoint.path}?${qs(input as Record<string, string>)}`,
          },
          tokens,
        )
      : await callAs(server, endpoint, input, tokens)
  return {
    status: response.status,
    body: (await response.json()) as Record<string, any>,
  }
}

/** Asks for a code and reads it in the admin's mailbox, as the admin does. */
export async function mailedAdminCode(
  server: TestServer,
  email: string,
  tokens: SessionTokens,
): Promise<string> {
  const before = (await mailsTo(server.database.db, email)).length
  const asked = await adminCall(server, 'adminSecondFactorCode', tokens)
  expect(asked.status).toBe(202)
  const mail = await waitForMail(server.database.db, email, before + 1)
  // The code stands in the body, never in the subject (issue 30).
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code in the mail "${mail.subject}"`)
  return code
}

/** An admin (on the server's list) signed in whose session has passed the mailed code. */
export async function verifiedAdmin(
  server: TestServer,
  email: string,
): Promise<SessionTokens> {
  const tokens = await signedInMember(server, { email })
  const code = await mailedAdminCode(server, email, tokens)
  const passed = await adminCall(server, 'adminSecondFactorVerify', tokens, {
    code,
  })
  expect(passed.status).toBe(200)
  return tokens
}
