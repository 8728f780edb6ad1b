import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type ErrorKind, type MemberSession } from '../api'
import { fakeApiClient, type FakeEndpoints } from '../api/fakeApiClient'
import { COOKIE_NAMES, SESSION_KEYS } from '../reservation/sessionState'
import { memoryStorage } from '../reservation/testing'
import { createTracker, type DataLayerEntry } from '../tracking'
import {
  member,
  memoryCookies,
  sessionUserCookie,
  signedInAnswer,
} from './accountFixtures'
import { createAccountFlow } from './accountFlow'
import type { AccountFlow } from './accountFlowTypes'

const NOW = Date.parse('2027-03-01T09:00:00Z')

const refused = (
  kind: ErrorKind,
  status: number,
  extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
) => new ApiError({ kind, status, message: `refused: ${kind}`, ...extra })

const session = (id: string, current = false): MemberSession => ({
  id,
  createdAt: '2027-02-20T10:00:00.000Z',
  lastUsedAt: '2027-03-01T08:00:00.000Z',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Firefox/128.0',
  current,
})

/** A flow against fake answers, with its data layer, storage and cookie jar. */
function setup(
  handlers: FakeEndpoints = {},
  { signedIn = false, cookies = {} as Record<string, string> } = {},
) {
  const dataLayer: DataLayerEntry[] = []
  const storage = memoryStorage()
  const jar = memoryCookies({
    ...(signedIn ? sessionUserCookie(NOW) : {}),
    ...cookies,
  })
  const make = () =>
    createAccountFlow({
      api: fakeApiClient(handlers),
      tracker: createTracker(dataLayer),
      cookies: jar.cookies,
      writeCookie: jar.writeCookie,
      storage,
      logger: { error: vi.fn() },
      now: () => Date.now(),
    })
  return { flow: make(), make, dataLayer, storage, jar }
}

const answer = () => Promise.resolve(signedInAnswer(Date.now()))

/** The outcome of the action that came to one last (a test runs one at a time). */
const lastOutcome = (flow: AccountFlow) =>
  Object.values(flow.getState().outcomes).at(-1)

afterEach(() => {
  vi.useRealTimers()
})

