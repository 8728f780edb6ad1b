import { endpoints, type SignedInResponse } from '@resort/core/api'
import { guestPrefillFromMember } from '@resort/core/reservation'
import { guest, member } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  callAs,
  login,
  setCookiesOf,
  signedInMember,
  withTokens,
  type SessionTokens,
} from '../testing/members'
import { linkTokenIn, mailsTo, waitForMail } from '../testing/outbox'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const db = () => server.database.db

let serial = 0
const newAddress = () => `profile-member-${++serial}@example.com`

const answerOf = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
})

/** A signed-in member with a new address; the tokens and the address. */
async function newMember(): Promise<{ tokens: SessionTokens; email: string }> {
  const email = newAddress()
  return { tokens: await signedInMember(server, { email }), email }
}

const readProfile = (tokens: Partial<SessionTokens>) =>
  withTokens(server, endpoints.memberProfile, tokens)
const update = (
  tokens: Partial<SessionTokens>,
  body: Record<string, unknown>,
) => callAs(server, endpoints.updateMemberProfile, body, tokens)

const userRow = (email: string) =>
  db()
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow()

/** What the profile form sends: every field, as the guest of the shared test data. */
const profileForm = {
  title: 'Dr',
  firstName: 'Ana Marija',
  lastName: 'Horvat',
  language: 'hr',
  phonenumber: guest.phonenumber,
  country: guest.country,
  city: guest.city,
  zipCode: guest.zipCode,
  address: guest.address,
}

describe('SPEC 7 crm/user-personal-data and crm/user-update: the member’s profile', () => {
  it('reads the personal and contact data of a new member, and never lets a cache keep them', async () => {
    const { tokens, email } = await newMember()
    const response = await readProfile(tokens)
    // ASVS 14.3.2: answers about a member are not kept by the browser or a cache.
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await answerOf(response)).toEqual({
      status: 200,
      body: {
        personalData: {
          title: null,
          firstName: member.firstName,
          lastName: member.lastName,
          language: 'en',
        },
        contactData: {
          email,
          country: null,
          city: null,
          zipCode: null,
          address: null,
          phonenumber: null,
        },
      },
    })
  })

  it('saves every field, trimmed; the change shows in the profile, in check-token and in the guest form’s and holder’s prefill (title too)', async () => {
    const { tokens, email } = await newMember()
    const saved = await update(tokens, {
      ...profileForm,
      firstName: '  Ana Marija ',
      country: 'hr',
    })
    const expected = {
      personalData: {
        title: 'Dr',
        firstName: 'Ana Marija',
        lastName: 'Horvat',
        language: 'hr',
      },
      contactData: {
        email,
        country: 'HR',
        city: guest.city,
        zipCode: guest.zipCode,
        address: guest.address,
        phonenumber: guest.phonenumber,
      },
    }
    expect(saved.headers.get('cache-control')).toBe('no-store')
    expect(await answerOf(saved)).toEqual({ status: 200, body: expected })
    expect((await answerOf(await readProfile(tokens))).body).toEqual(expected)

    const checked = (await (
      await withTokens(server, endpoints.checkToken, tokens)
    ).json()) as SignedInResponse
    expect(checked.user.personalData).toEqual({
      firstName: 'Ana Marija',
      lastName: 'Horvat',
      title: 'Dr',
    })
    expect(checked.user.contactData).toEqual(expected.contactData)
    expect(guestPrefillFromMember(checked.user).guest).toEqual({
      firstName: 'Ana Marija',
      lastName: 'Horvat',
      email,
      phonenumber: guest.phonenumber,
      country: 'HR',
      city: guest.city,
      zipCode: guest.zipCode,
      address: guest.address,
    })
    expect(guestPrefillFromMember(checked.user).reservationHolder).toEqual({
      title: 'Dr',
      firstName: 'Ana Marija',
      lastName: 'Horvat',
    })
  })

  it('sets session_user_cookie anew, so the page’s header shows the new first name at once', async () => {
    const { tokens, email } = await newMember()
    const saved = await update(tokens, { ...profileForm, firstName: 'Marija' })
    const cookie = setCookiesOf(saved).get('session_user_cookie')
    expect(JSON.parse(cookie?.value ?? '{}')).toMatchObject({
      firstName: 'Marija',
      email,
    })
    expect(cookie?.attributes.get('httponly')).toBeUndefined()
    // The tokens are not touched.
    expect(setCookiesOf(saved).has('access_token_cookie')).toBe(false)
  })

  it('SPEC 5: keeps a number typed without its calling code in its international form, read with the country, so the prefill keeps it', async () => {
    const { tokens } = await newMember()
    const saved = await update(tokens, {
      ...profileForm,
      phonenumber: '091 123 4567',
    })
    expect(await answerOf(saved)).toMatchObject({
      status: 200,
      body: { contactData: { phonenumber: '+385911234567' } },
    })
    const checked = (await (
      await withTokens(server, endpoints.checkToken, tokens)
    ).json()) as SignedInResponse
    expect(guestPrefillFromMember(checked.user).guest.phonenumber).toBe(
      '+385911234567',
    )
  })

  it('clears optional fields left empty, and keeps them as null', async () => {
    const { tokens, email } = await newMember()
    await update(tokens, profileForm)
    const cleared = await update(tokens, {
      ...profileForm,
      title: '',
      phonenumber: ' ',
      country: '',
      city: '',
      zipCode: null,
      address: '',
    })
    expect(await answerOf(cleared)).toMatchObject({
      status: 200,
      body: {
        personalData: { title: null },
        contactData: {
          email,
          country: null,
          city: null,
          zipCode: null,
          address: null,
          phonenumber: null,
        },
      },
    })
  })

  it('ASVS 2.2.1: refuses each bad field with its own code, and saves nothing of the rest', async () => {
    const { tokens, email } = await newMember()
    await update(tokens, profileForm)
    const before = await userRow(email)
    const refused = await update(tokens, {
      title: 'Sir',
      firstName: '   ',
      lastName: 'x'.repeat(256),
      language: 'fr',
      phonenumber: '+12',
      country: 'XX',
      city: 'Split',
      zipCode: '1',
      address: 'Riva 1',
    })
    expect(await answerOf(refused)).toMatchObject({
      status: 400,
      body: {
        error: {
          kind: 'missing_params',
          fields: {
            title: 'title_invalid',
            firstName: 'required',
            lastName: 'too_long',
            language: 'invalid_type',
            country: 'country_invalid',
            zipCode: 'postal_code_invalid',
          },
        },
      },
    })
    expect(await userRow(email)).toEqual(before)
  })

  it('SPEC 5: refuses a phone number that fails either check: the generic rules, or the country’s numbering plan', async () => {
    const { tokens, email } = await newMember()
    await update(tokens, profileForm)
    const before = await userRow(email)
    for (const phonenumber of ['+385 91 abc', '1', '+385 1'])
      expect(
        await answerOf(
          await update(tokens, { ...profileForm, phonenumber, city: 'Split' }),
        ),
        phonenumber,
      ).toMatchObject({
        status: 400,
        body: { error: { fields: { phonenumber: 'phone_invalid' } } },
      })
    expect(await userRow(email)).toEqual(before)
  })

  it('ASVS 8.2.2: changes only the signed-in member’s own data, whatever the body says', async () => {
    const owner = await newMember()
    const other = await newMember()
    const before = await userRow(owner.email)
    await update(other.tokens, {
      ...profileForm,
      email: owner.email,
      adb2cId: before.adb2c_id,
    })
    expect(await userRow(owner.email)).toEqual(before)
    expect((await userRow(other.email)).first_name).toBe('Ana Marija')
  })

  it('ASVS 8.2.1: a signed-out visitor can neither read nor change a profile, nor start an e-mail change (401)', async () => {
    for (const response of [
      await readProfile({}),
      await update({}, profileForm),
      await callAs(server, endpoints.changeEmail, {
        newEmail: newAddress(),
        password: member.password,
        lang: 'en',
      }),
    ])
      expect(await answerOf(response)).toMatchObject({
        status: 401,
        body: { error: { kind: 'unauthorized' } },
      })
  })

  it('ASVS 3.5.1: refuses a change with the session cookies but without the XSRF header, and saves nothing', async () => {
    const { tokens, email } = await newMember()
    const before = await userRow(email)
    for (const response of [
      await callAs(server, endpoints.updateMemberProfile, profileForm, tokens, {
        xsrf: false,
      }),
      await callAs(
        server,
        endpoints.changeEmail,
        { newEmail: newAddress(), password: member.password, lang: 'en' },
        tokens,
        { xsrf: false },
      ),
    ])
      expect(response.status).toBe(403)
    expect(await userRow(email)).toEqual(before)
  })
})

