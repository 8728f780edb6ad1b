import { describe, expect, it } from 'vitest'
import { readPasskeyConfig } from './passkeyConfig'

describe('passkey configuration', () => {
  it('defaults to PUBLIC_BASE_URL: its origin, and its host name as the RP ID', () => {
    expect(readPasskeyConfig({}, 'http://localhost:3000')).toEqual({
      rpID: 'localhost',
      rpName: 'Adria Alpe Resorts',
      origins: ['http://localhost:3000'],
    })
    expect(
      readPasskeyConfig({}, 'https://www.adria-alpe.example/en/').origins,
    ).toEqual(['https://www.adria-alpe.example'])
  })

  it('takes PASSKEY_ORIGIN (several, by commas) and PASSKEY_RP_ID, a domain the origins are under', () => {
    expect(
      readPasskeyConfig(
        {
          PASSKEY_ORIGIN:
            'https://www.adria-alpe.example, https://booking.adria-alpe.example',
          PASSKEY_RP_ID: 'Adria-Alpe.example',
        },
        'http://localhost:3000',
      ),
    ).toMatchObject({
      rpID: 'adria-alpe.example',
      origins: [
        'https://www.adria-alpe.example',
        'https://booking.adria-alpe.example',
      ],
    })
  })

  it('refuses an origin with a path, and an RP ID the origin is not under, naming the variable', () => {
    expect(() =>
      readPasskeyConfig(
        { PASSKEY_ORIGIN: 'https://adria-alpe.example/' },
        'http://localhost:3000',
      ),
    ).toThrow(/PASSKEY_ORIGIN/)
    expect(() =>
      readPasskeyConfig(
        { PASSKEY_RP_ID: 'other.example' },
        'https://adria-alpe.example',
      ),
    ).toThrow(/PASSKEY_RP_ID/)
    // A look-alike is not a subdomain.
    expect(() =>
      readPasskeyConfig(
        {
          PASSKEY_ORIGIN: 'https://evil-adria-alpe.example',
          PASSKEY_RP_ID: 'adria-alpe.example',
        },
        'http://localhost:3000',
      ),
    ).toThrow(/PASSKEY_RP_ID/)
  })
})