describe('account flow: the session (SPEC 4 sign-in and user)', () => {
  it('SPEC 4: sets the user from the session cookie at once, then confirms it with check-token', async () => {
    vi.useFakeTimers({ now: NOW })
    const checkToken = vi.fn(answer)
    const { flow } = setup({ checkToken }, { signedIn: true })
    expect(flow.getState()).toMatchObject({
      status: 'loading',
      hint: { firstName: 'Ana', email: 'ana.horvat@example.com' },
    })
    await flow.getState().load()
    expect(checkToken).toHaveBeenCalledOnce()
    expect(flow.getState()).toMatchObject({
      status: 'signed_in',
      member: member(),
    })
    flow.getState().dispose()
  })

  it('is signed out at once without a session cookie, and asks the server nothing', async () => {
    const { flow } = setup({})
    expect(flow.getState().status).toBe('signed_out')
    await flow.getState().load()
    expect(flow.getState()).toMatchObject({
      status: 'signed_out',
      member: undefined,
    })
  })

  it('ignores a session cookie that is unreadable or whose session has ended', () => {
    const ended = encodeURIComponent(
      JSON.stringify({
        adb2cId: 'x',
        firstName: 'Ana',
        email: 'a@example.com',
        endsAt: '2020-01-01T00:00:00Z',
      }),
    )
    for (const value of ['not-json', ended, '%7B%7D']) {
      const { flow } = setup(
        {},
        { cookies: { [COOKIE_NAMES.sessionUser]: value } },
      )
      expect(flow.getState()).toMatchObject({
        status: 'signed_out',
        hint: undefined,
      })
    }
  })

  it('is signed out when check-token refuses; the client, not the flow, renews', async () => {
    const getAccessToken = vi.fn(() =>
      Promise.reject(refused('unauthorized', 401)),
    )
    const { flow } = setup(
      {
        checkToken: () => Promise.reject(refused('unauthorized', 401)),
        getAccessToken,
      },
      { signedIn: true },
    )
    await flow.getState().load()
    expect(getAccessToken).not.toHaveBeenCalled()
    expect(flow.getState()).toMatchObject({
      status: 'signed_out',
      member: undefined,
      hint: undefined,
    })
  })

  it('asks check-token once when loaded twice at once (a page mounting twice)', async () => {
    vi.useFakeTimers({ now: NOW })
    const checkToken = vi.fn(answer)
    const { flow } = setup({ checkToken }, { signedIn: true })
    await Promise.all([flow.getState().load(), flow.getState().load()])
    expect(checkToken).toHaveBeenCalledOnce()
    flow.getState().dispose()
  })

  it('SPEC 4: setting the user pushes its id to the data layer once per session, not again on renewals or re-checks', async () => {
    vi.useFakeTimers({ now: NOW })
    const { flow, dataLayer } = setup(
      {
        checkToken: answer,
        getAccessToken: answer,
        login: answer,
        deleteTokens: () => Promise.resolve({ signedOut: true as const }),
      },
      { signedIn: true },
    )
    await flow.getState().load()
    await vi.advanceTimersByTimeAsync(9 * 60_000)
    await flow.getState().load()
    const userIds = () => dataLayer.filter((entry) => 'user_id' in entry)
    expect(userIds()).toEqual([{ user_id: member().adb2cId }])
    // A new session after signing out is pushed again.
    await flow.getState().signOut()
    await flow
      .getState()
      .signIn({ email: 'ana.horvat@example.com', password: 'a long phrase' })
    expect(userIds()).toHaveLength(2)
    flow.getState().dispose()
  })

  it('renews the access token a minute before it ends, and again after each renewal', async () => {
    vi.useFakeTimers({ now: NOW })
    const getAccessToken = vi.fn(answer)
    const { flow } = setup(
      { checkToken: answer, getAccessToken },
      { signedIn: true },
    )
    await flow.getState().load()
    await vi.advanceTimersByTimeAsync(9 * 60_000 - 1_000)
    expect(getAccessToken).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(getAccessToken).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(9 * 60_000)
    expect(getAccessToken).toHaveBeenCalledTimes(2)
    flow.getState().dispose()
    await vi.advanceTimersByTimeAsync(60 * 60_000)
    expect(getAccessToken).toHaveBeenCalledTimes(2)
  })

  it('tries a renewal that got no answer again, and signs out when one is refused', async () => {
    vi.useFakeTimers({ now: NOW })
    const getAccessToken = vi
      .fn<FakeEndpoints['getAccessToken'] & object>()
      .mockRejectedValueOnce(refused('generic', 0))
      .mockRejectedValueOnce(refused('unauthorized', 401))
    const { flow } = setup(
      { checkToken: answer, getAccessToken },
      { signedIn: true },
    )
    await flow.getState().load()
    await vi.advanceTimersByTimeAsync(9 * 60_000)
    expect(flow.getState().status).toBe('signed_in')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(getAccessToken).toHaveBeenCalledTimes(2)
    expect(flow.getState().status).toBe('signed_out')
  })

  it('is signed out, saying so, when a member’s call finds the session ended', async () => {
    vi.useFakeTimers({ now: NOW })
    const { flow } = setup(
      {
        checkToken: answer,
        changePassword: () => Promise.reject(refused('unauthorized', 401)),
      },
      { signedIn: true },
    )
    await flow.getState().load()
    expect(
      await flow.getState().changePassword({
        currentPassword: 'old one',
        newPassword: 'new one!',
      }),
    ).toBe(false)
    expect(flow.getState()).toMatchObject({
      status: 'signed_out',
      outcomes: {
        changePassword: { action: 'changePassword', code: 'signed_out' },
      },
    })
  })
})

