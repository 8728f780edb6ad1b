import { describe, expect, it } from 'vitest'
import { readSocialSettings } from './socialSettings'

describe('readSocialSettings', () => {
  it('turns no provider on without its client id and secret', () => {
    expect(readSocialSettings({})).toEqual({})
  })

  it('reads each provider with the real issuer or endpoints unless told others', () => {
    const settings = readSocialSettings({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      MICROSOFT_CLIENT_ID: 'm',
      MICROSOFT_CLIENT_SECRET: 'ms',
      MICROSOFT_TENANT: 'organizations',
      FACEBOOK_CLIENT_ID: 'f',
      FACEBOOK_CLIENT_SECRET: 'fs',
      FACEBOOK_GRAPH_ME_ENDPOINT: 'http://127.0.0.1:9/me',
    })
    expect(settings.google).toMatchObject({
      issuer: 'https://accounts.google.com',
      provesEmail: true,
    })
    expect(settings.microsoft).toMatchObject({
      issuer: 'https://login.microsoftonline.com/organizations/v2.0',
      provesEmail: false,
    })
    expect(settings.facebook).toMatchObject({
      authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
      graphMeEndpoint: 'http://127.0.0.1:9/me',
    })
  })

  it('refuses a half-configured provider, a tenant that is not one and an issuer that is not a URL, at start', () => {
    expect(() => readSocialSettings({ GOOGLE_CLIENT_ID: 'g' })).toThrow(
      /GOOGLE_CLIENT_SECRET/,
    )
    expect(() =>
      readSocialSettings({
        MICROSOFT_CLIENT_ID: 'm',
        MICROSOFT_CLIENT_SECRET: 'ms',
        MICROSOFT_TENANT: '../evil',
      }),
    ).toThrow(/MICROSOFT_TENANT/)
    expect(() =>
      readSocialSettings({
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 'gs',
        GOOGLE_ISSUER: 'javascript:alert(1)',
      }),
    ).toThrow(/GOOGLE_ISSUER/)
  })
})
