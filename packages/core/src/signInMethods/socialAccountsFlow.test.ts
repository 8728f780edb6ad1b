import { describe, expect, it, vi } from 'vitest'
import {
  fakeApiClient,
  refusal,
  type FakeEndpoints,
} from '../api/fakeApiClient'
import { createSocialAccountsFlow } from './socialAccountsFlow'
import type { ConnectedIdentity } from './socialAccountsFlowTypes'

const google: ConnectedIdentity = {
  id: 'identity-google',
  provider: 'google',
  email: 'ana.horvat@example.com',
  connectedAt: '2026-05-01T10:00:00.000Z',
}
const facebook: ConnectedIdentity = {
  id: 'identity-facebook',
  provider: 'facebook',
  email: null,
  connectedAt: '2026-05-02T10:00:00.000Z',
}

function flowWith(handlers: FakeEndpoints) {
  const flow = createSocialAccountsFlow({
    api: fakeApiClient(handlers),
    language: 'de',
  })
  return { flow, state: () => flow.getState() }
}

describe('social accounts flow: providers', () => {
  it('asks the server once which providers it offers', async () => {
    const socialProviders = vi.fn(async () => ({
      providers: ['google' as const, 'facebook' as const],
      connectable: ['google' as const, 'facebook' as const],
    }))
    const { state } = flowWith({ socialProviders })
    await Promise.all([state().loadProviders(), state().loadProviders()])
    await state().loadProviders()
    expect(socialProviders).toHaveBeenCalledTimes(1)
    expect(state().providers).toEqual(['google', 'facebook'])
    expect(state().connectable).toEqual(['google', 'facebook'])
  })

  it('offers none when the server cannot say, so no button leads to a failing route', async () => {
    const { state } = flowWith({
      socialProviders: async () => {
        throw refusal('generic', 0)
      },
    })
    await state().loadProviders()
    expect(state().providers).toEqual([])
    expect(state().connectable).toEqual([])
  })
})

describe('social accounts flow: connected identities', () => {
  it('lists the identities and whether the account has a password', async () => {
    const { state } = flowWith({
      identities: async () => ({
        identities: [google, facebook],
        hasPassword: false,
      }),
    })
    await state().loadIdentities()
    expect(state().identities).toEqual([google, facebook])
    expect(state().hasPassword).toBe(false)
  })

  it('says the member is signed out when the session cannot be renewed', async () => {
    const { state } = flowWith({
      identities: async () => {
        throw refusal('unauthorized', 401)
      },
    })
    await state().loadIdentities()
    expect(state().notice).toBe('signed_out')
    expect(state().identities).toBeUndefined()
  })

  it('removes an identity and shows the list the server answers', async () => {
    const removeIdentity = vi.fn(async () => ({
      identities: [facebook],
      hasPassword: true,
    }))
    const { state } = flowWith({
      identities: async () => ({
        identities: [google, facebook],
        hasPassword: true,
      }),
      removeIdentity,
    })
    await state().loadIdentities()
    expect(await state().removeIdentity(google.id)).toBe(true)
    expect(removeIdentity).toHaveBeenCalledWith({ id: google.id })
    expect(state().identities).toEqual([facebook])
    expect(state().notice).toBe('identity_removed')
    expect(state().busy).toBeUndefined()
  })

  it('keeps the last way to sign in and says why', async () => {
    const { state } = flowWith({
      identities: async () => ({ identities: [google], hasPassword: false }),
      removeIdentity: async () => {
        throw refusal('conflict', 409, { id: 'last_way_to_sign_in' })
      },
    })
    await state().loadIdentities()
    expect(await state().removeIdentity(google.id)).toBe(false)
    expect(state().notice).toBe('last_way_to_sign_in')
    expect(state().identities).toEqual([google])
  })

  it('shows what is left when the identity was removed elsewhere meanwhile', async () => {
    let listed = 0
    const { state } = flowWith({
      identities: async () => {
        listed += 1
        return listed === 1
          ? { identities: [google, facebook], hasPassword: true }
          : { identities: [facebook], hasPassword: true }
      },
      removeIdentity: async () => {
        throw refusal('not_found', 404)
      },
    })
    await state().loadIdentities()
    await state().removeIdentity(google.id)
    expect(state().identities).toEqual([facebook])
    expect(state().notice).toBe('identity_removed')
  })
})

describe('social accounts flow: the address a provider did not give', () => {
  it('refuses an address that is not one before asking the server', async () => {
    const externalProvider = vi.fn()
    const { state } = flowWith({ externalProvider })
    expect(await state().submitEmail('ana.horvat')).toBe(false)
    expect(state().emailError).toBe('email_invalid')
    expect(await state().submitEmail('  ')).toBe(false)
    expect(state().emailError).toBe('required')
    expect(externalProvider).not.toHaveBeenCalled()
  })

  it('posts the address with the language of the mail, then says to look in the mailbox', async () => {
    const externalProvider = vi.fn(async () => ({
      next: 'confirm_email' as const,
    }))
    const { state } = flowWith({ externalProvider })
    expect(await state().submitEmail(' ivan.kovac@example.com ')).toBe(true)
    expect(externalProvider).toHaveBeenCalledWith({
      email: 'ivan.kovac@example.com',
      lang: 'de',
    })
    expect(state().notice).toBe('email_sent')
    expect(state().emailError).toBeUndefined()
  })

  it('says to start again when the provider sign-in waited too long', async () => {
    const { state } = flowWith({
      externalProvider: async () => {
        throw refusal('unauthorized', 401)
      },
    })
    await state().submitEmail('ivan.kovac@example.com')
    expect(state().notice).toBe('email_expired')
  })

  it('shows the field code the server gives for the address', async () => {
    const { state } = flowWith({
      externalProvider: async () => {
        throw refusal('missing_params', 400, { email: 'email_invalid' })
      },
    })
    await state().submitEmail('ivan@example')
    expect(state().emailError).toBe('email_invalid')
    expect(state().notice).toBeUndefined()
  })
})
