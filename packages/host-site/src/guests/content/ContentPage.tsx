import { toLanguage } from '@resort/core'
import { contentPage } from '@resort/core/api'
import type { ContentPageId } from '@resort/core/site'
import { use } from 'react'
import { useEndpoint } from '../../platform/api/useEndpoint'
import { useTranslation } from '../../platform/i18n/translation'
import { ResponsivePicture } from '../../platform/images/ResponsivePicture'
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle'
import { useServerPage } from '../../platform/ssr'
import { ContentEntries } from './ContentEntries'
import { contentTextsFor } from './contentTexts'

function Content({ pageId }: { pageId: ContentPageId }) {
  const { t, i18n } = useTranslation('content')
  const language = toLanguage(i18n.language) ?? 'en'
  const answer = useEndpoint(contentPage, { lang: language, page: pageId })
  const page = answer.state === 'done' ? answer.value.page : undefined
  useDocumentTitle(page?.title ?? t('loading'))
  const server = useServerPage()
  if (page) server?.say({ description: page.description })

  if (answer.state === 'error')
    return (
      <section className="content-page" aria-labelledby="content-title">
        <h1 id="content-title">{t('error_title')}</h1>
        <p role="alert">{t('error')}</p>
      </section>
    )
  if (answer.state === 'loading')
    return (
      <section className="content-page" aria-busy="true">
        <p role="status">{t('loading')}</p>
      </section>
    )
  const { entries } = answer.value
  // Staff's first published photo of the page (issue 33), preloaded as the page's largest picture.
  const [picture] = answer.value.page.pictures
  return (
    <section
      className={`content-page content-page--${pageId}`}
      aria-labelledby="content-title"
    >
      <h1 id="content-title">{answer.value.page.title}</h1>
      <p className="content-page__intro">{answer.value.page.intro}</p>
      {picture ? (
        <figure className="content-page__picture">
          <ResponsivePicture
            src={picture.src}
            alt={picture.alt}
            sizes="(min-width: 64rem) 64rem, 100vw"
            priority
          />
          {picture.caption ? <figcaption>{picture.caption}</figcaption> : null}
        </figure>
      ) : null}
      {entries.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <ContentEntries pageId={pageId} entries={entries} />
      )}
    </section>
  )
}

/** A page of the group's content (issue 16): its texts and entries from the database. */
export function ContentPage({ pageId }: { pageId: ContentPageId }) {
  const { i18n } = useTranslation()
  // Its labels load with it (Suspense), in the page's language only.
  use(contentTextsFor(i18n))
  return <Content pageId={pageId} />
}
