import { spawnSync } from 'node:child_process'

/** Runs a command with inherited output; returns its exit code (127 when it could not start). */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`)
    return 127
  }
  return result.status ?? 1
}

/** Runs a command and fails the script with a clear message when it fails. */
export function mustRun(command, args, what, options) {
  const code = run(command, args, options)
  if (code !== 0) {
    console.error(`\n✖ ${what} failed (exit ${code}).`)
    process.exit(code)
  }
}
