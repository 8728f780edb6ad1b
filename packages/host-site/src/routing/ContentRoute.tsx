import { pageAt, pagePath, type ContentPageId } from '@resort/core/site'
import { useLocation } from 'react-router'
import { ContentPage } from '../content/ContentPage'
import { Redirect } from '../ssr/Redirect'

/**
 * /{lang}/{slug} of a content page (issue 16). Another language's slug, as a shared link may
 * carry (/de/contact), moves to this language's (/de/kontakt).
 */
export function ContentRoute({ page }: { page: ContentPageId }) {
  const { pathname, search } = useLocation()
  const at = pageAt(pathname)
  if (at && !at.ownSlug)
    return <Redirect to={`${pagePath(page, at.language)}${search}`} />
  return <ContentPage key={page} pageId={page} />
}
