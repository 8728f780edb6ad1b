import path from 'node:path'
import { openDatabase } from '#db/database'
import { migrateToLatest } from '#db/migrate'
import { seed } from '#db/seed'
import { buildApp } from './app'
import { readConfig } from './config'
import { picturesToWarm, warmPictures } from './routes/warmPictures'

// `node dist/main.mjs migrate` migrates and seeds, then exits; with no argument it also serves.
const config = readConfig()
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'resort.sqlite'),
})
await migrateToLatest(database)
await seed(database.db)

if (process.argv[2] === 'migrate') {
  await database.db.destroy()
  console.log(`Database (${database.kind}) migrated and seeded.`)
} else {
  const app = await buildApp({ ...config, database, logger: true })
  const close = async () => {
    await app.close()
    await database.db.destroy()
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