describe('account flow: signing in and out', () => {
  const credentials = {
    email: 'ana.horvat@example.com',
    password: 'sea salt and pine',
  }

  it('signs in: the member is set and the access token’s renewal planned', async () => {
    vi.useFakeTimers({ now: NOW })
    const login = vi.fn(answer)
    const { flow } = setup({ login, getAccessToken: answer })
    expect(await flow.getState().signIn(credentials)).toBe(true)
    expect(login).toHaveBeenCalledWith(credentials)
    expect(flow.getState()).toMatchObject({
      status: 'signed_in',
      member: member(),
      busy: [],
      outcomes: {},
    })
    expect(vi.getTimerCount()).toBe(1)
    flow.getState().dispose()
  })

  it('takes a passkey’s sign-in as its own: the member set, the user id pushed once (SPEC 4)', () => {
    vi.useFakeTimers({ now: NOW })
    const { flow, dataLayer } = setup()
    flow.getState().acceptSignIn(signedInAnswer(Date.now()))
    flow.getState().acceptSignIn(signedInAnswer(Date.now()))
    expect(flow.getState()).toMatchObject({
      status: 'signed_in',
      member: member(),
    })
    expect(dataLayer.filter((entry) => 'user_id' in entry)).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(1)
    flow.getState().dispose()
  })

  it('shows a saved profile at once: names and contact data, the rest of the member kept', () => {
    vi.useFakeTimers({ now: NOW })
    const { flow } = setup()
    const contactData = {
      ...member().contactData,
      country: 'HR',
      city: 'Split',
      zipCode: '21000',
      address: 'Riva 1',
      phonenumber: '+385911234567',
    }
    flow.getState().acceptProfile({
      personalData: {
        title: 'Dr',
        firstName: 'A',
        lastName: 'B',
        language: 'hr',
      },
      contactData,
    })
    expect(flow.getState().member).toBeUndefined()
    flow.getState().acceptSignIn(signedInAnswer(Date.now()))
    flow.getState().acceptProfile({
      personalData: {
        title: 'Dr',
        firstName: 'Ana Marija',
        lastName: 'Horvat',
        language: 'hr',
      },
      contactData,
    })
    expect(flow.getState().member).toEqual({
      ...member(),
      personalData: { firstName: 'Ana Marija', lastName: 'Horvat' },
      contactData,
    })
    flow.getState().dispose()
  })

  it('is busy while signing in', async () => {
    let finish: (value: ReturnType<typeof signedInAnswer>) => void = () =>
      undefined
    const answered = new Promise<ReturnType<typeof signedInAnswer>>(
      (resolve) => (finish = resolve),
    )
    const { flow } = setup({ login: () => answered })
    const signingIn = flow.getState().signIn(credentials)
    expect(flow.getState().busy).toEqual(['signIn'])
    finish(signedInAnswer(Date.now()))
    await signingIn
    expect(flow.getState().busy).toEqual([])
    flow.getState().dispose()
  })

  it('ASVS 6.3.8: answers a wrong address and a wrong password with one outcome', async () => {
    const { flow } = setup({
      login: () => Promise.reject(refused('unauthorized', 401)),
    })
    expect(await flow.getState().signIn(credentials)).toBe(false)
    expect(flow.getState()).toMatchObject({
      status: 'signed_out',
      outcomes: { signIn: { action: 'signIn', code: 'wrong_credentials' } },
    })
  })

  it('tells an unconfirmed address from its field code, which the server sends only after the right password', async () => {
    const { flow } = setup({
      login: () =>
        Promise.reject(
          refused('unauthorized', 401, {
            fields: { email: 'email_not_verified' },
          }),
        ),
    })
    await flow.getState().signIn(credentials)
    expect(lastOutcome(flow)).toEqual({
      action: 'signIn',
      code: 'email_not_verified',
    })
  })

  it('says when to try again after too many attempts (Retry-After)', async () => {
    const { flow } = setup({
      login: () =>
        Promise.reject(
          refused('rate_limited', 429, { retryAfterSeconds: 1_800 }),
        ),
    })
    await flow.getState().signIn(credentials)
    expect(lastOutcome(flow)).toEqual({
      action: 'signIn',
      code: 'rate_limited',
      retryAfterSeconds: 1_800,
    })
  })

  it('reads no answer as failed, to be tried again', async () => {
    const { flow } = setup({
      login: () => Promise.reject(refused('generic', 0)),
    })
    await flow.getState().signIn(credentials)
    expect(lastOutcome(flow)).toEqual({
      action: 'signIn',
      code: 'failed',
    })
  })

  it('signs out through delete-tokens, and forgets the member and redirect-page', async () => {
    vi.useFakeTimers({ now: NOW })
    const deleteTokens = vi.fn(() =>
      Promise.resolve({ signedOut: true as const }),
    )
    const { flow, jar } = setup(
      { checkToken: answer, deleteTokens },
      {
        signedIn: true,
        cookies: { [COOKIE_NAMES.redirectPage]: '%2Fen%2Fsearch' },
      },
    )
    await flow.getState().load()
    expect(await flow.getState().signOut()).toBe(true)
    expect(deleteTokens).toHaveBeenCalledOnce()
    expect(flow.getState()).toMatchObject({
      status: 'signed_out',
      member: undefined,
      hint: undefined,
    })
    expect(jar.jar.has(COOKIE_NAMES.redirectPage)).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stays signed in, saying so, when signing out got no answer', async () => {
    vi.useFakeTimers({ now: NOW })
    const { flow } = setup(
      {
        checkToken: answer,
        deleteTokens: () => Promise.reject(refused('generic', 0)),
      },
      { signedIn: true },
    )
    await flow.getState().load()
    expect(await flow.getState().signOut()).toBe(false)
    expect(flow.getState()).toMatchObject({
      status: 'signed_in',
      outcomes: { signOut: { action: 'signOut', code: 'failed' } },
    })
    flow.getState().dispose()
  })
})

