import { findTranslationProblems } from '@resort/core'
import { describe, expect, it } from 'vitest'
import { gateResources } from './gateTexts'

describe('staging gate texts', () => {
  it('has every key in en, de, it, hr and sl, none empty', () => {
    expect(findTranslationProblems(gateResources)).toEqual([])
  })
})
