import type { ContentEntry } from '@resort/core/api'
import type { ContentPageId } from '@resort/core/site'
import { useTranslation } from '../../platform/i18n/translation'
import { ContentEntryCard } from './ContentEntryCard'
import { Paragraphs } from './Paragraphs'

// Pages read as one document, section by section, with their contents first.
const DOCUMENTS: ReadonlySet<ContentPageId> = new Set([
  'privacy-policy',
  'club-terms',
])

/** Entries in their order, under their group's heading where they have one. */
function byGroup(entries: readonly ContentEntry[]) {
  const groups: { name: string; entries: ContentEntry[] }[] = []
  for (const entry of entries) {
    const last = groups.at(-1)
    if (last && last.name === entry.group) last.entries.push(entry)
    else groups.push({ name: entry.group, entries: [entry] })
  }
  return groups
}

/** Questions that open in place (native disclosure: keyboard and screen readers need no script). */
function Questions({ entries }: { entries: readonly ContentEntry[] }) {
  return entries.map((entry) => (
    <details key={entry.id} className="content-question">
      <summary>{entry.title}</summary>
      <p>
        <strong>{entry.summary}</strong>
      </p>
      <Paragraphs text={entry.body} />
    </details>
  ))
}

function Document({ entries }: { entries: readonly ContentEntry[] }) {
  const { t } = useTranslation('content')
  return (
    <>
      <nav aria-labelledby="content-toc" className="content-toc">
        <h2 id="content-toc">{t('contents')}</h2>
        <ol>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {entries.map((entry) => (
        <section key={entry.id} aria-labelledby={entry.id}>
          <h2 id={entry.id}>{entry.title}</h2>
          <Paragraphs text={entry.body} />
        </section>
      ))}
    </>
  )
}

/** A content page's entries, laid out for what the page is. */
export function ContentEntries({
  pageId,
  entries,
}: {
  pageId: ContentPageId
  entries: readonly ContentEntry[]
}) {
  if (DOCUMENTS.has(pageId)) return <Document entries={entries} />
  return byGroup(entries).map(({ name, entries: inGroup }, index) => {
    const items =
      pageId === 'faq' ? (
        <Questions entries={inGroup} />
      ) : (
        <ul className="content-entries">
          {inGroup.map((entry) => (
            <li key={entry.id}>
              <ContentEntryCard entry={entry} heading={name ? 'h3' : 'h2'} />
            </li>
          ))}
        </ul>
      )
    return name ? (
      <section key={name} aria-labelledby={`content-group-${index}`}>
        <h2 id={`content-group-${index}`}>{name}</h2>
        {items}
      </section>
    ) : (
      <div key={`group-${index}`}>{items}</div>
    )
  })
}
