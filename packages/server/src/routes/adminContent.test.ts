import { LANGUAGES } from '@resort/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, verifiedAdmin } from '../testing/adminCalls'
import { call } from '../testing/api'
import type { SessionTokens } from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'

const ADMIN = 'content.admin@example.com'
let server: TestServer
let admin: SessionTokens
beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] })
  admin = await verifiedAdmin(server, ADMIN)
})
afterAll(async () => {
  await server.close()
})

type AdminEndpoint = Parameters<typeof adminCall>[1]
const asAdmin = (name: AdminEndpoint, input: Record<string, unknown>) =>
  adminCall(server, name, admin, input)

const sitePage = async (page: string, lang: string) =>
  (
    await call(
      server.baseUrl,
      `/api/v1/contentful/page?lang=${lang}&page=${page}`,
    )
  ).body

describe('staff edit the content pages (issue 16)', () => {
  it('gives a page and every entry, past events too, in all five languages', async () => {
    const { status, body } = await asAdmin('adminContentPage', {
      page: 'events',
    })
    expect(status).toBe(200)
    for (const language of LANGUAGES)
      expect(body.page.texts[language].title).not.toBe('')
    const shown = (await sitePage('events', 'en')).entries.length
    expect(body.entries.length).toBeGreaterThan(shown)
  })

  it('saves a page’s texts in five languages: the site shows them at once, the audit log has before and after', async () => {
    const { body: before } = await asAdmin('adminContentPage', {
      page: 'wellness',
    })
    const texts = LANGUAGES.map((language) => ({
      language,
      ...before.page.texts[language],
      title: `${before.page.texts[language].title} (${language})`,
    }))
    const saved = await asAdmin('saveContentPage', { page: 'wellness', texts })
    expect(saved.status).toBe(200)
    for (const language of LANGUAGES)
      expect((await sitePage('wellness', language)).page.title).toBe(
        `${before.page.texts[language].title} (${language})`,
      )
    const log = await asAdmin('auditLog', { q: 'content_page_edited' })
    const row = log.body.items.find((item: any) => item.entityId === 'wellness')
    expect(row.adminEmail).toBe(ADMIN)
    expect(row.before.en.title).toBe(before.page.texts.en.title)
    expect(row.after.en.title).toBe(`${before.page.texts.en.title} (en)`)
  })

  it('saves an entry’s texts and facts; its place and group stay', async () => {
    const { body } = await asAdmin('adminContentPage', { page: 'faq' })
    const entry = body.entries[0]
    const texts = LANGUAGES.map((language) => ({
      language,
      ...entry.texts[language],
      body: `${entry.texts[language].body}\n\nUpdated by the desk.`,
      facts: ['Reception: +385 52 000 000'],
    }))
    const saved = await asAdmin('saveContentEntry', {
      entryId: entry.id,
      texts,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.page).toBe('faq')
    const site = await sitePage('faq', 'hr')
    expect(site.entries[0].id).toBe(entry.id)
    expect(site.entries[0].body).toMatch(/Updated by the desk\.$/)
    expect(site.entries[0].facts).toEqual(['Reception: +385 52 000 000'])
    expect(site.entries[0].group).not.toBe('')
  })

  it('refuses texts missing a language, or empty, or too long, and keeps what was stored', async () => {
    const { body: before } = await asAdmin('adminContentPage', {
      page: 'sport',
    })
    const full = LANGUAGES.map((language) => ({
      language,
      ...before.page.texts[language],
    }))
    const missing = await asAdmin('saveContentPage', {
      page: 'sport',
      texts: full.slice(1),
    })
    expect(missing.status).toBe(400)
    const twice = await asAdmin('saveContentPage', {
      page: 'sport',
      texts: [...full.slice(1), full[1]],
    })
    expect(twice.status).toBe(400)
    const empty = await asAdmin('saveContentPage', {
      page: 'sport',
      texts: full.map((text, index) =>
        index === 2 ? { ...text, title: '' } : text,
      ),
    })
    expect(empty.status).toBe(400)
    expect(empty.body.error.fields['texts.2.title']).toBe('required')
    const long = await asAdmin('saveContentPage', {
      page: 'sport',
      texts: full.map((text) => ({ ...text, description: 'x'.repeat(161) })),
    })
    expect(long.status).toBe(400)
    expect(long.body.error.fields['texts.0.description']).toBe('too_long')
    const { body: after } = await asAdmin('adminContentPage', { page: 'sport' })
    expect(after.page.texts).toEqual(before.page.texts)
  })

  it('answers 404 for an entry that does not exist', async () => {
    const saved = await asAdmin('saveContentEntry', {
      entryId: 'faq-no-such-question',
      texts: LANGUAGES.map((language) => ({
        language,
        title: 'Q',
        summary: 'A',
        body: 'A.',
        facts: [],
      })),
    })
    expect(saved.status).toBe(404)
  })
})
