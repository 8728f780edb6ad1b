import { findTranslationProblems } from '@resort/core'
import { describe, expect, it } from 'vitest'
import { bookingResources } from './bookingResources'
import { manageResources } from './manageResources'
import { requestResources } from './requestResources'
import { searchResources } from './searchResources'

describe('widget translations', () => {
  for (const [flow, resources] of Object.entries({
    search: searchResources,
    booking: bookingResources,
    manage: manageResources,
    requests: requestResources,
  })) {
    it(`has every ${flow} key in en, de, it, hr and sl, none empty, with all plural forms`, () => {
      expect(findTranslationProblems(resources)).toEqual([])
    })
  }
})