describe('account flow: registration (SPEC 4 tracking, SPEC 9 registration_state)', () => {
  const registration = {
    firstName: 'Ana',
    lastName: 'Horvat',
    email: ' ana.horvat@example.com ',
    password: 'sea salt and pine',
    lang: 'de' as const,
  }
  const accepted = () => Promise.resolve({ next: 'confirm_email' as const })

  it('SPEC 4: tracks sign_up in loyalty_standalone when registering from the registration page', async () => {
    const register = vi.fn(accepted)
    const { flow, dataLayer } = setup({ register })
    expect(await flow.getState().register(registration)).toBe(true)
    expect(register).toHaveBeenCalledWith(registration)
    expect(dataLayer).toEqual([
      { event: 'sign_up', context: 'loyalty_standalone' },
    ])
    expect(lastOutcome(flow)).toEqual({
      action: 'register',
      code: 'mail_sent',
      email: 'ana.horvat@example.com',
    })
  })

  it('SPEC 4: tracks sign_up in loyalty_reservation when the registration began in the booking flow', async () => {
    const { flow, dataLayer } = setup(
      { register: accepted },
      {
        cookies: {
          [COOKIE_NAMES.redirectPage]: encodeURIComponent(
            '/de/booking/payment?propertyId=p1',
          ),
        },
      },
    )
    await flow.getState().register(registration)
    expect(dataLayer).toEqual([
      { event: 'sign_up', context: 'loyalty_reservation' },
    ])
  })

  it('SPEC 9: keeps registration_state (the step and the fields, never the password) in session storage, so a reload loses nothing', async () => {
    const { flow, make, storage } = setup({ register: accepted })
    flow.getState().saveRegistration({ firstName: 'Ana', lastName: 'Hor' })
    expect(make().getState().registration).toEqual({
      step: 'form',
      firstName: 'Ana',
      lastName: 'Hor',
      email: '',
    })
    await flow.getState().register(registration)
    const saved = storage.data.get(SESSION_KEYS.registration) ?? ''
    expect(JSON.parse(saved)).toEqual({
      step: 'check_email',
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@example.com',
    })
    expect(saved).not.toContain(registration.password)
    expect(make().getState().registration.step).toBe('check_email')
    flow.getState().restartRegistration()
    expect(make().getState().registration).toMatchObject({
      step: 'form',
      email: 'ana.horvat@example.com',
    })
  })

  it('passes on the server’s field codes, such as a password too common', async () => {
    const { flow, dataLayer } = setup({
      register: () =>
        Promise.reject(
          refused('missing_params', 400, {
            fields: { password: 'password_too_common' },
          }),
        ),
    })
    expect(await flow.getState().register(registration)).toBe(false)
    expect(lastOutcome(flow)).toEqual({
      action: 'register',
      code: 'invalid',
      fields: { password: 'password_too_common' },
    })
    expect(flow.getState().registration.step).toBe('form')
    expect(dataLayer).toEqual([])
  })

  it('sends the confirmation again', async () => {
    const resendConfirmation = vi.fn(() =>
      Promise.resolve({ next: 'check_email' as const }),
    )
    const { flow } = setup({ resendConfirmation })
    await flow
      .getState()
      .resendConfirmation({ email: 'ana.horvat@example.com', lang: 'hr' })
    expect(resendConfirmation).toHaveBeenCalledWith({
      email: 'ana.horvat@example.com',
      lang: 'hr',
    })
    expect(lastOutcome(flow)).toMatchObject({
      action: 'resendConfirmation',
      code: 'mail_sent',
    })
  })

  it('SPEC 4: tracks sign_up_confirmed when the confirmation link succeeds, and forgets the registration', async () => {
    const { flow, dataLayer, storage } = setup({
      register: accepted,
      confirmEmail: () => Promise.resolve({ email: 'ana.horvat@example.com' }),
    })
    await flow.getState().register(registration)
    expect(await flow.getState().confirmEmail('link-token')).toBe(true)
    expect(dataLayer.at(-1)).toEqual({ event: 'sign_up_confirmed' })
    expect(lastOutcome(flow)).toEqual({
      action: 'confirmEmail',
      code: 'email_confirmed',
      email: 'ana.horvat@example.com',
    })
    expect(JSON.parse(storage.data.get(SESSION_KEYS.registration)!)).toEqual({
      step: 'form',
      firstName: '',
      lastName: '',
      email: '',
    })
  })

  it('tracks nothing for a confirmation link that is used or past its time', async () => {
    const { flow, dataLayer } = setup({
      confirmEmail: () => Promise.reject(refused('link_invalid', 410)),
    })
    expect(await flow.getState().confirmEmail('old')).toBe(false)
    expect(lastOutcome(flow)).toEqual({
      action: 'confirmEmail',
      code: 'link_invalid',
    })
    expect(dataLayer).toEqual([])
  })

  it('posts a link’s token once while its answer is on the way (a page mounting twice)', async () => {
    const confirmEmail = vi.fn(() =>
      Promise.resolve({ email: 'ana.horvat@example.com' }),
    )
    const { flow } = setup({ confirmEmail })
    const [first, second] = await Promise.all([
      flow.getState().confirmEmail('link-token'),
      flow.getState().confirmEmail('link-token'),
    ])
    expect(confirmEmail).toHaveBeenCalledOnce()
    expect([first, second]).toEqual([true, true])
  })
})

