import '../styles/content.css'
import type { ContentPageId } from '@resort/core/site'
import { ContentPage } from '../../guests/content/ContentPage'

/** /{lang}/{slug} of a content page (issue 16), under the language's own slug (routing/slugRoutes). */
export function ContentRoute({ page }: { page: ContentPageId }) {
  return <ContentPage key={page} pageId={page} />
}
