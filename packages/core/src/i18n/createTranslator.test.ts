import { describe, expect, it } from 'vitest'
import { createTranslator } from './createTranslator'

const resources = {
  en: {
    search: {
      title: 'Find your stay',
      nights_one: '{{count}} night',
      nights_other: '{{count}} nights',
      errors: { past: 'Not in the past.' },
      only_en: 'English only',
    },
  },
  sl: {
    search: {
      title: 'Poiščite bivanje',
      nights_one: '{{count}} noč',
      nights_two: '{{count}} noči (dve)',
      nights_few: '{{count}} noči (nekaj)',
      nights_other: '{{count}} noči',
      errors: { past: 'Ne v preteklosti.' },
    },
  },
}

describe('createTranslator', () => {
  it('reads a key in the requested language, and a nested key by its dotted path', () => {
    const { t } = createTranslator(resources, 'search', 'sl')
    expect(t('title')).toBe('Poiščite bivanje')
    expect(t('errors.past')).toBe('Ne v preteklosti.')
  })

  it('picks the plural form the language needs (Slovenian dual and few)', () => {
    const { t } = createTranslator(resources, 'search', 'sl')
    expect([1, 2, 3, 5].map((count) => t('nights', { count }))).toEqual([
      '1 noč',
      '2 noči (dve)',
      '3 noči (nekaj)',
      '5 noči',
    ])
  })

  it('fills {{var}} and leaves unknown placeholders as they are', () => {
    const { t } = createTranslator(
      { en: { ns: { hi: 'Hi {{name}}, {{missing}}' } } },
      'ns',
      'en',
    )
    expect(t('hi', { name: 'Ana' })).toBe('Hi Ana, {{missing}}')
    expect(t('hi', { name: 'Ana', missing: undefined })).toBe(
      'Hi Ana, {{missing}}',
    )
  })

  it('falls back to English for a missing key or an unsupported language, and to the key last', () => {
    expect(createTranslator(resources, 'search', 'sl').t('only_en')).toBe(
      'English only',
    )
    expect(createTranslator(resources, 'search', 'fr').t('title')).toBe(
      'Find your stay',
    )
    expect(createTranslator(resources, 'search', 'en').t('nope')).toBe('nope')
  })

  it('takes the first of several keys that has a text, else the default value, filled', () => {
    const { t } = createTranslator(resources, 'search', 'sl')
    expect(t(['errors.unknown', 'errors.past'])).toBe('Ne v preteklosti.')
    expect(t('errors.unknown', { defaultValue: 'Kod {{code}}', code: 7 })).toBe(
      'Kod 7',
    )
    expect(t(['a', 'b'])).toBe('b')
  })

  it('finds texts added to its resources after it was made (a page’s namespace loaded later)', () => {
    const later: Record<string, Record<string, Record<string, string>>> = {
      en: {},
    }
    const { t } = createTranslator(later, 'account', 'en')
    expect(t('title')).toBe('title')
    later.en = { account: { title: 'Your account' } }
    expect(t('title')).toBe('Your account')
  })
})