describe('account flow: password reset and e-mail change', () => {
  it('asks for a reset link and says the same for every address', async () => {
    const requestPasswordReset = vi.fn(() =>
      Promise.resolve({ next: 'check_email' as const }),
    )
    const { flow } = setup({ requestPasswordReset })
    await flow
      .getState()
      .requestPasswordReset({ email: 'nobody@example.com', lang: 'it' })
    expect(lastOutcome(flow)).toEqual({
      action: 'requestPasswordReset',
      code: 'mail_sent',
      email: 'nobody@example.com',
    })
  })

  it('sets a new password with a reset link, which ends every session, this one too', async () => {
    vi.useFakeTimers({ now: NOW })
    const resetPassword = vi.fn(() =>
      Promise.resolve({ passwordChanged: true as const }),
    )
    const { flow } = setup(
      { checkToken: answer, resetPassword },
      { signedIn: true },
    )
    await flow.getState().load()
    const input = { token: 'reset-token', password: 'a brand new phrase' }
    expect(await flow.getState().resetPassword(input)).toBe(true)
    expect(resetPassword).toHaveBeenCalledWith(input)
    expect(flow.getState()).toMatchObject({
      status: 'signed_out',
      outcomes: {
        resetPassword: { action: 'resetPassword', code: 'password_changed' },
      },
    })
  })

  it('reports a used reset link, and a refused password by its field code', async () => {
    const resetPassword = vi
      .fn<FakeEndpoints['resetPassword'] & object>()
      .mockRejectedValueOnce(
        refused('missing_params', 400, {
          fields: { password: 'password_too_guessable' },
        }),
      )
      .mockRejectedValueOnce(refused('link_invalid', 410))
    const { flow } = setup({ resetPassword })
    const input = { token: 't', password: 'ana horvat 1' }
    await flow.getState().resetPassword(input)
    expect(lastOutcome(flow)).toMatchObject({
      code: 'invalid',
      fields: { password: 'password_too_guessable' },
    })
    await flow.getState().resetPassword(input)
    expect(lastOutcome(flow)).toMatchObject({ code: 'link_invalid' })
  })

  it('asks for an e-mail change as the member, confirmed with the password', async () => {
    vi.useFakeTimers({ now: NOW })
    const requestEmailChange = vi
      .fn<FakeEndpoints['requestEmailChange'] & object>()
      .mockRejectedValueOnce(
        refused('missing_params', 400, {
          fields: { password: 'password_wrong' },
        }),
      )
      .mockResolvedValueOnce({ next: 'check_email' })
    const { flow } = setup(
      { checkToken: answer, requestEmailChange },
      { signedIn: true },
    )
    await flow.getState().load()
    const input = {
      newEmail: 'ana@example.net',
      password: 'sea salt and pine',
      lang: 'en' as const,
    }
    expect(await flow.getState().requestEmailChange(input)).toBe(false)
    expect(lastOutcome(flow)).toMatchObject({
      code: 'invalid',
      fields: { password: 'password_wrong' },
    })
    expect(await flow.getState().requestEmailChange(input)).toBe(true)
    expect(lastOutcome(flow)).toEqual({
      action: 'requestEmailChange',
      code: 'mail_sent',
      email: 'ana@example.net',
    })
    flow.getState().dispose()
  })

  it('opens an e-mail change link to show its address, then confirms it', async () => {
    const emailChangeCallback = vi.fn(() =>
      Promise.resolve({ email: 'ana@example.net' }),
    )
    const confirmEmailChange = vi.fn(() =>
      Promise.resolve({ email: 'ana@example.net' }),
    )
    const { flow } = setup({ emailChangeCallback, confirmEmailChange })
    await Promise.all([
      flow.getState().openEmailChange('change-token'),
      flow.getState().openEmailChange('change-token'),
    ])
    expect(emailChangeCallback).toHaveBeenCalledOnce()
    expect(flow.getState().emailChange).toEqual({ email: 'ana@example.net' })
    expect(await flow.getState().confirmEmailChange('change-token')).toBe(true)
    expect(confirmEmailChange).toHaveBeenCalledWith({ token: 'change-token' })
    expect(lastOutcome(flow)).toEqual({
      action: 'confirmEmailChange',
      code: 'email_changed',
      email: 'ana@example.net',
    })
  })

  it('reports an address taken since the link was sent as a conflict', async () => {
    const { flow } = setup({
      confirmEmailChange: () => Promise.reject(refused('conflict', 409)),
    })
    await flow.getState().confirmEmailChange('change-token')
    expect(lastOutcome(flow)).toEqual({
      action: 'confirmEmailChange',
      code: 'conflict',
    })
  })

  it('changes the password, the current one asked again', async () => {
    vi.useFakeTimers({ now: NOW })
    const changePassword = vi.fn(() =>
      Promise.resolve({ passwordChanged: true as const }),
    )
    const { flow } = setup(
      { checkToken: answer, changePassword },
      { signedIn: true },
    )
    await flow.getState().load()
    const input = { currentPassword: 'old phrase', newPassword: 'new phrase!' }
    expect(await flow.getState().changePassword(input)).toBe(true)
    expect(changePassword).toHaveBeenCalledWith(input)
    expect(flow.getState()).toMatchObject({
      status: 'signed_in',
      outcomes: {
        changePassword: { action: 'changePassword', code: 'password_changed' },
      },
    })
    flow.getState().dispose()
  })
})

