import { spawn, spawnSync } from 'node:child_process'

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

/**
 * Runs a command with its output kept aside; resolves with its exit code and output once it
 * ends, so that commands run side by side can print one after another.
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const chunks = []
    child.stdout.on('data', (chunk) => chunks.push(chunk))
    child.stderr.on('data', (chunk) => chunks.push(chunk))
    child.on('error', (error) =>
      resolve({
        code: 127,
        output: `Could not run ${command}: ${error.message}\n`,
      }),
    )
    child.on('close', (code) =>
      resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }),
    )
  })
}
