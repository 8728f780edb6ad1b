import { afterEach, describe, expect, it, vi } from 'vitest'
import { documentCookies, readCookie } from './cookieSource'

describe('readCookie', () => {
  it('finds a cookie by its exact name and decodes its value', () => {
    const cookies = 'MY-XSRF-TOKEN=no; XSRF-TOKEN=a%2Bb%3D; x=1'
    expect(readCookie(cookies, 'XSRF-TOKEN')).toBe('a+b=')
  })

  it('gives undefined when the cookie or the cookie string is missing', () => {
    expect(readCookie('x=1', 'XSRF-TOKEN')).toBeUndefined()
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined()
    expect(readCookie(undefined, 'XSRF-TOKEN')).toBeUndefined()
  })

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('XSRF-TOKEN=100%', 'XSRF-TOKEN')).toBe('100%')
  })
})

describe('documentCookies', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('gives undefined where there is no document', () => {
    expect(documentCookies()).toBeUndefined()
  })

  it('reads document.cookie when there is a document', () => {
    vi.stubGlobal('document', { cookie: 'a=1' })
    expect(documentCookies()).toBe('a=1')
  })

  it('gives undefined when reading document.cookie throws, as in a sandboxed frame', () => {
    vi.stubGlobal('document', {
      get cookie(): string {
        throw new Error('SecurityError')
      },
    })
    expect(documentCookies()).toBeUndefined()
  })
})
