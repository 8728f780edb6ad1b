import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'
import {
  completePendingIdentity,
  signInWithProfile,
  type OnExternalEmailToConfirm,
} from './socialAccounts'
import type { ProviderProfile } from './socialClients'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

type Told = Parameters<OnExternalEmailToConfirm>[0]

function recordingDeps(failing = false) {
  const told: Told[] = []
  const errors: unknown[] = []
  return {
    told,
    errors,
    deps: {
      db: server.database.db,
      now: () => new Date(),
      onExternalEmailToConfirm: async (confirmation: Told) => {
        told.push(confirmation)
        if (failing) throw new Error('mail down')
      },
      logError: (error: unknown) => errors.push(error),
    },
  }
}

const profile = (
  subject: string,
  email: string | undefined,
): ProviderProfile => ({
  provider: 'microsoft',
  issuer: 'https://login.microsoftonline.com/tenant/v2.0',
  subject,
  email,
  emailVerified: false,
  firstName: 'Mara',
  lastName: 'Bek',
})

describe('the hook for an address to confirm (onExternalEmailToConfirm)', () => {
  it('tells a new account from an address that already had one; both outcomes are confirm_email', async () => {
    const { deps, told } = recordingDeps()
    const first = await signInWithProfile(
      deps,
      profile('s-1', ' Mara@Example.com '),
      'de',
    )
    const second = await signInWithProfile(
      deps,
      profile('s-2', 'mara@example.com'),
      'hr',
    )
    expect(first).toEqual({ outcome: 'confirm_email' })
    expect(second).toEqual(first)
    expect(
      told.map(({ kind, language, provider, user }) => [
        kind,
        language,
        provider,
        user.email,
      ]),
    ).toEqual([
      ['created', 'de', 'microsoft', 'mara@example.com'],
      ['already_registered', 'hr', 'microsoft', 'mara@example.com'],
    ])
  })

  it('is told for an address typed after Facebook gave none, and a failing hook changes no answer', async () => {
    const { deps, told, errors } = recordingDeps(true)
    const pending = {
      provider: 'facebook' as const,
      issuer: 'https://www.facebook.com',
      subject: 'fb-1',
      firstName: 'Ivo',
      lastName: '',
      language: 'sl' as const,
    }
    await expect(
      completePendingIdentity(deps, pending, 'ivo@example.com', 'sl'),
    ).resolves.toBeUndefined()
    expect(told.map(({ kind, provider }) => [kind, provider])).toEqual([
      ['created', 'facebook'],
    ])
    expect(errors).toHaveLength(1)
  })

  it('asks for an address when the provider gave none or an unusable one', async () => {
    const { deps, told } = recordingDeps()
    for (const email of [undefined, '', 'not an address'])
      expect(
        await signInWithProfile(deps, profile(`s-none-${email}`, email), 'en'),
      ).toEqual({ outcome: 'email_required' })
    expect(told).toEqual([])
  })
})
