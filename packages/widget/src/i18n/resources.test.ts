import { findTranslationProblems } from '@resort/core'
import { LANGUAGES, type TranslationResources } from '@resort/core/i18n'
import { describe, expect, it } from 'vitest'
import { bookingResources } from './bookingResources'
import { calendarResources } from './calendarResources'
import { codesResources } from './codesResources'
import { loadTexts, textsOf, type FlowTexts } from './flowTexts'
import { manageResources } from './manageResources'
import { requestResources } from './requestResources'
import { searchResources } from './searchResources'

async function everyLanguage(flow: FlowTexts): Promise<TranslationResources> {
  const texts: TranslationResources = {}
  for (const language of LANGUAGES) {
    await loadTexts(flow, language)
    Object.assign(texts, textsOf(flow, language))
  }
  return texts
}

describe('widget translations', () => {
  for (const [flow, resources] of Object.entries({
    search: searchResources,
    booking: bookingResources,
    manage: manageResources,
    requests: requestResources,
    calendar: calendarResources,
    codes: codesResources,
  })) {
    it(`has every ${flow} key in en, de, it, hr and sl, none empty, with all plural forms`, async () => {
      const texts = await everyLanguage(resources)
      expect(Object.keys(texts)).toEqual([...LANGUAGES])
      expect(findTranslationProblems(texts)).toEqual([])
    })
  }
})
