import {
  adminContentPage,
  navigationProperties,
  type AdminContentPage,
} from '@resort/core/api'
import { CONTENT_PAGE_IDS, isContentPage, pagePath } from '@resort/core/site'
import {
  CONTENT_ENTRY_FIELDS,
  CONTENT_PAGE_FIELDS,
  createContentEntryChanges,
  createContentEntrySave,
  createContentPageSave,
  type ContentEntryChanges,
} from '@resort/core/staff'
import { SelectField } from '@resort/widget/forms'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { useStore } from 'zustand'
import { useSiteApi } from '../../platform/api/SiteApiContext'
import { answerValue, useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { usePageLanguage } from '../../platform/i18n/usePageLanguage'
import { ListStatus } from '../list/ListStatus'
import { useReload } from '../list/useReload'
import { useSearchState } from '../list/useSearchState'
import { useAdminTitle } from '../useAdminTitle'
import { ContentTextsForm } from './ContentTextsForm'
import type { PropertyChoice } from './EntryFactsFields'
import { RemoveEntry } from './RemoveEntry'

type Entry = AdminContentPage['entries'][number]

/** What the last addition or removal did, announced (the list is read again after either). */
function EntryChangeNotice({ changes }: { changes: ContentEntryChanges }) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const added = useStore(changes.addition, (state) =>
    state.justDone ? state.done : undefined,
  )
  const removed = useStore(changes.removal, (state) =>
    state.justDone ? state.done : undefined,
  )
  const notice = added
    ? t('content.added', { heading: added.texts[language].title })
    : removed
      ? t('content.removed', { heading: removed.title })
      : undefined
  return <div role="status">{notice ? <p>{notice}</p> : null}</div>
}

/** The page's own texts, saved in five languages. */
function PageTexts({ page }: { page: AdminContentPage['page'] }) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const api = useSiteApi()
  const save = useMemo(() => createContentPageSave({ api, page }), [api, page])
  return (
    <ContentTextsForm
      id={`content-page-${page.id}`}
      heading={t('content.page_texts', { page: page.texts[language].title })}
      fields={CONTENT_PAGE_FIELDS}
      action={save}
    />
  )
}

/** One entry: its texts and days, saved; removed after asking. */
function EntryEditor({
  entry,
  changes,
  onRemoved,
}: {
  entry: Entry
  changes: ContentEntryChanges
  onRemoved: () => void
}) {
  const language = usePageLanguage()
  const api = useSiteApi()
  const save = useMemo(
    () => createContentEntrySave({ api, entry }),
    [api, entry],
  )
  const title = entry.texts[language].title
  return (
    <details className="admin-content-entry">
      <summary>{title}</summary>
      <ContentTextsForm
        id={`content-entry-${entry.id}`}
        heading={title}
        fields={CONTENT_ENTRY_FIELDS}
        action={save}
        withFacts
      />
      <RemoveEntry
        removal={changes.removal}
        entryId={entry.id}
        title={title}
        onRemoved={onRemoved}
      />
    </details>
  )
}

/**
 * The page's texts and each entry's, with their days; entries added and removed. A saved form
 * keeps what it sent, as the site now shows; an entry added or removed reloads the page's list.
 */
function PageEditor({
  content,
  properties,
  changes,
  onChanged,
}: {
  content: AdminContentPage
  properties: readonly PropertyChoice[]
  changes: ContentEntryChanges
  onChanged: () => void
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const { page } = content
  return (
    <>
      <p>
        <Link to={pagePath(page.id, language)}>
          {t('content.view', { page: page.texts[language].title })}
        </Link>
      </p>
      <PageTexts key={page.id} page={page} />
      <h3>{t('content.entries', { count: content.entries.length })}</h3>
      <EntryChangeNotice changes={changes} />
      {content.entries.map((entry) => (
        <EntryEditor
          key={entry.id}
          entry={entry}
          changes={changes}
          onRemoved={onChanged}
        />
      ))}
      <details className="admin-content-entry">
        <summary>{t('content.add')}</summary>
        <ContentTextsForm
          id={`content-new-${page.id}`}
          heading={t('content.new_entry', {
            page: page.texts[language].title,
          })}
          fields={CONTENT_ENTRY_FIELDS}
          action={changes.addition}
          properties={properties}
          submitLabel={t('content.add_submit')}
          onSaved={onChanged}
          quiet
        />
      </details>
    </>
  )
}

/**
 * /{lang}/admin/content (issue 16): the content pages' texts in five languages; the page chosen
 * lives in the address. Every save is in the audit log, and the site shows it at once.
 */
export function ContentSection() {
  const { t } = useTranslation('admin')
  const api = useSiteApi()
  const { params, update } = useSearchState()
  const [version, reload] = useReload()
  useAdminTitle(t('content.title'))
  const wanted = params.get('page') ?? ''
  const pageId = isContentPage(wanted) ? wanted : 'offers'
  const answer = useEndpoint(adminContentPage, { page: pageId }, { version })
  const content = answerValue(answer)
  // Another page chosen: what was added to or removed from the last one is no longer news.
  const changes = useMemo(
    () => createContentEntryChanges({ api, page: pageId }),
    [api, pageId],
  )
  const language = usePageLanguage()
  const listed = useEndpoint(navigationProperties, { lang: language })
  const properties = (answerValue(listed)?.groups ?? []).flatMap((group) =>
    group.properties.map(({ propertyId, name }) => ({ propertyId, name })),
  )
  return (
    <section className="admin-section" aria-labelledby="admin-content-title">
      <h2 id="admin-content-title">{t('content.title')}</h2>
      <p>{t('content.intro')}</p>
      <SelectField
        id="admin-content-page"
        label={t('content.page')}
        value={pageId}
        onChange={(page) => update({ page })}
      >
        {CONTENT_PAGE_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`content.pages.${id}`)}
          </option>
        ))}
      </SelectField>
      <ListStatus answer={answer} count={undefined} onRetry={reload} />
      {content && content.page.id === pageId ? (
        <PageEditor
          key={`${pageId}:${version}`}
          content={content}
          properties={properties}
          changes={changes}
          onChanged={reload}
        />
      ) : null}
    </section>
  )
}
