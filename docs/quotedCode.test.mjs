import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const docs = dirname(fileURLToPath(import.meta.url))
const root = dirname(docs)

// A fenced block whose first line is `// <path>` quotes that file: its other lines stand there
// in a row, as written (indentation aside).
const FENCE = /^( *)```\w*\n\1\/\/ (\S+)\n([\s\S]*?)^\1```$/gm

const lines = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

function quotes(page) {
  const text = readFileSync(join(docs, page), 'utf8')
  return [...text.matchAll(FENCE)].map(([, , path, code]) => ({ path, code }))
}

const standsIn = (quoted, source) => {
  const want = lines(quoted)
  const have = lines(source)
  return have.some((_, start) =>
    want.every((line, i) => have[start + i] === line),
  )
}

describe('issue 31: the how-tos in docs/ quote the code as it is', () => {
  const quoted = quotes('architecture.md')

  it('the architecture page quotes the row, the handler, the screen and the route line it shows', () => {
    expect(quoted.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        'packages/core/src/api/favouriteEndpoints.ts',
        'packages/server/src/routes/favourites.ts',
        'packages/core/src/api/adminEndpoints.ts',
        'packages/server/src/routes/reviews.ts',
        'packages/host-site/src/staff/reviews/reviewsScreen.tsx',
        'packages/host-site/src/staff/adminSections.tsx',
      ]),
    )
  })

  it.each(quoted.map((quote) => [quote.path, quote]))(
    'what it quotes of %s stands there as written',
    (path, { code }) => {
      const file = join(root, path)
      expect(existsSync(file), `${path} exists`).toBe(true)
      expect(standsIn(code, readFileSync(file, 'utf8'))).toBe(true)
    },
  )

  it('a quote that the file does not hold is caught', () => {
    expect(standsIn('handle(\n  context.db\n)', 'handle(\n  deps.db\n)')).toBe(
      false,
    )
  })
})
