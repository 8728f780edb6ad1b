import type { AdminContentPage } from '../api/adminContent'
import type { ApiClient } from '../api/createApiClient'
import {
  addContentEntry,
  removeContentEntry,
  saveContentEntry,
  saveContentPage,
} from '../api/endpoints'
import { LANGUAGES } from '../i18n/languages'
import {
  checkContent,
  CONTENT_ENTRY_FIELDS,
  CONTENT_PAGE_FIELDS,
  contentFieldOf,
  contentLines,
  contentTextsOf,
  emptyContentTexts,
  type ContentDraft,
  type ContentField,
  type ContentTexts,
  type EntryFacts,
} from './contentDraft'
import { createStaffAction } from './staffAction'
import type { StaffAction } from './staffActionTypes'

type ContentPage = AdminContentPage['page']
type ContentEntry = AdminContentPage['entries'][number]

/** A content form's save (a page's texts, an entry's, a new entry): `done` is the draft it sent. */
export type ContentSave = StaffAction<
  'save',
  ContentDraft,
  ContentDraft,
  ContentField
>

/** Taking one entry off its page after a yes; `done` names the entry removed. */
export type ContentEntryRemoval = StaffAction<
  'remove',
  { entryId: string; title: string },
  { entryId: string; title: string }
>

const NO_FACTS: EntryFacts = { startsOn: '', endsOn: '', propertyId: '' }

const entryTextsOf = (texts: ContentTexts) =>
  LANGUAGES.map((language) => ({
    language,
    title: texts[language].title ?? '',
    summary: texts[language].summary ?? '',
    body: texts[language].body ?? '',
    facts: contentLines(texts[language].facts),
  }))

/** The days as the server takes them: none is null. */
const daysOf = ({ startsOn, endsOn }: EntryFacts) => ({
  startsOn: startsOn || null,
  endsOn: endsOn || null,
})

function contentSave(
  fields: typeof CONTENT_PAGE_FIELDS,
  draft: ContentDraft,
  send: (draft: ContentDraft) => Promise<unknown>,
  startOver = false,
): ContentSave {
  return createStaffAction('save', {
    draft,
    check: (sent) => checkContent(fields, sent),
    send: async (sent) => {
      await send(sent)
      return sent
    },
    fieldOf: contentFieldOf,
    startOver,
  })
}

/** Saving a content page's own texts in all five languages (issue 16). */
export function createContentPageSave({
  api,
  page,
}: {
  api: ApiClient
  page: ContentPage
}): ContentSave {
  const draft = { texts: contentTextsOf(page.texts), facts: NO_FACTS }
  return contentSave(CONTENT_PAGE_FIELDS, draft, ({ texts }) =>
    api.call(saveContentPage, {
      page: page.id,
      texts: LANGUAGES.map((language) => ({
        language,
        title: texts[language].title ?? '',
        description: texts[language].description ?? '',
        intro: texts[language].intro ?? '',
      })),
    }),
  )
}

/** Saving one entry's texts and days. */
export function createContentEntrySave({
  api,
  entry,
}: {
  api: ApiClient
  entry: ContentEntry
}): ContentSave {
  const facts = {
    startsOn: entry.startsOn ?? '',
    endsOn: entry.endsOn ?? '',
    propertyId: entry.propertyId ?? '',
  }
  const draft = { texts: contentTextsOf(entry.texts), facts }
  return contentSave(CONTENT_ENTRY_FIELDS, draft, ({ texts, facts }) =>
    api.call(saveContentEntry, {
      entryId: entry.id,
      ...daysOf(facts),
      texts: entryTextsOf(texts),
    }),
  )
}

/** The changes to a page's list of entries: one added, one removed; only the latest is announced. */
export interface ContentEntryChanges {
  addition: ContentSave
  removal: ContentEntryRemoval
}

/** Adding entries to page `page` (the form empty again after each) and removing them. */
export function createContentEntryChanges({
  api,
  page,
}: {
  api: ApiClient
  page: ContentPage['id']
}): ContentEntryChanges {
  const draft = {
    texts: emptyContentTexts(CONTENT_ENTRY_FIELDS),
    facts: NO_FACTS,
  }
  const addition = contentSave(
    CONTENT_ENTRY_FIELDS,
    draft,
    ({ texts, facts }) => {
      removal.getState().dismiss()
      return api.call(addContentEntry, {
        page,
        propertyId: facts.propertyId || null,
        ...daysOf(facts),
        texts: entryTextsOf(texts),
      })
    },
    true,
  )
  const removal: ContentEntryRemoval = createStaffAction('remove', {
    draft: { entryId: '', title: '' },
    send: async (entry) => {
      addition.getState().dismiss()
      await api.call(removeContentEntry, { entryId: entry.entryId })
      return entry
    },
  })
  return { addition, removal }
}
