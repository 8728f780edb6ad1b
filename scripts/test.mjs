// `npm test`: every check the project has, in order, then one summary. Exits non-zero on any failure.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { run } from './lib/run.mjs'
import {
  ensureBuilt,
  ensureChromium,
  ensureInstalled,
  ensurePnpm,
  env,
  root,
} from './lib/setup.mjs'

const started = Date.now()
const pnpm = ensurePnpm()
ensureInstalled(pnpm)

const reports = path.join(root, 'test-results')
mkdirSync(reports, { recursive: true })
const vitestReport = path.join(reports, 'vitest.json')
const playwrightReport = path.join(reports, 'playwright.json')

const results = []
function step(name, action) {
  console.log(`\n▶ ${name}`)
  const begin = Date.now()
  let ok
  try {
    ok = action() === 0
  } catch (error) {
    console.error(error)
    ok = false
  }
  results.push({ name, ok, seconds: (Date.now() - begin) / 1000 })
  return ok
}
const pnpmRun = (...args) => run(pnpm, ['run', ...args], { cwd: root, env })

step('format check (prettier)', () => pnpmRun('format:check'))
step('lint (eslint)', () => pnpmRun('lint'))
step('typecheck (tsc)', () => pnpmRun('typecheck'))
step('unit and integration tests (vitest)', () =>
  pnpmRun(
    'test:unit',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ),
)
const built = step('build', () => (ensureBuilt(pnpm, { force: true }), 0))
if (built) {
  step('size budgets (size-limit)', () => pnpmRun('size'))
  step('end-to-end tests (playwright, Debian chromium)', () => {
    ensureChromium()
    return run(pnpm, ['run', 'e2e', '--reporter=list,json'], {
      cwd: root,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    })
  })
}

// Test counts from the runners' own reports.
let passed = 0
let failed = 0
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
}
if (built && existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'))
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
}
const failedSteps = results.filter((result) => !result.ok)

console.log('\nSummary')
for (const { name, ok, seconds } of results) {
  console.log(
    `  ${ok ? '✔' : '✖'} ${name.padEnd(50)} ${seconds.toFixed(1).padStart(7)} s`,
  )
}
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`)
console.log(
  failedSteps.length
    ? `FAILED: ${failedSteps.map((s) => s.name).join('; ')}`
    : 'ALL CHECKS PASSED',
)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failedSteps.length ? 1 : 0)
