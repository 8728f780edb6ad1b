// PostgreSQL from Debian's package for the cluster, as .ci/postgres.sh starts it for CI: installed
// with apt-get when missing, a cluster of its own in a directory we give, on 127.0.0.1 only.
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
} from 'node:fs'
import path from 'node:path'
import { mustRun } from '../run.mjs'

const asRoot = process.getuid?.() === 0

/** The newest installed PostgreSQL's bin directory, after apt-get install when none is. */
function ensurePostgres() {
  const newest = () =>
    existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
          .sort((a, b) => Number(b) - Number(a))[0]
      : undefined
  if (!newest()) aptInstall('postgresql')
  const version = newest()
  if (!version)
    throw new Error(
      'PostgreSQL is not installed and apt-get did not install it',
    )
  return `/usr/lib/postgresql/${version}/bin`
}

/** apt-get install of one Debian package (we are root, or sudo is). */
export function aptInstall(name) {
  console.log(`Installing ${name} from Debian's packages...`)
  const sudo = asRoot ? [] : ['sudo']
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const apt = (args) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args]
    mustRun(command, rest, `Installing ${name}`, { env, stdio: 'ignore' })
  }
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', name])
}

// PostgreSQL refuses to run as root: as root its files and processes belong to user postgres.
function postgresUser() {
  if (!asRoot) return {}
  const uid = Number(
    spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout,
  )
  const gid = Number(
    spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout,
  )
  if (!uid)
    throw new Error(
      'user postgres is missing (the postgresql package creates it)',
    )
  return { uid, gid }
}

function runAs(user, command, args, what) {
  const result = spawnSync(command, args, { ...user, encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(
      `${what} failed: ${result.stderr || result.stdout || result.error}`,
    )
  return result.stdout
}

/**
 * Starts PostgreSQL with its data under `dir` (created by initdb unless it holds one already) on
 * `port`, listening on 127.0.0.1 and a socket in `dir`. `durable: false` turns fsync off, for
 * throwaway runs (checks, bench) only.
 */
export function startPostgres({
  dir,
  port,
  durable = true,
  maxConnections = 200,
}) {
  const bin = ensurePostgres()
  const user = postgresUser()
  const data = path.join(dir, 'data')
  mkdirSync(dir, { recursive: true })
  // The postgres user must reach the directory, also when it sits under a root-only temp dir.
  chmodSync(dir, 0o755)
  if (asRoot) chownSync(dir, user.uid, user.gid)
  if (!existsSync(path.join(data, 'PG_VERSION')))
    runAs(
      user,
      `${bin}/initdb`,
      ['-D', data, '-A', 'trust', '-U', 'postgres'],
      'initdb',
    )
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c max_connections=${maxConnections}`,
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off']),
  ].join(' ')
  runAs(
    user,
    `${bin}/pg_ctl`,
    [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      'start',
    ],
    'pg_ctl start',
  )
  const psql = (database, command) =>
    runAs(
      user,
      `${bin}/psql`,
      [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        database,
        '-qAtc',
        command,
      ],
      'psql',
    )
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    log: path.join(dir, 'server.log'),
    psql,
    /** Creates `name` unless it exists; returns its URL. */
    createDatabase(name) {
      const found = psql(
        'postgres',
        `SELECT 1 FROM pg_database WHERE datname = '${name}'`,
      )
      if (!found.trim()) psql('postgres', `CREATE DATABASE ${name}`)
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    /** Drops a database (its connections must be gone). */
    dropDatabase: (name) =>
      psql('postgres', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    stop() {
      spawnSync(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', 'stop'], {
        ...user,
        stdio: 'ignore',
      })
    },
  }
}
