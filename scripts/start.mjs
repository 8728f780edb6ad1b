// `npm start`: install what is missing, build what changed, then migrate, seed and serve.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { startMailCatcher, wantsMailCatcher } from './lib/mailCatcher.mjs'
import { run } from './lib/run.mjs'
import {
  ensureBuilt,
  ensureInstalled,
  ensurePnpm,
  env,
  root,
} from './lib/setup.mjs'
import { startTestGateway, wantsTestGateway } from './lib/testGateway.mjs'

const pnpm = ensurePnpm()
ensureInstalled(pnpm)
ensureBuilt(pnpm)

// Without SMTP in development, mail goes to a local catcher whose inbox anyone at this machine
// can read (issue 30); production requires SMTP and never runs it.
let catcher
if (wantsMailCatcher(env)) {
  try {
    catcher = await startMailCatcher(env)
    console.log(
      `Mail catcher: every mail the server sends is in the inbox at ${catcher.inboxUrl} ` +
        `(SMTP on ${catcher.smtpEnv.SMTP_HOST}:${catcher.smtpEnv.SMTP_PORT}).`,
    )
  } catch (error) {
    console.warn(
      `Mail catcher not started (${error instanceof Error ? error.message : error}); ` +
        'set MAIL_CATCHER_SMTP_PORT and MAIL_CATCHER_WEB_PORT to free ports. ' +
        'Mail stays in the mail_outbox table only.',
    )
  }
}

// Without Stripe's keys, cards go to the built-in test gateway, a process of its own with its own
// origin for the card page (decision 040); production requires Stripe and never runs it.
let gateway
if (wantsTestGateway(env)) {
  try {
    gateway = await startTestGateway(root, env)
    console.log(
      `Test gateway (test cards only, nothing is charged): ${gateway.url}`,
    )
  } catch (error) {
    console.warn(
      `Test gateway not started (${error instanceof Error ? error.message : error}); ` +
        'set TEST_GATEWAY_URL to a free address on 127.0.0.1.',
    )
  }
}

// The server migrates and seeds the database itself before it listens.
const serverArgs = [path.join(root, 'packages/server/dist/main.mjs')]
if (!catcher && !gateway)
  process.exit(run(process.execPath, serverArgs, { cwd: root, env }))

// The catcher answers from this process and the gateway is its child, so the server runs beside
// them rather than blocking them.
const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  env: {
    ...env,
    ...catcher?.smtpEnv,
    ...(gateway ? { TEST_GATEWAY_URL: gateway.url } : {}),
  },
  stdio: 'inherit',
})
// Ctrl+C in the terminal reaches the server itself; a SIGTERM sent to this script alone is passed
// on. Either way this script waits for the server to close, then stops the catcher and gateway.
process.on('SIGINT', () => undefined)
process.on('SIGTERM', () => server.kill('SIGTERM'))
server.on('error', (error) =>
  console.error(`Could not run the server: ${error.message}`),
)
server.on('close', (code) => {
  void Promise.allSettled([catcher?.stop(), gateway?.stop()]).finally(() =>
    process.exit(code ?? 1),
  )
})
