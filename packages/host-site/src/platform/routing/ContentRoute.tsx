import '../styles/content.css'
import type { ContentPageId } from '@resort/core/site'
import { ContentPage } from '../../guests/content/ContentPage'
import { OwnSlug } from './OwnSlug'

/** /{lang}/{slug} of a content page (issue 16), under the language's own slug. */
export function ContentRoute({ page }: { page: ContentPageId }) {
  return (
    <OwnSlug page={page}>
      <ContentPage key={page} pageId={page} />
    </OwnSlug>
  )
}
