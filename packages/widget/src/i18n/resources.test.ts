import { findTranslationProblems } from '@resort/core'
import { describe, expect, it } from 'vitest'
import { widgetResources } from './resources'

describe('widget translations', () => {
  it('has every key in en, de, it, hr and sl, none empty, with all plural forms', () => {
    expect(findTranslationProblems(widgetResources)).toEqual([])
  })
})
