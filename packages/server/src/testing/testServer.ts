import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { openDatabase, type DatabaseHandle } from '#db/database'
import { migrateToLatest } from '#db/migrate'
import { seed } from '#db/seed'
import { buildApp } from '../app'

export interface TestServer {
  app: FastifyInstance
  database: DatabaseHandle
  baseUrl: string
  dir: string
  close: () => Promise<void>
}

export interface TestServerOptions {
  hostSiteDir?: string
  widgetDir?: string
}

/**
 * Starts the real server on a free loopback port with a fresh SQLite file, or against
 * TEST_DATABASE_URL (PostgreSQL) when it is set.
 */
export async function startTestServer(
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'resort-server-'))
  const database = openDatabase({
    databaseUrl: process.env.TEST_DATABASE_URL,
    sqliteFile: path.join(dir, 'test.sqlite'),
  })
  await migrateToLatest(database.db)
  await seed(database.db)
  const app = await buildApp({
    database,
    hostSiteDir: options.hostSiteDir ?? path.join(dir, 'no-site'),
    widgetDir: options.widgetDir ?? path.join(dir, 'no-widget'),
  })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app,
    database,
    baseUrl: address,
    dir,
    close: async () => {
      await app.close()
      await database.db.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
