import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../packages/server/src/db/database.ts'
import { migrateToLatest } from '../../packages/server/src/db/migrate.ts'
import { createMailer } from '../../packages/server/src/mail/mailer.ts'
import { startMailCatcher, wantsMailCatcher } from './mailCatcher.mjs'

let catcher
let database
beforeAll(async () => {
  // Free ports: the tests must not meet a catcher `npm start` runs on this machine.
  catcher = await startMailCatcher({
    MAIL_CATCHER_SMTP_PORT: '0',
    MAIL_CATCHER_WEB_PORT: '0',
  })
  database = openDatabase({ databaseUrl: undefined, sqliteFile: ':memory:' })
  await migrateToLatest(database)
})
afterAll(async () => {
  await catcher?.stop()
  await database?.db.destroy()
})

describe('the development mail catcher (issue 30)', () => {
  it('runs only without SMTP_HOST and outside production', () => {
    expect(wantsMailCatcher({})).toBe(true)
    expect(wantsMailCatcher({ SMTP_HOST: 'smtp.example.com' })).toBe(false)
    expect(wantsMailCatcher({ NODE_ENV: 'production' })).toBe(false)
  })

  it('listens on loopback only', () => {
    expect(catcher.smtpEnv.SMTP_HOST).toBe('127.0.0.1')
    expect(catcher.inboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  })

  it('shows a mail sent by the server’s mailer in its web inbox', async () => {
    const mailer = createMailer(database.db, catcher.smtpEnv)
    await mailer.send({
      to: 'first.admin@example.com',
      subject: 'Your sign-in code',
      text: 'Your code is 482913.',
    })
    await mailer.settled()
    const response = await fetch(new URL('api/email', catcher.inboxUrl))
    expect(response.status).toBe(200)
    const mails = await response.json()
    expect(mails).toContainEqual(
      expect.objectContaining({
        subject: 'Your sign-in code',
        to: [expect.objectContaining({ address: 'first.admin@example.com' })],
        text: expect.stringContaining('482913'),
      }),
    )
  })

  it('refuses a port that is taken, leaving nothing running', async () => {
    const taken = new URL(catcher.inboxUrl).port
    await expect(
      startMailCatcher({
        MAIL_CATCHER_SMTP_PORT: '0',
        MAIL_CATCHER_WEB_PORT: taken,
      }),
    ).rejects.toThrow(/EADDRINUSE/)
  })
})
