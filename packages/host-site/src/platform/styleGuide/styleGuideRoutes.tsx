import { Route } from 'react-router'
import { lazyPage } from '../ssr'

const StyleGuidePage = lazyPage(
  'src/platform/styleGuide/StyleGuidePage.tsx',
  () => import('./StyleGuidePage').then((module) => module.StyleGuidePage),
)

/** The site's style guide: its parts as staff and designers check them. */
export const styleGuideRoutes = (
  <Route path="style-guide" element={<StyleGuidePage />} />
)
