import { slugRoutes } from '../routing/slugRoutes'
import { lazyPage } from '../ssr'

const StyleGuidePage = lazyPage(
  'src/platform/styleGuide/StyleGuidePage.tsx',
  () => import('./StyleGuidePage').then((module) => module.StyleGuidePage),
)

/** The site's style guide: its parts as staff and designers check them. */
export const styleGuideRoutes = (
  <>{slugRoutes('style-guide', <StyleGuidePage />)}</>
)
