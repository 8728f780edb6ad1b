import path from 'node:path'
import { openDatabase } from '#db/database'
import { migrateToLatest } from '#db/migrate'
import { seed } from '#db/seed'
import { checkpointInBackground } from '#db/walCheckpoints'
import {
  releaseAdminLock,
  type AdminUnlockOutcome,
} from './admin/adminCodeBudget'
import { buildApp } from './app'
import { readConfig } from './config'
import { picturesToWarm, warmPictures } from './routes/warmPictures'

// `node dist/main.mjs migrate` migrates and seeds, then exits; `admin:unlock <email>` also releases
// an admin account locked after too many wrong codes (issue 30); with no argument it also serves.
const UNLOCK_MESSAGES: Record<AdminUnlockOutcome, string> = {
  released: 'Admin access for {email} released; written to the audit log.',
  not_locked: 'Admin access for {email} is not locked; nothing changed.',
  no_account: 'No account has the address {email}; nothing changed.',
}
const config = readConfig()
const sqliteFile = path.join(config.dataDir, 'resort.sqlite')
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile,
  waitMs: config.databaseWaitMs,
})
await migrateToLatest(database)
await seed(database.db)

if (process.argv[2] === 'migrate') {
  await database.db.destroy()
  console.log(`Database (${database.kind}) migrated and seeded.`)
} else if (process.argv[2] === 'admin:unlock') {
  const email = process.argv[3]
  const outcome = email
    ? await releaseAdminLock(database.db, email, new Date())
    : undefined
  await database.db.destroy()
  console.log(
    outcome
      ? UNLOCK_MESSAGES[outcome].replace('{email}', email ?? '')
      : 'Usage: admin:unlock <email of the locked admin>',
  )
  process.exitCode = outcome === 'released' ? 0 : 1
} else {
  const shutdown = { draining: false }
  const app = await buildApp({
    ...config,
    database,
    logger: true,
    mediaDir: path.join(config.dataDir, 'media'),
    shutdown,
  })
  const checkpoints = await checkpointInBackground(database, sqliteFile, {
    onError: (message) => app.log.error(`WAL checkpoint: ${message}`),
  })
  const close = async () => {
    // Behind a balancer: not ready first, so it sends no more, while what it sent is answered.
    shutdown.draining = true
    if (config.shutdownDrainMs > 0) {
      app.log.info(`stopping in ${config.shutdownDrainMs} ms`)
      await new Promise((resolve) =>
        setTimeout(resolve, config.shutdownDrainMs),
      )
    }
    await app.close()
    await database.db.destroy()
    await checkpoints.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void close())
  process.once('SIGTERM', () => void close())
  await app.listen({ port: config.port, host: config.host })
  // In the background: the server answers meanwhile.
  void picturesToWarm(database.db)
    .then((paths) => warmPictures(app, paths))
    .then((made) => app.log.info(`${made} pictures made ahead`))
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'pictures not made ahead'),
    )
}
