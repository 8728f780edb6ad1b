import { findTranslationProblems } from '@resort/core'
import { describe, expect, it } from 'vitest'
import { siteResources } from './resources'

describe('site translations', () => {
  it('has every key in en, de, it, hr and sl, none empty, with all plural forms', () => {
    expect(findTranslationProblems(siteResources)).toEqual([])
  })
})
