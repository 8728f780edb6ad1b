import { describe, expect, it } from 'vitest'
import { knownTransports, passkeyNameFor } from './passkeys'

describe('passkey names and transports', () => {
  it('names an unnamed passkey after the browser and system that made it', () => {
    const agents: [string, string][] = [
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari · iPhone',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
        'Edge · Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
        'Firefox · macOS',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
        'Chrome · Linux',
      ],
    ]
    for (const [agent, name] of agents) expect(passkeyNameFor(agent)).toBe(name)
    expect(passkeyNameFor(undefined)).toBe('Passkey')
    expect(passkeyNameFor('curl/8.5.0')).toBe('Passkey')
  })

  it('keeps only the transports WebAuthn knows', () => {
    expect(knownTransports(['usb', 'teleport', 'hybrid', 'internal'])).toEqual([
      'hybrid',
      'internal',
      'usb',
    ])
  })
})
