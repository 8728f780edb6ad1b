import { existsSync } from 'node:fs'
import path from 'node:path'
import { LANGUAGES } from '@resort/core'
import { siteTextsModule } from '@resort/core/site'
import { describe, expect, it } from 'vitest'

describe('each language’s base texts are where the server looks for their chunk', () => {
  it.each(LANGUAGES)(
    '%s: siteTextsModule names a file of the site',
    (language) => {
      const file = path.resolve(
        import.meta.dirname,
        '../../..',
        siteTextsModule(language),
      )
      expect(existsSync(file), siteTextsModule(language)).toBe(true)
    },
  )
})
