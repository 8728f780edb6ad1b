// The development mail catcher `npm start` runs when no SMTP server is configured (issue 30):
// maildev, a real SMTP server with a web inbox, on loopback only, so the first admin on a fresh
// machine can read the confirmation mail and the admin code without opening the database.

const loopback = '127.0.0.1'

function portFrom(env, name, fallback) {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `${name} must be a whole number from 0 to 65535, got "${value}"`,
    )
  }
  return port
}

/** Whether `npm start` runs the catcher: only without SMTP_HOST and outside production. */
export function wantsMailCatcher(env) {
  return !env.SMTP_HOST?.trim() && env.NODE_ENV !== 'production'
}

/**
 * Starts maildev on 127.0.0.1 (SMTP on MAIL_CATCHER_SMTP_PORT, default 1025; web inbox on
 * MAIL_CATCHER_WEB_PORT, default 1080; 0 picks a free port). Resolves with the server's SMTP
 * settings, the inbox address and `stop`; rejects when a port is taken, with nothing left running.
 */
export async function startMailCatcher(env = {}) {
  const smtpPort = portFrom(env, 'MAIL_CATCHER_SMTP_PORT', 1025)
  const webPort = portFrom(env, 'MAIL_CATCHER_WEB_PORT', 1080)
  // Imported here: a production install has no devDependencies, and never gets this far.
  const { MailDev } = await import('maildev')
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: loopback,
    web: webPort,
    webIp: loopback,
    silent: true,
  })
  let servers
  try {
    servers = await maildev.start()
  } catch (error) {
    // The SMTP side may already listen when the web port turns out to be taken.
    await stopQuietly(maildev)
    throw error
  }
  const smtp = servers.smtp.getAddress()
  const web = servers.api?.getAddress()
  return {
    smtpEnv: { SMTP_HOST: loopback, SMTP_PORT: String(smtp.port) },
    inboxUrl: `http://${loopback}:${web?.port ?? webPort}/`,
    stop: () => maildev.stop(),
  }
}

async function stopQuietly(maildev) {
  try {
    // stop() does nothing unless start() finished, so close what did start by hand.
    const orchestrator = maildev.orchestrator
    await orchestrator?.api?.stop()
    await orchestrator?.smtp?.stop()
  } catch {
    // Nothing to close.
  }
}
