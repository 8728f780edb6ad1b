import type { ContentEntry } from '@resort/core/api'
import { formatLongDate } from '@resort/core/format'
import { Link } from 'react-router'
import { useTranslation } from '../../platform/i18n/translation'
import { offerStayPath } from './offerStay'
import { Paragraphs } from './Paragraphs'

type Heading = 'h2' | 'h3'

const CAPACITY_LAYOUTS = [
  'theatre',
  'classroom',
  'banquet',
  'boardroom',
] as const

/** When it is on or valid, or when it was published; nothing for an undated entry. */
function EntryDates({ entry }: { entry: ContentEntry }) {
  const { t, i18n } = useTranslation('content')
  const date = (day: string) => formatLongDate(day, i18n.language)
  if (entry.publishedOn)
    return (
      <p className="content-entry__date">
        {t('published', { date: date(entry.publishedOn) })}
      </p>
    )
  if (!entry.startsOn) return null
  const from = date(entry.startsOn)
  const to = entry.endsOn ? date(entry.endsOn) : from
  const text =
    from === to ? from : t(entry.ratePlanId ? 'valid' : 'dates', { from, to })
  return <p className="content-entry__date">{text}</p>
}

/** An item of a content page: an offer, a restaurant, an event, an article, a meeting room. */
export function ContentEntryCard({
  entry,
  heading: Heading,
}: {
  entry: ContentEntry
  heading: Heading
}) {
  const { t } = useTranslation('content')
  const titleId = `entry-${entry.id}`
  const offerPath = offerStayPath(entry)
  return (
    <article className="content-entry" aria-labelledby={titleId}>
      <Heading id={titleId}>{entry.title}</Heading>
      {entry.property ? (
        <p className="content-entry__property">
          <Link to={entry.property.href}>{entry.property.name}</Link>
        </p>
      ) : null}
      <EntryDates entry={entry} />
      <p className="content-entry__summary">{entry.summary}</p>
      <Paragraphs text={entry.body} />
      {entry.facts.length > 0 ? (
        <ul
          className="content-entry__facts"
          aria-label={t('facts', { title: entry.title })}
        >
          {entry.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {entry.capacity ? (
        <table className="content-entry__capacity">
          <caption>{t('capacity.caption', { title: entry.title })}</caption>
          <thead>
            <tr>
              {CAPACITY_LAYOUTS.map((layout) => (
                <th key={layout} scope="col">
                  {t(`capacity.${layout}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {CAPACITY_LAYOUTS.map((layout) => (
                <td key={layout}>{entry.capacity?.[layout]}</td>
              ))}
            </tr>
          </tbody>
        </table>
      ) : null}
      {offerPath ? (
        <p>
          <Link className="site-button" to={offerPath}>
            {t('offer_book')}
            <span className="visually-hidden">: {entry.title}</span>
          </Link>
        </p>
      ) : null}
    </article>
  )
}
