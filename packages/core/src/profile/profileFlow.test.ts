import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/ApiError'
import { fakeApiClient, type FakeEndpoints } from '../api/fakeApiClient'
import type { MemberProfile } from '../api/profileResponses'
import { createProfileFlow } from './profileFlow'

const refusal = (
  kind: ApiError['kind'],
  status: number,
  extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
) => new ApiError({ kind, status, message: `refused: ${kind}`, ...extra })

const stored: MemberProfile = {
  personalData: {
    title: null,
    firstName: 'Ana',
    lastName: 'Horvat',
    language: 'en',
  },
  contactData: {
    email: 'ana.horvat@example.com',
    country: null,
    city: null,
    zipCode: null,
    address: null,
    phonenumber: null,
  },
}

const form = {
  title: 'Dr',
  firstName: ' Ana Marija ',
  lastName: 'Horvat',
  language: 'hr',
  phonenumber: '+385 91 123 4567',
  country: 'hr',
  city: 'Split',
  zipCode: '21000',
  address: 'Riva 1',
}

const saved: MemberProfile = {
  personalData: {
    title: 'Dr',
    firstName: 'Ana Marija',
    lastName: 'Horvat',
    language: 'hr',
  },
  contactData: {
    email: 'ana.horvat@example.com',
    country: 'HR',
    city: 'Split',
    zipCode: '21000',
    address: 'Riva 1',
    phonenumber: '+385911234567',
  },
}

function flowWith(handlers: FakeEndpoints) {
  const onSaved = vi.fn()
  const flow = createProfileFlow({ api: fakeApiClient(handlers), onSaved })
  return { flow, state: () => flow.getState(), onSaved }
}

describe('profile flow: the member’s personal and contact data', () => {
  it('loads the member’s data', async () => {
    const { state } = flowWith({ memberProfile: async () => stored })
    const loading = state().load()
    expect(state().busy).toBe('load')
    await loading
    expect(state()).toMatchObject({
      profile: stored,
      busy: undefined,
      loadFailed: false,
    })
  })

  it('tells a signed-out member to sign in again, and a failed read to try again', async () => {
    const signedOut = flowWith({
      memberProfile: async () => {
        throw refusal('unauthorized', 401)
      },
    })
    await signedOut.state().load()
    expect(signedOut.state().outcome).toEqual({ code: 'signed_out' })

    const down = flowWith({
      memberProfile: async () => {
        throw refusal('generic', 503)
      },
    })
    await down.state().load()
    expect(down.state()).toMatchObject({ loadFailed: true, outcome: undefined })
  })

  it('saves the form trimmed, shows the saved data and tells the page', async () => {
    const updateMemberProfile = vi.fn(async () => saved)
    const { state, onSaved } = flowWith({ updateMemberProfile })
    expect(await state().save(form)).toBe(true)
    expect(updateMemberProfile).toHaveBeenCalledWith({
      ...form,
      firstName: 'Ana Marija',
      country: 'HR',
    })
    expect(state()).toMatchObject({
      profile: saved,
      outcome: { code: 'saved' },
      busy: undefined,
    })
    expect(onSaved).toHaveBeenCalledWith(saved)
  })

  it('SPEC 5: refuses bad fields before asking the server, each with its own code', async () => {
    const updateMemberProfile = vi.fn(async () => saved)
    const { state, onSaved } = flowWith({ updateMemberProfile })
    expect(
      await state().save({
        ...form,
        firstName: '',
        zipCode: '1',
        phonenumber: '12ab',
      }),
    ).toBe(false)
    expect(state().outcome).toEqual({
      code: 'invalid',
      fields: {
        firstName: 'required',
        zipCode: 'postal_code_invalid',
        phonenumber: 'phone_invalid',
      },
    })
    expect(updateMemberProfile).not.toHaveBeenCalled()
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('shows the server’s field codes (the numbering plan), keeping the loaded data', async () => {
    const { state, onSaved } = flowWith({
      memberProfile: async () => stored,
      updateMemberProfile: async () => {
        throw refusal('missing_params', 400, {
          fields: { phonenumber: 'phone_invalid' },
        })
      },
    })
    await state().load()
    expect(await state().save(form)).toBe(false)
    expect(state()).toMatchObject({
      profile: stored,
      outcome: { code: 'invalid', fields: { phonenumber: 'phone_invalid' } },
    })
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('tells the member when no answer came, and saves once however often asked', async () => {
    let finish: () => void = () => undefined
    const updateMemberProfile = vi.fn(
      () =>
        new Promise<MemberProfile>((_resolve, reject) => {
          finish = () => reject(new Error('offline'))
        }),
    )
    const { state } = flowWith({ updateMemberProfile })
    const first = state().save(form)
    await Promise.resolve()
    expect(await state().save(form)).toBe(false)
    finish()
    expect(await first).toBe(false)
    expect(updateMemberProfile).toHaveBeenCalledTimes(1)
    expect(state().outcome).toEqual({ code: 'failed' })
    state().dismiss()
    expect(state().outcome).toBeUndefined()
  })
})