describe('account flow: the member’s sessions', () => {
  async function signedInWith(handlers: FakeEndpoints) {
    vi.useFakeTimers({ now: NOW })
    const context = setup(
      {
        checkToken: answer,
        memberSessions: () =>
          Promise.resolve({
            sessions: [session('here', true), session('phone'), session('tab')],
          }),
        ...handlers,
      },
      { signedIn: true },
    )
    await context.flow.getState().load()
    await context.flow.getState().listSessions()
    return context
  }

  it('ends one other session and drops it from the list', async () => {
    const endMemberSession = vi.fn(() => Promise.resolve({ ended: 1 }))
    const { flow } = await signedInWith({ endMemberSession })
    expect(await flow.getState().endSession('phone')).toBe(true)
    expect(endMemberSession).toHaveBeenCalledWith({ sessionId: 'phone' })
    expect(flow.getState().sessions?.map(({ id }) => id)).toEqual([
      'here',
      'tab',
    ])
    expect(flow.getState().status).toBe('signed_in')
    flow.getState().dispose()
  })

  it('is signed out after ending this very session', async () => {
    const { flow } = await signedInWith({
      endMemberSession: () => Promise.resolve({ ended: 1 }),
    })
    await flow.getState().endSession('here')
    expect(flow.getState().status).toBe('signed_out')
  })

  it('ends every other session, keeping this one', async () => {
    const { flow } = await signedInWith({
      endOtherSessions: () => Promise.resolve({ ended: 2 }),
    })
    await flow.getState().endOtherSessions()
    expect(flow.getState().sessions?.map(({ id }) => id)).toEqual(['here'])
    expect(lastOutcome(flow)).toEqual({
      action: 'endOtherSessions',
      code: 'sessions_ended',
      ended: 2,
    })
    flow.getState().dispose()
  })
})

