import { LANGUAGES } from '@resort/core'
import { addDaysIso, todayIso } from '@resort/core/stay'
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

  it('adds an event with its days at the end of the page, in five languages; the site lists it until its last day; then removes it', async () => {
    const today = todayIso()
    const texts = LANGUAGES.map((language) => ({
      language,
      title: `Lantern walk (${language})`,
      summary: 'An evening walk with lanterns through the old town.',
      body: 'Meet at the harbour at 20:00; lanterns are provided.',
      facts: ['20:00', 'Free for guests'],
    }))
    const added = await asAdmin('addContentEntry', {
      page: 'events',
      propertyId: 'cissa-rovinj',
      startsOn: addDaysIso(today, 10),
      endsOn: addDaysIso(today, 12),
      texts,
    })
    expect(added.status).toBe(201)
    const { entryId } = added.body
    const listed = (await sitePage('events', 'it')).entries
    expect(listed.at(-1)).toMatchObject({
      id: entryId,
      title: 'Lantern walk (it)',
      startsOn: addDaysIso(today, 10),
      endsOn: addDaysIso(today, 12),
    })
    expect(listed.at(-1).property.propertyId).toBe('cissa-rovinj')

    // Its days moved into the past: the site no longer lists it, the admin still does.
    const moved = await asAdmin('saveContentEntry', {
      entryId,
      startsOn: addDaysIso(today, -5),
      endsOn: addDaysIso(today, -1),
      texts,
    })
    expect(moved.status).toBe(200)
    expect(
      (await sitePage('events', 'en')).entries.map((entry: any) => entry.id),
    ).not.toContain(entryId)
    const { body: page } = await asAdmin('adminContentPage', { page: 'events' })
    expect(
      page.entries.find((entry: any) => entry.id === entryId),
    ).toMatchObject({
      startsOn: addDaysIso(today, -5),
      endsOn: addDaysIso(today, -1),
    })

    const removed = await asAdmin('removeContentEntry', { entryId })
    expect(removed.status).toBe(200)
    const { body: after } = await asAdmin('adminContentPage', {
      page: 'events',
    })
    expect(after.entries.map((entry: any) => entry.id)).not.toContain(entryId)
    const log = await asAdmin('auditLog', { q: entryId })
    expect(log.body.items.map((item: any) => item.action)).toEqual(
      expect.arrayContaining([
        'content_entry_added',
        'content_entry_edited',
        'content_entry_removed',
      ]),
    )
    expect((await asAdmin('removeContentEntry', { entryId })).status).toBe(404)
  })

  it('refuses days out of order and a property it does not know, adding nothing', async () => {
    const { body: before } = await asAdmin('adminContentPage', {
      page: 'offers',
    })
    const texts = LANGUAGES.map((language) => ({
      language,
      title: 'Early summer',
      summary: 'Ten per cent off in June.',
      body: 'Book by May.',
      facts: [],
    }))
    const backwards = await asAdmin('addContentEntry', {
      page: 'offers',
      startsOn: '2027-06-10',
      endsOn: '2027-06-01',
      texts,
    })
    expect(backwards.status).toBe(400)
    expect(backwards.body.error.fields.endsOn).toBe('date_order')
    const nowhere = await asAdmin('addContentEntry', {
      page: 'offers',
      propertyId: 'no-such-hotel',
      texts,
    })
    expect(nowhere.status).toBe(400)
    expect(nowhere.body.error.fields.propertyId).toBe('not_found')
    const { body: after } = await asAdmin('adminContentPage', {
      page: 'offers',
    })
    expect(after.entries).toHaveLength(before.entries.length)
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
