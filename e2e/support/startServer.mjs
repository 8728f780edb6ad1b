// Starts the built server against a fresh SQLite database, so every e2e run starts from the seed.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dataDir = mkdtempSync(path.join(tmpdir(), 'resort-e2e-'))
// Where tests find this server's database, to check what it stored (read-only; fixtures.ts).
const dataDirNote = path.join(
  tmpdir(),
  `resort-e2e-server-${process.env.PORT}.datadir`,
)
writeFileSync(dataDirNote, dataDir)
const server = spawn(process.execPath, ['packages/server/dist/main.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    // The server counts today in its time zone; the tests' stays are days from today in UTC.
    TZ: 'UTC',
    // Every test browser shares one client IP here, which real guests do not: the per-IP limits are
    // raised (not switched off) so a whole run fits; their behaviour is tested in the server suite.
    RATE_LIMIT_BOOKING_PER_MINUTE: '300',
    RATE_LIMIT_FORMS_PER_MINUTE: '60',
    // Payments due under a rate's policy are made within a second of their day (moved by a test).
    DUE_PAYMENTS_EVERY_MS: '1000',
    // Stays left on the payment step are looked at every second (a test moves them back 2 hours).
    BOOKING_REMINDERS_EVERY_MS: '1000',
  },
})
const stop = () => server.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(dataDirNote, { force: true })
  process.exit(code ?? 0)
})