describe('account flow: redirect-page (SPEC 9)', () => {
  it('SPEC 9: remembers where to go in the redirect-page cookie: path /, SameSite None, Secure, readable', () => {
    const writeCookie = vi.fn()
    const flow = createAccountFlow({
      api: fakeApiClient({}),
      tracker: createTracker([]),
      cookies: () => '',
      writeCookie,
      storage: memoryStorage(),
    })
    flow.getState().rememberRedirect('/de/booking/payment?propertyId=p1')
    expect(writeCookie).toHaveBeenCalledWith(
      'redirect-page=%2Fde%2Fbooking%2Fpayment%3FpropertyId%3Dp1; path=/; SameSite=None; Secure',
    )
  })

  it('gives the remembered path once, then forgets it', () => {
    const { flow, jar } = setup()
    flow.getState().rememberRedirect('/en/my-profile/profile-settings')
    expect(flow.getState().takeRedirect()).toBe(
      '/en/my-profile/profile-settings',
    )
    expect(jar.jar.has(COOKIE_NAMES.redirectPage)).toBe(false)
    expect(flow.getState().takeRedirect()).toBeUndefined()
  })

  it('accepts same-origin paths only, whoever wrote the cookie', () => {
    const { flow, jar } = setup(
      {},
      {
        cookies: {
          [COOKIE_NAMES.redirectPage]: encodeURIComponent(
            'https://evil.example/en',
          ),
        },
      },
    )
    expect(flow.getState().takeRedirect()).toBeUndefined()
    flow.getState().rememberRedirect('//evil.example/en')
    expect(jar.jar.has(COOKIE_NAMES.redirectPage)).toBe(false)
  })
})
