// `pnpm check:packages`: publint and arethetypeswrong on the packages others import, as built (run
// `pnpm build` first): each package as `pnpm pack`/`npm pack` would ship it. Reports every package
// before it fails.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { run } from './lib/run.mjs'
import { root } from './lib/setup.mjs'

const bin = (name) => path.join(root, 'node_modules', '.bin', name)

// Both packages are private and ESM-only ("type": "module", exports without a `require`
// condition): attw's esm-only profile leaves out node10 resolution and require() from CommonJS,
// which no consumer of theirs uses. Everything else (node16 from ESM, bundlers) must be green.
const attwProfile = ['--profile', 'esm-only']
const packages = [
  { dir: 'packages/core', built: 'dist/index.js', attw: [] },
  {
    dir: 'packages/widget',
    built: 'dist/react.js',
    // A stylesheet has no types to check.
    attw: ['--exclude-entrypoints', './styles.css'],
  },
]

const failed = []
for (const { dir, built, attw } of packages) {
  const cwd = path.join(root, dir)
  console.log(`\n▶ ${dir}`)
  if (!existsSync(path.join(cwd, built))) {
    console.error(`${dir}/${built} is missing: run \`pnpm build\` first.`)
    failed.push(dir)
    continue
  }
  if (run(bin('publint'), ['--strict'], { cwd }) !== 0)
    failed.push(`${dir} (publint)`)
  if (run(bin('attw'), ['--pack', '.', ...attwProfile, ...attw], { cwd }) !== 0)
    failed.push(`${dir} (attw)`)
}
if (failed.length > 0) {
  console.error(`\n✖ check:packages failed: ${failed.join(', ')}`)
  process.exit(1)
}
