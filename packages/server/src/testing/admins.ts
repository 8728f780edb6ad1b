import { endpoints } from '@resort/core/api'
import { qs } from './api'
import {
  callAs,
  signedInMember,
  withTokens,
  type SessionTokens,
} from './members'
import { mailsTo, waitForMail } from './outbox'
import type { TestServer } from './testServer'

/**
 * An admin's session past its second factor, as an admin gets one: registered, signed in with
 * the password, and the code of the mail typed in. `email` must be in the server's adminEmails.
 */
export async function signedInAdmin(
  server: TestServer,
  email: string,
): Promise<SessionTokens> {
  const tokens = await signedInMember(server, { email })
  const before = (await mailsTo(server.database.db, email)).length
  const asked = await callAs(
    server,
    endpoints.adminSecondFactorCode,
    {},
    tokens,
  )
  if (asked.status !== 202) throw new Error(`no code: ${await asked.text()}`)
  const mail = await waitForMail(server.database.db, email, before + 1)
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1]
  const verified = await callAs(
    server,
    endpoints.adminSecondFactorVerify,
    { code },
    tokens,
  )
  if (verified.status !== 200)
    throw new Error(`second factor refused: ${await verified.text()}`)
  return tokens
}

/** Calls an endpoint of the table with a session: GET input as the query, else as the JSON body. */
export async function callWith(
  server: TestServer,
  endpoint: { method: string; path: string },
  input: Record<string, unknown>,
  tokens: Partial<SessionTokens>,
): Promise<{ status: number; body: any }> {
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
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}
