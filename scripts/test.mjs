// `npm test`: every check the project has, in order, then one summary. Exits non-zero on any failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { run, runCaptured } from './lib/run.mjs'
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
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const vitestReport = path.join(reports, 'vitest.json')
const postgresReport = path.join(reports, 'vitest-postgres.json')
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

// The static checks only read files: side by side they take about as long as the longest (lint),
// not their sum. Each one's output is printed whole once it ends.
const staticChecks = [
  ['format check (prettier)', 'format:check'],
  ['lint (eslint)', 'lint'],
  ['knip (unused files, exports, dependencies)', 'knip'],
  ['typecheck (tsc)', 'typecheck'],
]
const staticResults = await Promise.all(
  staticChecks.map(async ([name, script]) => {
    const begin = Date.now()
    const { code, output } = await runCaptured(pnpm, ['run', script], {
      cwd: root,
      env,
    })
    console.log(`\n▶ ${name}\n${output}`)
    return { name, ok: code === 0, seconds: (Date.now() - begin) / 1000 }
  }),
)
results.push(...staticResults)
// The whole suite on SQLite; the server's suite again on PostgreSQL when TEST_DATABASE_URL is set.
const { TEST_DATABASE_URL: postgresUrl, ...sqliteEnv } = env
const vitest = (report, runEnv, ...args) =>
  run(
    pnpm,
    [
      'run',
      'test:unit',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: root, env: runEnv },
  )
step('unit and integration tests (vitest, SQLite)', () =>
  vitest(vitestReport, sqliteEnv),
)
if (postgresUrl) {
  step('server tests on PostgreSQL (vitest)', () =>
    vitest(postgresReport, env, '--project', 'server'),
  )
}
const built = step('build', () => (ensureBuilt(pnpm, { force: true }), 0))
if (built) {
  step('package exports and types (publint, attw)', () =>
    pnpmRun('check:packages'),
  )
  step('size budgets (size-limit)', () => pnpmRun('size'))
  step('crash durability (SIGKILL during bookings)', () =>
    run(process.execPath, [path.join(root, 'bench/crashDurability.mjs')], {
      cwd: root,
      env,
    }),
  )
  // Issue 34: installs PostgreSQL and HAProxy with apt-get when missing.
  step('cluster (4 processes behind HAProxy on PostgreSQL)', () =>
    run(
      process.execPath,
      [path.join(root, 'scripts/lib/cluster/clusterChecks.mjs')],
      { cwd: root, env },
    ),
  )
  step('end-to-end tests (playwright, Debian chromium)', () => {
    ensureChromium()
    return run(pnpm, ['run', 'e2e', '--reporter=list,json'], {
      cwd: root,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    })
  })
}

// Test counts from the runners' own reports, and the names of the tests that failed or needed
// a retry, so that the summary's last lines (all CI keeps) say which.
let passed = 0
let failed = 0
// CI keeps only the log's last lines: each failure's first line of error goes with its name.
const why = (message) => {
  const line = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .find((text) => text.trim())
  return line ? `\n      ${line.trim().slice(0, 400)}` : ''
}
const failedTests = []
const flakyTests = []
for (const file of [vitestReport, postgresReport]) {
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed')
        failedTests.push(
          `${path.relative(root, suite.name)}: ${test.fullName}${why(test.failureMessages?.[0])}`,
        )
    }
  }
}
function playwrightSpecs(suite, out = []) {
  for (const spec of suite.specs ?? []) out.push(spec)
  for (const child of suite.suites ?? []) playwrightSpecs(child, out)
  return out
}
if (built && existsSync(playwrightReport)) {
  const report = JSON.parse(readFileSync(playwrightReport, 'utf8'))
  passed += report.stats.expected + report.stats.flaky
  failed += report.stats.unexpected
  for (const spec of report.suites.flatMap((suite) => playwrightSpecs(suite))) {
    const name = `e2e/tests/${spec.file}: ${spec.title}`
    for (const test of spec.tests) {
      if (test.status === 'unexpected')
        failedTests.push(`${name}${why(test.results.at(-1)?.error?.message)}`)
      if (test.status === 'flaky') flakyTests.push(name)
    }
  }
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
for (const name of flakyTests) console.log(`  passed on retry: ${name}`)
for (const name of failedTests) console.log(`  failed: ${name}`)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failedSteps.length ? 1 : 0)
