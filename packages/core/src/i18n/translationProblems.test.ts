import { describe, expect, it } from 'vitest'
import { findTranslationProblems } from './translationProblems'

const complete = {
  en: {
    ns: {
      title: 'Title',
      nights_one: '{{count}} night',
      nights_other: '{{count}} nights',
    },
  },
  de: {
    ns: {
      title: 'Titel',
      nights_one: '{{count}} Nacht',
      nights_other: '{{count}} Nächte',
    },
  },
  it: {
    ns: {
      title: 'Titolo',
      nights_one: '1 notte',
      nights_many: 'notti',
      nights_other: 'notti',
    },
  },
  hr: {
    ns: {
      title: 'Naslov',
      nights_one: 'noć',
      nights_few: 'noći',
      nights_other: 'noći',
    },
  },
  sl: {
    ns: {
      title: 'Naslov',
      nights_one: 'noč',
      nights_two: 'noči',
      nights_few: 'noči',
      nights_other: 'noči',
    },
  },
}

describe('translation problems', () => {
  it('finds none in a complete set', () => {
    expect(findTranslationProblems(complete)).toEqual([])
  })

  it('reports a key missing in one language', () => {
    const { title: _title, ...rest } = complete.de.ns
    expect(findTranslationProblems({ ...complete, de: { ns: rest } })).toEqual([
      'de/ns: title missing',
    ])
  })

  it('reports an empty string', () => {
    const problems = findTranslationProblems({
      ...complete,
      it: { ns: { ...complete.it.ns, title: ' ' } },
    })
    expect(problems).toEqual(['it/ns: title is empty'])
  })

  it('reports a plural form the language needs (Slovenian dual)', () => {
    const { nights_two: _two, ...rest } = complete.sl.ns
    expect(findTranslationProblems({ ...complete, sl: { ns: rest } })).toEqual([
      'sl/ns: nights_two missing',
    ])
  })

  it('reports a whole namespace missing in a language', () => {
    const { hr: _hr, ...rest } = complete
    expect(findTranslationProblems(rest)).toEqual(['hr/ns: namespace missing'])
  })
})
