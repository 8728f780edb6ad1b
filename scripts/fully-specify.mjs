// `node scripts/fully-specify.mjs <dir>...`: makes tsc's output in <dir> resolvable by Node's ES
// module resolver and by TypeScript's node16/nodenext resolution. Our sources import their own
// modules without extensions (moduleResolution Bundler), which tsc copies as they are; here each
// relative specifier in the .js and .d.ts files becomes the file it names ('./x' -> './x.js',
// './dir' -> './dir/index.js'), and JSON imports get the `with { type: 'json' }` Node requires.
// A specifier that names no emitted file fails the build rather than shipping a broken import.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const dirs = process.argv.slice(2)
if (dirs.length === 0) {
  console.error('usage: node scripts/fully-specify.mjs <dir>...')
  process.exit(2)
}

// `from './x'`, `import './x'`, `import('./x')` (also in declarations' `import("./x").T`).
const RELATIVE =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g
// A default import of JSON without import attributes (tsc never emits them from our sources).
const JSON_IMPORT =
  /(\bimport\s+[\w$]+\s+from\s*(['"])[^'"]+\.json\2)(?!\s*with\b)/g
const KEEP = /\.(js|mjs|json|css)$/

const problems = []

function fullySpecify(file, specifier) {
  if (KEEP.test(specifier)) return specifier
  const declaration = file.endsWith('.d.ts')
  const base = path.resolve(path.dirname(file), specifier)
  const emitted = (candidate) =>
    existsSync(declaration ? `${candidate}.d.ts` : `${candidate}.js`)
  if (emitted(base)) return `${specifier}.js`
  if (emitted(path.join(base, 'index')))
    return `${specifier.replace(/\/$/, '')}/index.js`
  problems.push(`${file}: '${specifier}' names no emitted module`)
  return specifier
}

function visit(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      visit(file)
      continue
    }
    if (!/\.(js|d\.ts)$/.test(entry.name)) continue
    const source = readFileSync(file, 'utf8')
    let output = source.replace(
      RELATIVE,
      (_, keyword, quote, specifier) =>
        `${keyword}${quote}${fullySpecify(file, specifier)}${quote}`,
    )
    if (file.endsWith('.js'))
      output = output.replace(JSON_IMPORT, "$1 with { type: 'json' }")
    if (output !== source) writeFileSync(file, output)
  }
}

for (const dir of dirs) {
  if (!existsSync(dir)) {
    console.error(`fully-specify: ${dir} does not exist`)
    process.exit(1)
  }
  visit(dir)
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
