import { LANGUAGES, type Language } from '@resort/core'
import {
  addContentEntry,
  adminContentPage,
  CONTENT_LIMITS,
  navigationProperties,
  removeContentEntry,
  saveContentEntry,
  saveContentPage,
  type AdminContentPage,
} from '@resort/core/api'
import { CONTENT_PAGE_IDS, isContentPage, pagePath } from '@resort/core/site'
import { useState } from 'react'
import { Link } from 'react-router'
import { useSiteApi } from '../../api/SiteApiContext'
import { answerValue, useEndpoint } from '../../api/useEndpoint'
import { useTranslation } from '../../i18n/translation'
import { usePageLanguage } from '../../i18n/usePageLanguage'
import { ListStatus } from '../list/ListStatus'
import { useReload } from '../list/useReload'
import { useSearchState } from '../list/useSearchState'
import { useAdminTitle } from '../useAdminTitle'
import {
  ContentTextsForm,
  type EntryFacts,
  type PropertyChoice,
  type TextField,
  type Texts,
} from './ContentTextsForm'
import { RemoveEntry } from './RemoveEntry'

const PAGE_FIELDS: readonly TextField[] = [
  { name: 'title', max: CONTENT_LIMITS.title },
  { name: 'description', max: CONTENT_LIMITS.description, multiline: true },
  { name: 'intro', max: CONTENT_LIMITS.intro, multiline: true },
]
const ENTRY_FIELDS: readonly TextField[] = [
  { name: 'title', max: CONTENT_LIMITS.title },
  { name: 'summary', max: CONTENT_LIMITS.summary, multiline: true },
  { name: 'body', max: CONTENT_LIMITS.body, multiline: true },
  {
    name: 'facts',
    max: CONTENT_LIMITS.fact,
    lines: CONTENT_LIMITS.facts,
    multiline: true,
    optional: true,
  },
]

const textsOf = <T extends Record<string, string | string[]>>(
  byLanguage: Record<Language, T>,
): Texts =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        Object.entries(byLanguage[language]).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join('\n') : value,
        ]),
      ),
    ]),
  ) as Texts

const linesOf = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const emptyTexts = (): Texts =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(ENTRY_FIELDS.map((field) => [field.name, ''])),
    ]),
  ) as Texts

const entryTextsOf = (texts: Texts) =>
  LANGUAGES.map((language) => ({
    language,
    title: texts[language].title ?? '',
    summary: texts[language].summary ?? '',
    body: texts[language].body ?? '',
    facts: linesOf(texts[language].facts),
  }))

/** The days as the server takes them: none is null. */
const daysOf = ({ startsOn, endsOn }: EntryFacts) => ({
  startsOn: startsOn || null,
  endsOn: endsOn || null,
})

/**
 * The page's texts and each entry's, with their days; entries added and removed. A saved form
 * keeps what it sent, as the site now shows; an entry added or removed reloads the page's list.
 */
function PageEditor({
  content,
  properties,
  notice,
  onChanged,
}: {
  content: AdminContentPage
  properties: readonly PropertyChoice[]
  /** What the last addition or removal did, announced. */
  notice: string | undefined
  onChanged: (notice: string) => void
}) {
  const { t } = useTranslation('admin')
  const language = usePageLanguage()
  const api = useSiteApi()
  const { page } = content
  return (
    <>
      <p>
        <Link to={pagePath(page.id, language)}>
          {t('content.view', { page: page.texts[language].title })}
        </Link>
      </p>
      <ContentTextsForm
        key={page.id}
        id={`content-page-${page.id}`}
        heading={t('content.page_texts', { page: page.texts[language].title })}
        fields={PAGE_FIELDS}
        initial={textsOf(page.texts)}
        save={async (texts) => {
          await api.call(saveContentPage, {
            page: page.id,
            texts: LANGUAGES.map((other) => ({
              language: other,
              title: texts[other].title ?? '',
              description: texts[other].description ?? '',
              intro: texts[other].intro ?? '',
            })),
          })
        }}
      />
      <h3>{t('content.entries', { count: content.entries.length })}</h3>
      <div role="status">{notice ? <p>{notice}</p> : null}</div>
      {content.entries.map((entry) => (
        <details key={entry.id} className="admin-content-entry">
          <summary>{entry.texts[language].title}</summary>
          <ContentTextsForm
            id={`content-entry-${entry.id}`}
            heading={entry.texts[language].title}
            fields={ENTRY_FIELDS}
            initial={textsOf(entry.texts)}
            facts={{
              startsOn: entry.startsOn ?? '',
              endsOn: entry.endsOn ?? '',
              propertyId: entry.propertyId ?? '',
            }}
            save={async (texts, facts) => {
              await api.call(saveContentEntry, {
                entryId: entry.id,
                ...daysOf(facts),
                texts: entryTextsOf(texts),
              })
            }}
          />
          <RemoveEntry
            title={entry.texts[language].title}
            remove={async () => {
              await api.call(removeContentEntry, { entryId: entry.id })
              onChanged(
                t('content.removed', { heading: entry.texts[language].title }),
              )
            }}
          />
        </details>
      ))}
      <details className="admin-content-entry">
        <summary>{t('content.add')}</summary>
        <ContentTextsForm
          id={`content-new-${page.id}`}
          heading={t('content.new_entry', {
            page: page.texts[language].title,
          })}
          fields={ENTRY_FIELDS}
          initial={emptyTexts()}
          properties={properties}
          submitLabel={t('content.add_submit')}
          save={async (texts, facts) => {
            await api.call(addContentEntry, {
              page: page.id,
              propertyId: facts.propertyId || null,
              ...daysOf(facts),
              texts: entryTextsOf(texts),
            })
            onChanged(t('content.added', { heading: texts[language].title }))
          }}
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
  const { params, update } = useSearchState()
  const [version, reload] = useReload()
  useAdminTitle(t('content.title'))
  const wanted = params.get('page') ?? ''
  const pageId = isContentPage(wanted) ? wanted : 'offers'
  const answer = useEndpoint(adminContentPage, { page: pageId }, { version })
  const content = answerValue(answer)
  const [notice, setNotice] = useState<string>()
  const language = usePageLanguage()
  const listed = useEndpoint(navigationProperties, { lang: language })
  const properties = (answerValue(listed)?.groups ?? []).flatMap((group) =>
    group.properties.map(({ propertyId, name }) => ({ propertyId, name })),
  )
  return (
    <section className="admin-section" aria-labelledby="admin-content-title">
      <h2 id="admin-content-title">{t('content.title')}</h2>
      <p>{t('content.intro')}</p>
      <div className="admin-content-form__field">
        <label htmlFor="admin-content-page">{t('content.page')}</label>
        <select
          id="admin-content-page"
          value={pageId}
          onChange={(event) => {
            setNotice(undefined)
            update({ page: event.target.value })
          }}
        >
          {CONTENT_PAGE_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`content.pages.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <ListStatus answer={answer} count={undefined} onRetry={reload} />
      {content && content.page.id === pageId ? (
        <PageEditor
          key={`${pageId}:${version}`}
          content={content}
          properties={properties}
          notice={notice}
          onChanged={(said) => {
            setNotice(said)
            reload()
          }}
        />
      ) : null}
    </section>
  )
}
