// What `npm start` and `npm test` need before they do anything: pnpm, the workspace's packages,
// a build that matches the sources, and (for tests) Debian's Chromium. Each step is skipped when
// it is already done, so second runs are fast.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { mustRun } from './run.mjs'

export const root = fileURLToPath(new URL('../../', import.meta.url))
const stampDir = path.join(root, '.build-stamps')
// Pinned here rather than in package.json's packageManager field: pnpm 12 would then try to record
// its own binaries in the lockfile, which fails for versions the registry has no binaries of.
const pnpmVersion = '12.21.0'

// Native addons (better-sqlite3) build from source against the machine's own Node headers.
export const env = {
  ...process.env,
  ...(existsSync('/usr/include/node/node_version.h') &&
  !process.env.npm_config_nodedir
    ? { npm_config_nodedir: '/usr' }
    : {}),
}

function works(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', env })
  return result.status === 0 ? result.stdout.trim() : undefined
}

/** Returns a pnpm command of the project's version, installing it with npm when missing. */
export function ensurePnpm() {
  if (works('pnpm', ['--version']) === pnpmVersion) return 'pnpm'
  const local = path.join(root, '.tools', 'node_modules', '.bin', 'pnpm')
  if (works(local, ['--version']) === pnpmVersion) return local
  console.log(`Installing pnpm ${pnpmVersion} with npm...`)
  mustRun(
    'npm',
    ['install', '--global', `pnpm@${pnpmVersion}`],
    'Installing pnpm',
    { env },
  )
  if (works('pnpm', ['--version']) === pnpmVersion) return 'pnpm'
  // No write access to npm's global folder: keep pnpm inside the project instead.
  mustRun(
    'npm',
    ['install', '--prefix', path.join(root, '.tools'), `pnpm@${pnpmVersion}`],
    'Installing pnpm',
    { env },
  )
  return local
}

function hashFiles(paths) {
  const hash = createHash('sha256')
  const walk = (entry) => {
    if (!existsSync(entry)) return
    const stat = statSync(entry)
    if (stat.isDirectory()) {
      const name = path.basename(entry)
      if (
        ['node_modules', 'dist', 'test-results', 'playwright-report'].includes(
          name,
        )
      )
        return
      for (const child of readdirSync(entry).sort())
        walk(path.join(entry, child))
    } else {
      hash.update(path.relative(root, entry))
      hash.update(readFileSync(entry))
    }
  }
  for (const entry of paths) walk(path.join(root, entry))
  return hash.digest('hex')
}

function stamped(name, hash) {
  const file = path.join(stampDir, name)
  return existsSync(file) && readFileSync(file, 'utf8') === hash
}

function stamp(name, hash) {
  mkdirSync(stampDir, { recursive: true })
  writeFileSync(path.join(stampDir, name), hash)
}

const manifests = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml']
  .concat(
    ['core', 'widget', 'host-site', 'server', 'test-fixtures'].map(
      (p) => `packages/${p}/package.json`,
    ),
  )
  .concat(['e2e/package.json'])

/** Installs the workspace's packages unless the manifests are unchanged since the last install. */
export function ensureInstalled(pnpm) {
  const hash = hashFiles(manifests)
  if (existsSync(path.join(root, 'node_modules')) && stamped('install', hash))
    return
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml'))
    ? ['--frozen-lockfile']
    : []
  mustRun(pnpm, ['install', ...frozen], 'Installing packages', {
    cwd: root,
    env,
  })
  stamp('install', hashFiles(manifests))
}

/** Builds widget, host site, server and test gateway unless their sources are unchanged since the last build. */
export function ensureBuilt(pnpm, { force = false } = {}) {
  const hash = hashFiles([
    'packages',
    'tsconfig.base.json',
    'pnpm-lock.yaml',
    // Core's and the widget's builds run it on their output.
    'scripts/fully-specify.mjs',
  ])
  const outputs = [
    'packages/widget/dist',
    'packages/host-site/dist/index.html',
    'packages/server/dist/main.mjs',
    'packages/test-gateway/dist/main.mjs',
  ]
  const present = outputs.every((output) => existsSync(path.join(root, output)))
  if (!force && present && stamped('build', hash)) return false
  mustRun(pnpm, ['run', 'build'], 'Building', { cwd: root, env })
  stamp('build', hash)
  return true
}

/** Installs Debian's Chromium with apt-get when /usr/bin/chromium is missing (never a download). */
export function ensureChromium() {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(executable)) return
  console.log(
    "Chromium is missing: installing Debian's chromium package with apt-get...",
  )
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args]
    mustRun(command, rest, 'Installing Chromium', {
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  }
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', 'chromium'])
}
