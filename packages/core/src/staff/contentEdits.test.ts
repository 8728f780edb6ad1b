import { describe, expect, it } from 'vitest'
import type { AdminContentPage } from '../api/adminContent'
import { fakeApiClient, refusal } from '../api/fakeApiClient'
import { LANGUAGES } from '../i18n/languages'
import {
  createContentEntryChanges,
  createContentEntrySave,
  createContentPageSave,
} from './contentEdits'

type Entry = AdminContentPage['entries'][number]

const inEvery = <T>(make: (language: string) => T) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, make(language)]),
  ) as Record<(typeof LANGUAGES)[number], T>

const page: AdminContentPage['page'] = {
  id: 'explore',
  updatedAt: 'then',
  texts: inEvery((language) => ({
    title: `Explore (${language})`,
    description: 'Day trips.',
    intro: 'Where to go.',
  })),
}

const entry: Entry = {
  id: 'explore-istria',
  propertyId: null,
  startsOn: null,
  endsOn: null,
  publishedOn: null,
  texts: inEvery((language) => ({
    title: `Istria (${language})`,
    summary: 'Hill towns.',
    body: 'Motovun and Grožnjan.',
    facts: ['Pula airport: 60 km', 'Best in May'],
  })),
}

describe('editing the content pages (issue 16)', () => {
  it('saves a page’s texts in all five languages, in order', async () => {
    const sent: unknown[] = []
    const flow = createContentPageSave({
      api: fakeApiClient({
        saveContentPage: async (input) => {
          sent.push(input)
          return { page: 'explore', updatedAt: 'now' }
        },
      }),
      page,
    })
    expect(await flow.getState().save()).toBe(true)
    expect(sent).toEqual([
      {
        page: 'explore',
        texts: LANGUAGES.map((language) => ({
          language,
          title: `Explore (${language})`,
          description: 'Day trips.',
          intro: 'Where to go.',
        })),
      },
    ])
  })

  it('refuses an empty text and too many facts at their language, before sending', async () => {
    const flow = createContentEntrySave({ api: fakeApiClient({}), entry })
    const { texts } = flow.getState().draft
    const facts = Array.from({ length: 21 }, (_, n) => `Fact ${n}`).join('\n')
    const ok = await flow.getState().save({
      texts: {
        ...texts,
        de: { ...texts.de, title: ' ' },
        sl: { ...texts.sl, facts },
      },
    })
    expect(ok).toBe(false)
    expect(flow.getState().errors).toEqual({
      'de.title': 'required',
      'sl.facts': 'too_many_lines',
    })
  })

  it('shows the server’s refusal at the language it names (texts.N: the Nth language sent)', async () => {
    const sent: unknown[] = []
    const flow = createContentEntrySave({
      api: fakeApiClient({
        saveContentEntry: async (input) => {
          sent.push(input)
          throw refusal('missing_params', 400, {
            'texts.1.summary': 'too_long',
          })
        },
      }),
      entry,
    })
    expect(await flow.getState().save()).toBe(false)
    expect(flow.getState().errors).toEqual({ 'de.summary': 'too_long' })
    expect(flow.getState().problem).toBeUndefined()
    expect(sent[0]).toMatchObject({
      entryId: 'explore-istria',
      startsOn: null,
      endsOn: null,
      texts: expect.arrayContaining([
        expect.objectContaining({
          language: 'en',
          facts: ['Pula airport: 60 km', 'Best in May'],
        }),
      ]),
    })
  })

  it('refuses a new entry’s last day before its first at the last day', async () => {
    const { addition } = createContentEntryChanges({
      api: fakeApiClient({}),
      page: 'explore',
    })
    const draft = addition.getState().draft
    await addition.getState().save({
      texts: inEvery(() => ({
        title: 'Truffles',
        summary: 'In autumn.',
        body: 'Livade.',
        facts: '',
      })),
      facts: { ...draft.facts, startsOn: '2027-06-10', endsOn: '2027-06-01' },
    })
    expect(addition.getState().errors).toEqual({ endsOn: 'date_order' })
  })

  it('adds an entry with its property and days, then empties the form for the next', async () => {
    const sent: unknown[] = []
    const { addition } = createContentEntryChanges({
      api: fakeApiClient({
        addContentEntry: async (input) => {
          sent.push(input)
          return { entryId: 'explore-new', page: 'explore', updatedAt: 'now' }
        },
      }),
      page: 'explore',
    })
    const texts = inEvery(() => ({
      title: 'Truffles',
      summary: 'In autumn.',
      body: 'Livade.',
      facts: '',
    }))
    const facts = {
      startsOn: '2027-06-10',
      endsOn: '',
      propertyId: 'cissa-rovinj',
    }
    expect(await addition.getState().save({ texts, facts })).toBe(true)
    expect(sent[0]).toMatchObject({
      page: 'explore',
      propertyId: 'cissa-rovinj',
      startsOn: '2027-06-10',
      endsOn: null,
    })
    expect(addition.getState().done?.texts.en.title).toBe('Truffles')
    expect(addition.getState().draft.texts.en.title).toBe('')
  })

  it('announces only the latest change to the list: a removal after an addition', async () => {
    const { addition, removal } = createContentEntryChanges({
      api: fakeApiClient({
        addContentEntry: async () => ({
          entryId: 'n',
          page: 'explore',
          updatedAt: 'now',
        }),
        removeContentEntry: async ({ entryId }) => ({
          entryId,
          page: 'explore',
        }),
      }),
      page: 'explore',
    })
    await addition.getState().save({
      texts: inEvery(() => ({
        title: 'T',
        summary: 'S',
        body: 'B',
        facts: '',
      })),
    })
    removal.getState().ask({ entryId: 'explore-istria', title: 'Istria (en)' })
    expect(await removal.getState().remove()).toBe(true)
    expect(removal.getState().done).toEqual({
      entryId: 'explore-istria',
      title: 'Istria (en)',
    })
    expect(addition.getState().justDone).toBe(false)
    expect(removal.getState().justDone).toBe(true)
  })
})