describe('SPEC 7 crm/change-email: the profile’s e-mail change (decision 019)', () => {
  it('mails the same link as /api/auth/email-change/; following it moves the account to the new address', async () => {
    const { tokens, email } = await newMember()
    const newEmail = newAddress()
    const asked = await callAs(
      server,
      endpoints.changeEmail,
      { newEmail, password: member.password, lang: 'de' },
      tokens,
    )
    expect(await answerOf(asked)).toEqual({
      status: 202,
      body: { next: 'check_email' },
    })
    const mail = await waitForMail(db(), newEmail)
    expect(mail.text).toMatch(/\/de\/email-change#token=/)
    const confirmed = await callAs(server, endpoints.confirmEmailChange, {
      token: linkTokenIn(mail),
    })
    expect(await answerOf(confirmed)).toEqual({
      status: 200,
      body: { email: newEmail },
    })
    expect((await login(server, newEmail, member.password)).status).toBe(200)
    expect((await userRow(newEmail)).email).not.toBe(email)
  })

  it('ASVS 6.2.3: needs the current password; a wrong one is a field error and nothing is mailed', async () => {
    const { tokens } = await newMember()
    const newEmail = newAddress()
    const wrong = await callAs(
      server,
      endpoints.changeEmail,
      { newEmail, password: 'not it at all', lang: 'en' },
      tokens,
    )
    expect(await answerOf(wrong)).toMatchObject({
      status: 400,
      body: { error: { fields: { password: 'password_wrong' } } },
    })
    await server.afterAnswer.settled()
    expect(await mailsTo(db(), newEmail)).toEqual([])
  })
})
