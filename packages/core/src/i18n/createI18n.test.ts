import { describe, expect, it } from 'vitest'
import { createI18n } from './createI18n'

const resources = {
  en: {
    greet: {
      hello: 'Hello',
      nights_one: '{{count}} night',
      nights_other: '{{count}} nights',
    },
  },
  de: { greet: { hello: 'Guten Tag' } },
}

describe('createI18n', () => {
  it('is ready at once in the requested language', () => {
    expect(createI18n(resources, 'greet', 'de').t('hello')).toBe('Guten Tag')
  })

  it('falls back to English for a missing key or an unsupported language', () => {
    expect(createI18n(resources, 'greet', 'de').t('nights', { count: 2 })).toBe(
      '2 nights',
    )
    expect(createI18n(resources, 'greet', 'fr').t('hello')).toBe('Hello')
  })

  it('keeps two instances independent', () => {
    const german = createI18n(resources, 'greet', 'de')
    const english = createI18n(resources, 'greet', 'en')
    expect([german.t('hello'), english.t('hello')]).toEqual([
      'Guten Tag',
      'Hello',
    ])
  })

  it('adds a lazily loaded namespace to its own instance only, never to the resources it was given', () => {
    const first = createI18n(resources, 'greet', 'de')
    first.addResourceBundle('de', 'club', { join: 'Beitreten' })
    expect(first.t('club:join')).toBe('Beitreten')
    expect(resources.de).not.toHaveProperty('club')
    expect(
      createI18n(resources, 'greet', 'de').hasResourceBundle('de', 'club'),
    ).toBe(false)
  })
})
